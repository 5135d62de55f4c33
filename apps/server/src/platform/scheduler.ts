import type { FastifyInstance } from 'fastify';

/** Work the app does every so often (the sweeps): `run` must be safe to run in every process at once. */
export type Job = { name: string; everyMs: number; run: () => Promise<void> };

/**
 * Runs each job every `everyMs` in this process until the app closes (decision 037). Started by
 * main.ts, never by a route plugin, so a test's app runs no timers unless the test starts them; a job
 * runner shared by every machine will take this seam's place. A failed run is logged, never thrown,
 * and a job still running when its time comes again is not started twice.
 */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]) {
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
      } catch (error) {
        app.log.warn({ err: error, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
