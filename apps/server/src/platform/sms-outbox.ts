import type { Lang } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { sendQueued } from './outbox';
import { type Sms, type SmsTemplate, smsText } from './sms';

/**
 * The SMS outbox (issue 19 item 3, decision 052): a message that is a side effect of a change (a
 * filing's acknowledgement, a meeting's confirmation, a changed password) is written as a `pending`
 * row by `queueSms`, in the change's transaction when there is one, so the change answers whether or
 * not the gateway is up and the message is never lost with it. The sms-outbox job (jobs.ts) hands
 * pending rows to the gateway (`Sms.deliver`) through the outboxes' one loop (outbox.ts, with its retries).
 */
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

/** Sends what is due (the sms-outbox job). */
export const sendQueuedSms = (deps: { db: Db; sms: Sms; now: Date; log: Pick<FastifyBaseLogger, 'warn'> }) =>
  sendQueued<Claimed>(deps, {
    table: smsOutbox,
    channel: 'sms',
    deliver: (row) => deps.sms.deliver(row.mobile, row.template, row.body),
  });
