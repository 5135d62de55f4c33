import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import { xhr } from './app';
import { GOOD_PASSWORD, solvedCaptcha } from './factories';

type Ids = { StateID: number; DistrictID: number; TalukaID: number; CityID: number };
export type ComplaintDoc = { name: string; content: Buffer; filename?: string };

/** The browser cookie each complainant's mobile was verified in (issue 17 item 10), by mobile number. */
export const complaintBrowsers = new Map<string, string>();

/**
 * A multipart Form A body, sent from the browser that verified the complainant's mobile: the `complaint` JSON, repeated `documentNames` and `documents`, and any
 * other text fields (`idempotencyKey`).
 */
export function complaintBody(
  complaint: unknown,
  docs: ComplaintDoc[],
  names = docs.map((d) => d.name),
  fields: Record<string, string> = {},
) {
  const boundary = `----cmp${randomBytes(8).toString('hex')}`;
  const part = (head: string, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
  const parts = [
    part('Content-Disposition: form-data; name="complaint"', JSON.stringify(complaint)),
    ...names.map((n) => part('Content-Disposition: form-data; name="documentNames"', n)),
    ...Object.entries(fields).map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value)),
    ...docs.map((d) =>
      part(
        `Content-Disposition: form-data; name="documents"; filename="${d.filename ?? 'doc.pdf'}"\r\nContent-Type: application/pdf`,
        d.content,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const browser = complaintBrowsers.get(
    String((complaint as { complainant?: { primaryNumber?: string } })?.complainant?.primaryNumber),
  );
  return {
    payload: Buffer.concat(parts),
    headers: {
      ...xhr,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(browser ? { cookie: browser } : {}),
    } as Record<string, string>,
  };
}

/** The places of a pincode as the address form's lookup answers them. */
export const placesOf = async (app: App, pincode: string) =>
  (await app.inject({ url: `/Base/GetPincodeData?Pincode=${pincode}` })).json().Data as Ids;

/** A valid Form A from `primaryNumber` (complainant in Pune, institute in Nagpur), with a solved captcha. */
export async function validComplaint(
  app: App,
  ip: string,
  primaryNumber: string,
  places: { pune: Ids; nagpur: Ids },
  overrides: Record<string, unknown> = {},
) {
  const { pune, nagpur } = places;
  return {
    isRegistered: 'no',
    complainant: {
      firstName: 'asha',
      middleName: 'ramesh',
      lastName: 'patil',
      email: 'asha@example.in',
      primaryNumber,
      secondaryNumber: '',
      address: '12 FC Road',
      pinCode: '411001',
      state: pune.StateID,
      district: pune.DistrictID,
      taluka: pune.TalukaID,
      city: pune.CityID,
    },
    institute: {
      instituteName: 'Quick Diploma Centre',
      instituteType: 'college',
      ownerFirstName: 'vikas',
      ownerMiddleName: '',
      ownerLastName: 'shinde',
      email: '',
      mobileNumber: '',
      website: '',
      instituteAddress: 'Sitabuldi',
      institutePinCode: '440001',
      state: nagpur.StateID,
      district: nagpur.DistrictID,
      taluka: nagpur.TalukaID,
      city: nagpur.CityID,
    },
    complaintDetails: 'Runs courses without the board’s affiliation and takes fees.',
    account: { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    place: 'Pune',
    declaration: true,
    ...(await solvedCaptcha(app, 'registration', ip)),
    ...overrides,
  };
}
