import { type Lang, messageText } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { ApiError } from './errors';
import { HOUR, limits } from './rate-limit';

/**
 * Text messages to a mobile number, through a gateway. `console` (local runs and demos) delivers
 * nothing: the sms_outbox row is the message, and the OTP endpoints may hand the code back to the
 * client as the spec's dialog shows it; `http` posts to a real gateway and the code never leaves the
 * server. `send` is for an OTP, which the user waits for: delivered now and recorded in sms_outbox as
 * sent (every code masked unless the provider is the console one), a gateway failure a 502. Every
 * other message is a side effect, queued by `queueSms` (sms-outbox.ts) in its cause's transaction and
 * handed to `deliver` by the sms-outbox job, with retries. Messages are never written to the log.
 */
export type SmsTemplate =
  | 'otp'
  | 'profileId'
  | 'passwordChanged'
  | 'securityQuestionChanged'
  | 'securityAnswerLocked'
  | 'complaintReceived'
  | 'grievanceReceived'
  | 'meetingBooked'
  | 'instituteSetup'
  | 'admitted'
  | CaseSmsTemplate
  | VerificationSmsTemplate;
/** A profile verification's decisions (decision 063), sent in English and Marathi together. */
export type VerificationSmsTemplate =
  | 'verificationVerified'
  | 'verificationReturned'
  | 'verificationChangeApproved'
  | 'verificationChangeDeclined';
/** A case's moves (decision 057), sent in English and Marathi together. */
export type CaseSmsTemplate =
  | 'caseUnderReview'
  | 'caseAssigned'
  | 'caseInfoRequested'
  | 'caseUnderInquiry'
  | 'caseFindingsRecorded'
  | 'caseClosed'
  | 'caseRejected'
  | 'caseAppealed';
export type Sms = {
  /** True when codes may be returned to the client (console provider only). */
  readonly showsCodes: boolean;
  send: (mobile: string, template: SmsTemplate, vars: Record<string, string>, lang?: Lang) => Promise<void>;
  /** Hands a written message to the gateway (no record: the outbox row is it). Throws on failure. */
  deliver: (mobile: string, template: SmsTemplate, message: string) => Promise<void>;
};

const TEMPLATE_KEYS: Record<SmsTemplate, string> = {
  otp: 'accounts.smsOtp',
  profileId: 'accounts.smsProfileId',
  passwordChanged: 'accounts.smsPasswordChanged',
  securityQuestionChanged: 'accounts.smsSecurityQuestionChanged',
  securityAnswerLocked: 'accounts.smsSecurityAnswerLocked',
  complaintReceived: 'cases.smsComplaintReceived',
  grievanceReceived: 'cases.smsGrievanceReceived',
  meetingBooked: 'help.smsMeetingBooked',
  instituteSetup: 'admissions.smsInstituteSetup',
  admitted: 'admissions.smsAdmitted',
  caseUnderReview: 'cases.sms.underReview',
  caseAssigned: 'cases.sms.assigned',
  caseInfoRequested: 'cases.sms.infoRequested',
  caseUnderInquiry: 'cases.sms.underInquiry',
  caseFindingsRecorded: 'cases.sms.findingsRecorded',
  caseClosed: 'cases.sms.closed',
  caseRejected: 'cases.sms.rejected',
  caseAppealed: 'cases.sms.appealed',
  verificationVerified: 'verification.smsVerified',
  verificationReturned: 'verification.smsReturned',
  verificationChangeApproved: 'verification.smsChangeApproved',
  verificationChangeDeclined: 'verification.smsChangeDeclined',
};
const SEND_TIMEOUT_MS = 10_000;
/** Variables that are secrets: kept out of sms_outbox unless the provider is the console one. */
const SECRET_VARS = new Set(['otp']);
const masked = (vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, SECRET_VARS.has(k) ? '*'.repeat(v.length) : v]));

/** A template's text in a language. */
export const smsText = (template: SmsTemplate, vars: Record<string, string>, lang: Lang) =>
  messageText(TEMPLATE_KEYS[template], lang, vars);

export function smsFor(config: Pick<Config, 'sms'>, db: Db): Sms {
  const text = smsText;

  if (config.sms.provider === 'console') {
    return {
      showsCodes: true,
      async send(mobile, template, vars, lang = 'en') {
        await db.insert(smsOutbox).values({ mobile, template, body: text(template, vars, lang), sentAt: new Date() });
      },
      async deliver() {},
    };
  }

  const { httpUrl, httpToken } = config.sms;
  if (!httpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  const post = async (mobile: string, template: SmsTemplate, message: string) => {
    let response: Response;
    try {
      response = await fetch(httpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(httpToken ? { authorization: `Bearer ${httpToken}` } : {}),
        },
        body: JSON.stringify({ to: `+91${mobile}`, template, message }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(502, 'accounts.smsFailed');
    }
    if (!response.ok) throw new ApiError(502, 'accounts.smsFailed');
  };
  return {
    showsCodes: false,
    async send(mobile, template, vars, lang = 'en') {
      await post(mobile, template, text(template, vars, lang));
      await db
        .insert(smsOutbox)
        .values({ mobile, template, body: text(template, masked(vars), lang), sentAt: new Date() });
    },
    deliver: post,
  };
}

/** SMS one client address may cause, whatever the route (an ITI lab shares one address: API.md). */
export const SMS_IP_LIMITS = { perHour: 20, perDay: 50 } as const;

/**
 * The SMS budget (issue 17 item 11), a preHandler of every route whose request makes the portal send an
 * SMS (send-otp, the ITI SendOTP, recovery by OTP, forgot profile ID, a meeting's confirmation): one
 * count per client address across all of them, and one portal-wide count a day whose last allowance
 * writes an alert to the log (the numbers only; no address, mobile or route). Counted in the
 * rate-limit store, so every process shares the counts when REDIS_URL is set.
 */
export function smsBudget(app: FastifyInstance) {
  const ceiling = app.config.sms.dailyCeiling;
  return limits(
    app,
    { name: 'sms-ip-hour', max: SMS_IP_LIMITS.perHour, windowMs: HOUR },
    { name: 'sms-ip-day', max: SMS_IP_LIMITS.perDay, windowMs: 24 * HOUR },
    {
      name: 'sms-portal-day',
      max: ceiling,
      windowMs: 24 * HOUR,
      key: () => 'all',
      onLast: (request) =>
        request.log.error(
          { alert: 'sms-daily-ceiling', ceiling },
          'ALERT: the portal-wide daily SMS ceiling is reached; SMS are refused until the window ends',
        ),
    },
  );
}
