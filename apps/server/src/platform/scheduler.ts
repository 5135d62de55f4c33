import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { pgConfigOf } from '../db/pg-config';

/** Work the app does every so often (a sweep, the SMS outbox): run once per `everyMs` across all processes. */
export type Job = { name: string; everyMs: number; run: () => Promise<void> };

/** pg-boss keeps its tables in this schema of the portal's database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Creates a job's queue unless it exists. Two processes creating one queue at once deadlock in
 * pg-boss 10 (seen in scheduler.test.ts): the loser finds the winner's queue on its next look.
 */
async function ensureQueue(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      return await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 0 });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The job runner (decision 052): pg-boss on the portal's own database, PostgreSQL or the PGlite
 * worker's socket alike. Every process offers each job once per `everyMs` with pg-boss's throttle (one
 * job per time slot, whoever offers it first; the others' offers are dropped by a unique index), and
 * every process works the queues: one process takes each job (SKIP LOCKED). A queue's `singleton`
 * policy keeps a job still running from being started again by another process. A failed run is
 * logged (the job's name only) and not retried: the next slot runs it again. Started by main.ts;
 * tests start it only when they test it. Call it before the app is ready (it adds a hook); it stops with the app.
 */
export async function startJobs(app: FastifyInstance, jobs: readonly Job[]) {
  const connection = pgConfigOf(app.database);
  if (!connection) throw new Error('The job runner needs PostgreSQL or a PGlite data folder, not an in-memory PGlite');
  const boss = new PgBoss({
    ...(connection as PgBoss.DatabaseOptions),
    max: 2,
    schema: JOBS_SCHEMA,
    schedule: false,
  });
  boss.on('error', (error) => app.log.warn({ err: error }, 'job queue error'));
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    // Running jobs may finish (up to 10 s) before the database closes.
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
  await boss.start();
  for (const job of jobs) {
    const seconds = Math.max(1, Math.round(job.everyMs / 1000));
    await ensureQueue(boss, job.name);
    // A job is picked up within half its interval (at most 30 s late, at least every half second).
    const pollingIntervalSeconds = Math.min(30, Math.max(0.5, seconds / 2));
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      try {
        await job.run();
      } catch (error) {
        app.log.warn({ err: error, job: job.name }, 'job failed');
        throw error;
      }
    });
    const offer = () =>
      boss.sendThrottled(job.name, {}, {}, seconds, job.name).catch((error: unknown) => {
        app.log.warn({ err: error, job: job.name }, 'job not offered');
      });
    const timer = setInterval(offer, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
}
