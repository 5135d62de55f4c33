import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { appJobs } from './jobs';
import { startJobs } from './platform/scheduler';

/** Reads config, opens the database, migrates, seeds, listens; closes gracefully on signals. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` },
);
await database.migrate();
await seed(database.db, config);
const app = await buildApp(config, { database });
await startJobs(app, appJobs(app));

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error(err);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
