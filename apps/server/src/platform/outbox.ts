import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { emailOutbox, smsOutbox } from '../db/schema';

/**
 * The outboxes' one sending loop (decisions 052 and 069): a message that is a side effect of a change
 * is written as a `pending` row of its channel's table (sms_outbox, email_outbox) in the change's
 * transaction; the channel's job hands due rows to its provider (`deliver`). A failure is tried again
 * after 30 s, 1, 2, 4 and 8 minutes, then the row is `failed` and the log says so (its id and template
 * only, never the address or the text).
 */
export const OUTBOX_MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 30_000;
/** A claimed row is left alone this long (a process that died mid-send: the row is tried again after it). */
const CLAIM_MS = 5 * 60_000;
/** Rows one run claims. */
const BATCH = 20;

/** Delay before the attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * 2 ** (attempts - 1);

type Claimed = { id: string | number; template: string; attempts: number };

export type Outbox<Row extends Claimed> = {
  table: typeof smsOutbox | typeof emailOutbox;
  /** Names the channel in the log (`"sms": id`, `"email": id`). */
  channel: 'sms' | 'email';
  /** Hands one claimed row (every column) to the provider; throws on failure. */
  deliver: (row: Row) => Promise<void>;
};

/**
 * Sends what is due in one outbox. Rows are claimed by one statement (SKIP LOCKED), so processes
 * running it at once never send a message twice; no transaction is held while the provider answers.
 */
export async function sendQueued<Row extends Claimed>(
  deps: { db: Db; now: Date; log: Pick<FastifyBaseLogger, 'warn'> },
  outbox: Outbox<Row>,
) {
  const { db, now, log } = deps;
  const { table, channel } = outbox;
  const claimed = (await db.execute(sql`
    update ${table} set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
    where id in (
      select id from ${table} where status = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at limit ${BATCH} for update skip locked
    )
    returning *`)) as unknown as { rows: Row[] };
  for (const row of claimed.rows) {
    const id = Number(row.id);
    try {
      await outbox.deliver(row);
      await db.execute(
        sql`update ${table} set status = 'sent', sent_at = ${now}, last_error = null, next_attempt_at = null where id = ${id}`,
      );
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 200);
      if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
        await db.execute(
          sql`update ${table} set status = 'failed', last_error = ${lastError}, next_attempt_at = null where id = ${id}`,
        );
        log.warn(
          { [channel]: id, template: row.template, attempts: row.attempts },
          `${channel === 'sms' ? 'SMS' : 'E-mail'} not sent: attempts used up`,
        );
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
        await db.execute(
          sql`update ${table} set last_error = ${lastError}, next_attempt_at = ${nextAttemptAt} where id = ${id}`,
        );
      }
    }
  }
}
