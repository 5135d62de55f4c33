import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { appJobs } from './jobs';
import { startJobs } from './platform/scheduler';

/**
 * Reads config, opens the database, migrates and seeds (under the start-up lock, so processes starting
 * together on one database take turns), listens. On SIGTERM it drains: /readyz answers 503 for
 * DRAIN_SECONDS while requests are still served, so the load balancer stops sending new ones; then the
 * listener closes and the requests in flight finish.
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` },
);
await database.underStartupLock(async () => {
  await database.migrate();
  await seed(database.db, config);
});
const app = await buildApp(config, { database });
await startJobs(app, appJobs(app));

closeWithGrace({ delay: config.drainSeconds * 1000 + 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error(err);
  if (signal) {
    app.draining = true;
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining');
    await sleep(config.drainSeconds * 1000);
  }
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
