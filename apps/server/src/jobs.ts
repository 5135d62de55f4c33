import type { App } from './app';
import { escalateOverdueCases } from './modules/console-cases/service';
import { sweepUnreferenced } from './modules/profile/documents';
import { sweepUnclaimed } from './modules/uploads/service';
import { purgeAudit } from './platform/audit';
import { emailFor, sendQueuedEmail } from './platform/email';
import { sweepOrphanFiles } from './platform/orphan-files';
import { MINUTE } from './platform/rate-limit';
import type { Job } from './platform/scheduler';
import { sendQueuedSms } from './platform/sms-outbox';

/**
 * The app's periodic work, in one place (decisions 037 and 052): main.ts starts it on the job runner
 * (platform/scheduler.ts), which runs each job once per interval across all processes; tests call the
 * jobs' functions themselves. A new job is one line here.
 */
export function appJobs(app: App): Job[] {
  const deps = { db: app.database.db, storage: app.storage };
  const now = () => app.clock.now();
  const email = emailFor(app.config);
  return [
    // Unclaimed pre-registration files live an hour.
    { name: 'uploads-unclaimed', everyMs: 10 * MINUTE, run: () => sweepUnclaimed(deps.db, deps.storage, now()) },
    // Documents uploaded for a form that was never saved go after a day.
    { name: 'profile-unreferenced', everyMs: 60 * MINUTE, run: () => sweepUnreferenced(deps, now()) },
    // Files no row refers to (a process killed mid-upload or mid-filing).
    { name: 'orphan-files', everyMs: 60 * MINUTE, run: () => sweepOrphanFiles(deps, now()) },
    // Audit entries are kept a year (India's days), then go: the only way one is ever removed.
    { name: 'audit-purge', everyMs: 60 * MINUTE, run: () => purgeAudit(deps.db, now()) },
    // Open cases past their due day (India) are flagged for the admins, with a step on their timeline.
    {
      name: 'case-escalation',
      everyMs: 15 * MINUTE,
      run: async () => {
        await escalateOverdueCases(deps.db, now());
      },
    },
    // Queued SMS (acknowledgements, confirmations, notices of changes) go out within seconds, with retries.
    {
      name: 'sms-outbox',
      everyMs: 5_000,
      run: () => sendQueuedSms({ ...deps, sms: app.sms, now: now(), log: app.log }),
    },
    // Queued e-mails (filings' acknowledgements, decision 069 B), by the same loop and retries.
    {
      name: 'email-outbox',
      everyMs: 5_000,
      run: () => sendQueuedEmail({ ...deps, deliver: email, now: now(), log: app.log }),
    },
  ];
}
