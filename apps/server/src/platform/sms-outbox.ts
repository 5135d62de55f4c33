import type { Lang } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { type Sms, type SmsTemplate, smsText } from './sms';

/**
 * The SMS outbox (issue 19 item 3, decision 052): a message that is a side effect of a change (a
 * filing's acknowledgement, a meeting's confirmation, a changed password) is written as a `pending`
 * row by `queueSms`, in the change's transaction when there is one, so the change answers whether or
 * not the gateway is up and the message is never lost with it. The sms-outbox job (jobs.ts) hands
 * pending rows to the gateway (`Sms.deliver`); a failure is tried again after 30 s, 1, 2, 4 and 8
 * minutes, then the row is `failed` and the log says so (its id and template only).
 */
export const SMS_MAX_ATTEMPTS = 6;
export const SMS_RETRY_BASE_MS = 30_000;
/** A claimed row is left alone this long (a process that died mid-send: the row is tried again after it). */
const CLAIM_MS = 5 * 60_000;
/** Rows one run claims. */
const BATCH = 20;

type Executor = Pick<Db, 'insert'>;
type Vars = Record<string, string>;
/**
 * `lang`: the message's language, or `bilingual` for English then Marathi in one message (a case's
 * moves, decision 057); `vars` may depend on the language (dates written in each one's way).
 */
export type QueuedSms = { mobile: string; template: SmsTemplate } & (
  | { vars: Vars; lang?: Lang }
  | { vars: (lang: Lang) => Vars; lang: 'bilingual' }
);

/** Writes a message to send (inside the caller's transaction when `db` is one). */
export async function queueSms(db: Executor, message: QueuedSms, now: Date) {
  const { mobile, template } = message;
  const body =
    message.lang === 'bilingual'
      ? (['en', 'mr'] as const).map((lang) => smsText(template, message.vars(lang), lang)).join('\n')
      : smsText(template, message.vars, message.lang ?? 'en');
  await db.insert(smsOutbox).values({
    mobile,
    template,
    body,
    createdAt: now,
    status: 'pending',
    nextAttemptAt: now,
  });
}

type Claimed = { id: string | number; mobile: string; template: SmsTemplate; body: string; attempts: number };

/** Delay before the attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => SMS_RETRY_BASE_MS * 2 ** (attempts - 1);

/**
 * Sends what is due (the sms-outbox job). Rows are claimed by one statement (SKIP LOCKED), so
 * processes running it at once never send a message twice; no transaction is held while the gateway
 * answers.
 */
export async function sendQueuedSms(deps: { db: Db; sms: Sms; now: Date; log: Pick<FastifyBaseLogger, 'warn'> }) {
  const { db, sms, now, log } = deps;
  const claimed = (await db.execute(sql`
    update sms_outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
    where id in (
      select id from sms_outbox where status = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at limit ${BATCH} for update skip locked
    )
    returning id, mobile, template, body, attempts`)) as unknown as { rows: Claimed[] };
  for (const row of claimed.rows) {
    const id = Number(row.id);
    try {
      await sms.deliver(row.mobile, row.template, row.body);
      await db
        .update(smsOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null, nextAttemptAt: null })
        .where(eq(smsOutbox.id, id));
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 200);
      if (row.attempts >= SMS_MAX_ATTEMPTS) {
        await db
          .update(smsOutbox)
          .set({ status: 'failed', lastError, nextAttemptAt: null })
          .where(eq(smsOutbox.id, id));
        log.warn({ sms: id, template: row.template, attempts: row.attempts }, 'SMS not sent: attempts used up');
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
        await db.update(smsOutbox).set({ lastError, nextAttemptAt }).where(eq(smsOutbox.id, id));
      }
    }
  }
}
