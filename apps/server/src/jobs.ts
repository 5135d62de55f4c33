import type { App } from './app';
import { sweepUnreferenced } from './modules/profile/documents';
import { sweepUnclaimed } from './modules/uploads/service';
import { sweepOrphanFiles } from './platform/orphan-files';
import { MINUTE } from './platform/rate-limit';
import type { Job } from './platform/scheduler';

/**
 * The app's periodic work, in one place (decision 037): main.ts starts it (platform/scheduler.ts);
 * tests call the sweeps themselves. Each sweep is idempotent, so every process may run it.
 */
export function appJobs(app: App): Job[] {
  const deps = { db: app.database.db, storage: app.storage };
  const now = () => app.clock.now();
  return [
    // Unclaimed pre-registration files live an hour.
    { name: 'uploads-unclaimed', everyMs: 10 * MINUTE, run: () => sweepUnclaimed(deps.db, deps.storage, now()) },
    // Documents uploaded for a form that was never saved go after a day.
    { name: 'profile-unreferenced', everyMs: 60 * MINUTE, run: () => sweepUnreferenced(deps, now()) },
    // Files no row refers to (a process killed mid-upload or mid-filing).
    { name: 'orphan-files', everyMs: 60 * MINUTE, run: () => sweepOrphanFiles(deps, now()) },
  ];
}
