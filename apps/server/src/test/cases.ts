import { randomBytes } from 'node:crypto';
import { complaintApi, grievanceApi, otpApi } from '@portal/shared';
import type { App } from '../app';
import { xhr } from './app';
import { complaintForm, type Places } from './complaint-form';
import { bindingCookie, GOOD_PASSWORD, solvedCaptcha, testIp, testMobile } from './factories';

/**
 * Filing complaints (Form A) and grievances through the public API, as the browser does: the mobile
 * verified by OTP, a multipart body. For tests of the case rules that are not about the form itself.
 */

export type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
type Answer = { statusCode: number; json: () => unknown };

/** A multipart body of text fields and files, in order. */
export function multipartBody(parts: Part[], headers: Record<string, string> = {}) {
  const boundary = `----case${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined
          ? '\r\n\r\n'
          : `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`),
    ),
    Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { ...xhr, ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The browser (its otp-browser cookie) that verified each mobile, by number: a form is sent from it
 * (issue 17 item 10). Tests that verify through their own steps add theirs.
 */
export const verifiedBrowsers = new Map<string, string>();
const fromBrowserOf = (mobile: unknown): Record<string, string> => {
  const cookie = verifiedBrowsers.get(String(mobile));
  return cookie ? { cookie } : {};
};

/** Sends and verifies an OTP for the number as a form's Verify button does. */
export async function verifyFor(app: App, mobileNumber: string, purpose: 'complaint' | 'grievance', ip = testIp()) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: ip });
  const sent = await post(otpApi.send.path, { mobileNumber, purpose });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const verified = await post(otpApi.verify.path, { mobileNumber, otp: sent.json().otp, purpose });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.statusCode} ${verified.body}`);
  verifiedBrowsers.set(mobileNumber, bindingCookie(verified));
}

/** The places of a pincode as the address form's lookup answers them. */
export const placesOf = async (app: App, pincode: string) =>
  (await app.inject({ url: `/Base/GetPincodeData?Pincode=${pincode}` })).json().Data as Places;

/**
 * A complete, valid Form A (with a solved captcha, complaint-form.ts), from `primaryNumber` (a new,
 * unverified mobile unless given); `places` saves the two lookups.
 */
export async function validComplaint(
  app: App,
  ip: string,
  { primaryNumber = testMobile(), places }: { primaryNumber?: string; places?: { pune: Places; nagpur: Places } } = {},
) {
  const { pune, nagpur } = places ?? { pune: await placesOf(app, '411001'), nagpur: await placesOf(app, '440001') };
  return complaintForm(
    { pune, nagpur },
    { primaryNumber, password: GOOD_PASSWORD, captcha: await solvedCaptcha(app, 'registration', ip) },
  );
}
export type ComplaintBody = Awaited<ReturnType<typeof validComplaint>>;

export type Doc = { name: string; content: Buffer; filename?: string };

/**
 * A multipart Form A body: the `complaint` JSON, repeated `documentNames`, any other text fields
 * (`idempotencyKey`) and the `documents`, sent from the browser that verified the complainant's mobile.
 */
export function complaintBody(
  complaint: unknown,
  docs: Doc[],
  names = docs.map((d) => d.name),
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return multipartBody(
    [
      { name: 'complaint', value: JSON.stringify(complaint) },
      ...names.map((name) => ({ name: 'documentNames', value: name })),
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...docs.map((d) => ({
        name: 'documents',
        value: d.content,
        filename: d.filename ?? 'doc.pdf',
        contentType: 'application/pdf',
      })),
    ],
    {
      ...headers,
      ...fromBrowserOf((complaint as { complainant?: { primaryNumber?: string } })?.complainant?.primaryNumber),
    },
  );
}

/** POST /api/Complaint/submit with the form as its `complaint` field and the documents. */
export function submitComplaint(
  app: App,
  complaint: unknown,
  docs: Doc[] = [],
  opts: { ip?: string; lang?: string } = {},
) {
  const body = complaintBody(complaint, docs, undefined, {}, opts.lang ? { 'accept-language': opts.lang } : {});
  return app.inject({ method: 'POST', url: complaintApi.submit.path, ...body, remoteAddress: opts.ip ?? testIp() });
}

/** Files a valid complaint (with `docs`) from a verified new mobile; returns the number and the mobile. */
export async function fileComplaint(app: App, lang?: string, docs: Doc[] = []) {
  const ip = testIp();
  const complaint = await validComplaint(app, ip);
  await verifyFor(app, complaint.complainant.primaryNumber, 'complaint', ip);
  const res = await submitComplaint(app, complaint, docs, { ip, ...(lang ? { lang } : {}) });
  return { ...filed(res, 'ComplaintNo'), mobile: complaint.complainant.primaryNumber };
}

/** A complete, valid grievance form for a new, unverified mobile. */
export const validGrievance = (primaryNumber = testMobile()): Record<string, string> => ({
  name: 'Sunita Jadhav',
  email: 'sunita.jadhav@example.in',
  primaryNumber,
  grievanceType: 'technical',
  subject: 'Admission letter not downloading',
  description: 'The admission letter page shows an error every time I try to download my letter since last Monday.',
});

export type Attachment = { filename: string; content: Buffer; contentType?: string };

/** POST /api/Grievance/submit with the fields and the attachments. */
export function submitGrievance(
  app: App,
  fields: Record<string, string>,
  attachments: Attachment[] = [],
  opts: { ip?: string; lang?: string } = {},
) {
  const body = multipartBody(
    [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...attachments.map((a) => ({
        name: 'attachments',
        value: a.content,
        filename: a.filename,
        contentType: a.contentType,
      })),
    ],
    { ...(opts.lang ? { 'accept-language': opts.lang } : {}), ...fromBrowserOf(fields.primaryNumber) },
  );
  return app.inject({ method: 'POST', url: grievanceApi.submit.path, ...body, remoteAddress: opts.ip ?? testIp() });
}

/** Files a valid grievance from a verified new mobile; returns the number and the mobile. */
export async function fileGrievance(app: App, lang?: string) {
  const ip = testIp();
  const form = validGrievance();
  await verifyFor(app, form.primaryNumber as string, 'grievance', ip);
  const res = await submitGrievance(app, form, [], { ip, ...(lang ? { lang } : {}) });
  return { ...filed(res, 'GrievanceNo'), mobile: form.primaryNumber as string };
}

function filed(res: Answer, field: 'ComplaintNo' | 'GrievanceNo') {
  const body = res.json() as { Data?: Record<string, string> };
  const number = body.Data?.[field];
  if (res.statusCode !== 200 || !number) throw new Error(`filing: ${res.statusCode} ${JSON.stringify(body)}`);
  return { number };
}

/** The answer's field errors as `field: message`, the first message of each field (the one shown). */
export function fieldErrors(res: Answer) {
  const out: Record<string, string> = {};
  for (const e of (res.json() as { errors?: { field: string; message: string }[] }).errors ?? []) {
    out[e.field] ??= e.message;
  }
  return out;
}
