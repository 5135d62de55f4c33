import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { testConfig } from '../test/app';
import { freshPostgres } from '../test/database';
import { JOBS_SCHEMA, type Job, startJobs } from './scheduler';

const url = process.env.TEST_DATABASE_URL;

/**
 * Scheduled work runs once per interval across all processes (issue 19 item 3, decision 052): two
 * apps with their own connections on one PostgreSQL database, as two machines, both offering the same
 * job every second; the job runs once per second, not twice. (PostgreSQL only: PGlite is one process.)
 */
describe.runIf(url)('the job runner on two processes', () => {
  let copy: Awaited<ReturnType<typeof freshPostgres>>;
  const apps: App[] = [];
  const runs: number[] = [];
  const job: Job = {
    name: 'test-sweep',
    everyMs: 1000,
    run: async () => {
      runs.push(Date.now());
    },
  };

  beforeAll(async () => {
    copy = await freshPostgres(url as string);
    for (let i = 0; i < 2; i++) {
      apps.push(await buildApp(testConfig(), { database: await copy.open() }));
    }
    await Promise.all(apps.map((app) => startJobs(app, [job])));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await copy?.drop();
  });

  it('runs a job once per interval, whichever process offers it', async () => {
    const check = await copy.open();
    const jobs = async () =>
      (
        (await check.db.execute(
          sql.raw(`select singleton_on, state from ${JOBS_SCHEMA}.job where name = '${job.name}'`),
        )) as unknown as { rows: { singleton_on: Date; state: string }[] }
      ).rows;
    const completed = async () => (await jobs()).filter((j) => j.state === 'completed').length;
    await expect.poll(completed, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    // both processes stop (a running job finishes first)
    for (const app of apps.splice(0)) await app.close();
    const rows = await jobs();
    await check.close();
    // one job per one-second slot although both processes offered every slot
    const slots = rows.map((row) => new Date(row.singleton_on).getTime());
    expect(new Set(slots).size).toBe(rows.length);
    // and each job ran once
    expect(runs.length).toBe(rows.filter((j) => j.state === 'completed').length);
  });
});
