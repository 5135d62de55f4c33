import { type Lang, messageText } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { sendQueued } from './outbox';

/**
 * E-mail acknowledgements (decision 069 B): the spec makes the e-mail mandatory on Form A and the
 * grievance form, so a filing's acknowledgement goes to it as well as by SMS. `queueEmail` writes the
 * message (subject and text in the filer's language) as a `pending` email_outbox row in the filing's
 * transaction; the email-outbox job hands it to the provider through the outboxes' one loop
 * (outbox.ts, with its retries). `console` (the default) delivers nothing: the row is the message,
 * marked sent; `http` posts `{to, subject, text}` to EMAIL_HTTP_URL. Messages are never written to the log.
 */
export type EmailTemplate = 'complaintReceived' | 'grievanceReceived';
/** Each template's text key; its subject is the key + `Subject`. */
const TEMPLATE_KEYS: Record<EmailTemplate, string> = {
  complaintReceived: 'cases.emailComplaintReceived',
  grievanceReceived: 'cases.emailGrievanceReceived',
};
const SEND_TIMEOUT_MS = 10_000;

/** A written message's subject and text in a language. */
function emailText(template: EmailTemplate, vars: Record<string, string>, lang: Lang) {
  const key = TEMPLATE_KEYS[template];
  return { subject: messageText(`${key}Subject`, lang, vars), text: messageText(key, lang, vars) };
}

/** Writes a message to send (inside the caller's transaction when `db` is one). */
export async function queueEmail(
  db: Pick<Db, 'insert'>,
  message: { address: string; template: EmailTemplate; vars: Record<string, string>; lang: Lang },
  now: Date,
) {
  const { address, template } = message;
  const { subject, text } = emailText(template, message.vars, message.lang);
  await db
    .insert(emailOutbox)
    .values({ address, template, subject, body: text, createdAt: now, status: 'pending', nextAttemptAt: now });
}

/**
 * An address as the status page shows it: the first letter of the name, then *** and the domain
 * (`a***@example.com`), so a case number and its proof do not hand over the whole address.
 */
export function maskedAddress(address: string) {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** Hands a written message to the provider. Throws on failure. */
export type EmailDeliver = (to: string, subject: string, text: string) => Promise<void>;

export function emailFor(config: Pick<Config, 'email'>): EmailDeliver {
  if (config.email.provider === 'console') return async () => {};
  const { httpUrl, httpToken } = config.email;
  if (!httpUrl) throw new Error('EMAIL_PROVIDER=http needs EMAIL_HTTP_URL');
  return async (to, subject, text) => {
    const response = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(httpToken ? { authorization: `Bearer ${httpToken}` } : {}) },
      body: JSON.stringify({ to, subject, text }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the e-mail provider answered ${response.status}`);
  };
}

type Claimed = {
  id: string | number;
  address: string;
  template: EmailTemplate;
  subject: string;
  body: string;
  attempts: number;
};

/** Sends what is due (the email-outbox job). */
export const sendQueuedEmail = (deps: {
  db: Db;
  deliver: EmailDeliver;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) =>
  sendQueued<Claimed>(deps, {
    table: emailOutbox,
    channel: 'email',
    deliver: (row) => deps.deliver(row.address, row.subject, row.body),
  });
