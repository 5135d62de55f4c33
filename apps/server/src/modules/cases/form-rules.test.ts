import { COMPLAINT_DETAILS_MAX, COMPLAINT_DOCUMENTS, GRIEVANCE_LIMITS, LIMITS } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  type Attachment,
  type ComplaintBody,
  type Doc,
  fieldErrors,
  submitComplaint,
  submitGrievance,
  validComplaint,
  validGrievance,
  verifyFor,
} from '../../test/cases';
import { solvedCaptcha, testIp, testMobile } from '../../test/factories';
import { sampleFiles } from '../../test/files';

/**
 * Form A and the grievance form through the API (issue 17 "Tests that catch what they claim"):
 * each required field blanked and left out in turn is refused with the spec's words at its own path;
 * each limit of the shared package is taken at its maximum (and minimum) and one past it. The
 * expected words are written out here. One app. Every form is sent as a filer would (its mobile
 * verified by OTP, a solved captcha), so the answer does not hang on the order of the checks: a form
 * whose values are all accepted is filed (200), any other is refused naming its field.
 */

const PASSWORD_RULE =
  'Password must be 8-15 characters long, with at least 1 uppercase letter, 1 number, and 1 special character.';

type Json = Record<string, unknown>;
const clone = <T>(v: T): T => structuredClone(v);
const MOBILE = /^[6-9]\d{9}$/;
function setPath(target: Json, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) node = node[key] as Json;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** Form A's required fields, the English answer for each, and what the browser sends when it is empty. */
const FORM_A_REQUIRED: [path: string, message: string, blank: unknown][] = [
  ['isRegistered', 'Please select an option', ''],
  ['complainant.firstName', 'First Name is required', ''],
  ['complainant.email', 'Email is required', ''],
  ['complainant.primaryNumber', 'Mobile Number is required', ''],
  ['complainant.address', 'Address is required', ''],
  ['complainant.pinCode', 'Pin Code is required', ''],
  ['complainant.state', 'State is required', -1],
  ['complainant.district', 'District is required', -1],
  ['complainant.taluka', 'Taluka is required', -1],
  ['complainant.city', 'City / Village is required', -1],
  ['institute.instituteName', 'Institute Name is required', ''],
  ['institute.instituteType', 'Institute Type is required', ''],
  ['institute.instituteAddress', 'Institute Address is required', ''],
  ['institute.institutePinCode', 'Institute Pin Code is required', ''],
  ['institute.state', 'State is required', -1],
  ['institute.district', 'District is required', -1],
  ['institute.taluka', 'Taluka is required', -1],
  ['institute.city', 'City / Village is required', -1],
  ['complaintDetails', 'Complaint Details are required', ''],
  ['account.password', PASSWORD_RULE, ''],
  ['account.confirmPassword', 'Confirm Password is required.', ''],
  ['place', 'Place is required', ''],
  ['declaration', 'Please tick the declaration to submit the complaint', false],
  ['CaptchaId', 'Please complete the CAPTCHA verification.', ''],
  ['CaptchaText', 'Please complete the CAPTCHA verification.', ''],
];

const GRIEVANCE_REQUIRED: [path: string, message: string][] = [
  ['name', 'Name is required'],
  ['email', 'Email is required'],
  ['primaryNumber', 'Mobile number is required'],
  ['grievanceType', 'Grievance type is required'],
  ['subject', 'Subject is required'],
  ['description', 'Description is required'],
];

const text = (length: number, unit = 'a') => unit.repeat(length);
/** An address of `length` characters. */
const email = (length: number) => `${'a'.repeat(length - '@example.in'.length)}@example.in`;
const pdf = (name: string, size = 2048): Doc => ({ name, content: sampleFiles.pdf(size) });
const MB = 1024 * 1024;

describe('Form A and the grievance: required fields and limits, through the API', () => {
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });
  let formA: ComplaintBody;
  beforeAll(async () => {
    formA = await validComplaint(ctx().app, testIp());
  });

  /** The answer's field errors; {} when the form was filed. */
  const outcome = (res: { statusCode: number; json: () => unknown; body: string }) => {
    if (res.statusCode === 200) return {};
    expect(res.statusCode, res.body).toBe(400);
    const errors = fieldErrors(res);
    expect(Object.keys(errors).length, res.body).toBeGreaterThan(0);
    return errors;
  };

  /** Form A from a new verified mobile with a solved captcha, then `changes` (path → value; undefined: left out). */
  const formAWith = async (changes: Json, docs: Doc[] = [], lang?: string) => {
    const ip = testIp();
    const body = clone(formA) as unknown as Json;
    setPath(body, 'complainant.primaryNumber', testMobile());
    Object.assign(body, await solvedCaptcha(ctx().app, 'registration', ip));
    for (const [path, value] of Object.entries(changes)) setPath(body, path, value);
    const mobile = (body.complainant as Json | undefined)?.primaryNumber;
    if (typeof mobile === 'string' && MOBILE.test(mobile)) await verifyFor(ctx().app, mobile, 'complaint', ip);
    return outcome(await submitComplaint(ctx().app, body, docs, { ip, ...(lang ? { lang } : {}) }));
  };

  /** A grievance from a new verified mobile, then `changes` (undefined: left out). */
  const grievanceWith = async (
    changes: Record<string, string | undefined>,
    attachments: Attachment[] = [],
    lang?: string,
  ) => {
    const ip = testIp();
    const form: Record<string, string> = validGrievance();
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) delete form[name];
      else form[name] = value;
    }
    if (MOBILE.test(form.primaryNumber ?? ''))
      await verifyFor(ctx().app, form.primaryNumber as string, 'grievance', ip);
    return outcome(await submitGrievance(ctx().app, form, attachments, { ip, ...(lang ? { lang } : {}) }));
  };

  describe('Form A required fields', () => {
    it.each(FORM_A_REQUIRED)('%s blank or left out: "%s"', async (path, message, blank) => {
      for (const value of [blank, undefined]) {
        const errors = await formAWith({ [path]: value });
        expect(errors[path]).toBe(message);
        // only this field (a blank password also no longer matches its confirmation)
        const others = Object.keys(errors).filter((f) => f !== path && f !== 'account.confirmPassword');
        expect(others).toEqual([]);
      }
    });

    it('files the complete form (nothing else is required)', async () => {
      expect(await formAWith({})).toEqual({});
    });

    it('a registered complainant must give the profile ID', async () => {
      expect(await formAWith({ isRegistered: 'yes', profileId: '' })).toEqual({ profileId: 'Profile ID is required' });
    });

    it("a city 'Other' must be named", async () => {
      expect(await formAWith({ 'complainant.city': -2, 'complainant.otherCity': '' })).toEqual({
        'complainant.otherCity': "Required when 'Other' is selected",
      });
    });
  });

  describe('Form A limits', () => {
    const details = COMPLAINT_DETAILS_MAX;
    const passwordOf = (length: number) => `Ab1@${'x'.repeat(length - 4)}`;
    const rows: [name: string, changes: Json, errors: Record<string, string>][] = [
      [`details of ${details} characters`, { complaintDetails: text(details) }, {}],
      [
        `details of ${details + 1} characters`,
        { complaintDetails: text(details + 1) },
        { complaintDetails: `Complaint Details can have at most ${details} characters` },
      ],
      [
        `a password of ${LIMITS.passwordMin} characters`,
        {
          'account.password': passwordOf(LIMITS.passwordMin),
          'account.confirmPassword': passwordOf(LIMITS.passwordMin),
        },
        {},
      ],
      [
        `a password of ${LIMITS.passwordMin - 1} characters`,
        {
          'account.password': passwordOf(LIMITS.passwordMin - 1),
          'account.confirmPassword': passwordOf(LIMITS.passwordMin - 1),
        },
        { 'account.password': PASSWORD_RULE },
      ],
      [
        `a password of ${LIMITS.passwordMax} characters`,
        {
          'account.password': passwordOf(LIMITS.passwordMax),
          'account.confirmPassword': passwordOf(LIMITS.passwordMax),
        },
        {},
      ],
      [
        `a password of ${LIMITS.passwordMax + 1} characters`,
        {
          'account.password': passwordOf(LIMITS.passwordMax + 1),
          'account.confirmPassword': passwordOf(LIMITS.passwordMax + 1),
        },
        { 'account.password': PASSWORD_RULE },
      ],
    ];
    it.each(rows)('%s', async (_name, changes, errors) => {
      expect(await formAWith(changes)).toEqual(errors);
    });

    const max = COMPLAINT_DOCUMENTS.maxCount;
    it(`refuses ${max + 1} documents, naming the documents`, async () => {
      const docs = Array.from({ length: max + 1 }, (_, i) => pdf(`Document ${i + 1}`));
      expect(await formAWith({}, docs)).toEqual({ documents: `At most ${max} documents can be attached` });
    });

    it(`refuses a document name of ${COMPLAINT_DOCUMENTS.nameMax + 1} characters`, async () => {
      const errors = await formAWith({}, [pdf(text(COMPLAINT_DOCUMENTS.nameMax + 1))]);
      expect(errors).toEqual({ 'documentNames.0': 'This text is too long' });
    });

    it(`refuses a document of ${COMPLAINT_DOCUMENTS.maxMb} MB + 1 byte, naming it`, async () => {
      expect(await formAWith({}, [pdf('Receipt', COMPLAINT_DOCUMENTS.maxBytes + 1)])).toEqual({
        'documents.0': `File too large! Max: ${COMPLAINT_DOCUMENTS.maxMb} MB`,
      });
    });

    it(`files ${max} documents, one of ${COMPLAINT_DOCUMENTS.maxMb} MB, with names of ${COMPLAINT_DOCUMENTS.nameMax} characters`, async () => {
      const docs = Array.from({ length: max }, (_, i) =>
        pdf(`${i + 1}${text(COMPLAINT_DOCUMENTS.nameMax - 1)}`, i === 0 ? COMPLAINT_DOCUMENTS.maxBytes : 2048),
      );
      expect(await formAWith({}, docs)).toEqual({});
    });
  });

  describe('grievance required fields', () => {
    it.each(GRIEVANCE_REQUIRED)('%s blank or left out: "%s"', async (path, message) => {
      for (const value of ['', undefined]) expect(await grievanceWith({ [path]: value })).toEqual({ [path]: message });
    });
  });

  describe('in Marathi', () => {
    it('names each required grievance field in Marathi', async () => {
      const empty = Object.fromEntries(Object.keys(validGrievance()).map((name) => [name, '']));
      expect(await grievanceWith(empty, [], 'mr')).toEqual({
        name: 'नाव भरणे आवश्यक आहे',
        email: 'ई-मेल भरणे आवश्यक आहे',
        primaryNumber: 'मोबाईल क्रमांक भरणे आवश्यक आहे',
        grievanceType: 'गाऱ्हाण्याचा प्रकार निवडणे आवश्यक आहे',
        subject: 'विषय भरणे आवश्यक आहे',
        description: 'वर्णन भरणे आवश्यक आहे',
      });
    });

    it("names Form A's blank fields in Marathi", async () => {
      const blank = { 'complainant.address': '', 'institute.instituteName': '', place: '', declaration: false };
      expect(await formAWith(blank, [], 'mr')).toEqual({
        'complainant.address': 'पत्ता भरणे आवश्यक आहे',
        'institute.instituteName': 'संस्थेचे नाव भरणे आवश्यक आहे',
        place: 'ठिकाण भरणे आवश्यक आहे',
        declaration: 'तक्रार सादर करण्यासाठी कृपया घोषणापत्रावर खूण करा',
      });
    });
  });

  describe('grievance limits', () => {
    const L = GRIEVANCE_LIMITS;
    const rows: [name: string, changes: Record<string, string>, errors: Record<string, string>][] = [
      [`name of ${L.nameMin}`, { name: text(L.nameMin) }, {}],
      [
        `name of ${L.nameMin - 1}`,
        { name: text(L.nameMin - 1) },
        { name: `Name must be at least ${L.nameMin} characters` },
      ],
      [`name of ${L.nameMax}`, { name: text(L.nameMax) }, {}],
      [
        `name of ${L.nameMax + 1}`,
        { name: text(L.nameMax + 1) },
        { name: `Name must be at most ${L.nameMax} characters` },
      ],
      [`email of ${L.emailMax}`, { email: email(L.emailMax) }, {}],
      [`email of ${L.emailMax + 1}`, { email: email(L.emailMax + 1) }, { email: 'Email is invalid' }],
      [`subject of ${L.subjectMin}`, { subject: text(L.subjectMin) }, {}],
      [
        `subject of ${L.subjectMin - 1}`,
        { subject: text(L.subjectMin - 1) },
        { subject: `Subject must be at least ${L.subjectMin} characters` },
      ],
      [`subject of ${L.subjectMax}`, { subject: text(L.subjectMax) }, {}],
      [
        `subject of ${L.subjectMax + 1}`,
        { subject: text(L.subjectMax + 1) },
        { subject: `Subject must be at most ${L.subjectMax} characters` },
      ],
      [`description of ${L.descriptionMin}`, { description: text(L.descriptionMin) }, {}],
      [
        `description of ${L.descriptionMin - 1}`,
        { description: text(L.descriptionMin - 1) },
        { description: `Description must be at least ${L.descriptionMin} characters` },
      ],
      // Devanagari: a character is not a byte (2000 characters are 6000 bytes)
      [`description of ${L.descriptionMax} (Marathi)`, { description: text(L.descriptionMax, 'क') }, {}],
      [
        `description of ${L.descriptionMax + 1}`,
        { description: text(L.descriptionMax + 1) },
        { description: `Description must be at most ${L.descriptionMax} characters` },
      ],
    ];
    it.each(rows)('%s', async (_name, changes, errors) => {
      expect(await grievanceWith(changes)).toEqual(errors);
    });

    const file = (i: number, size = 2048): Attachment => ({
      filename: `scan-${i}.pdf`,
      content: sampleFiles.pdf(size),
      contentType: 'application/pdf',
    });
    it(`takes ${L.attachmentsMax} attachments, the first of ${L.attachmentMaxBytes / MB} MB`, async () => {
      const attachments = Array.from({ length: L.attachmentsMax }, (_, i) =>
        file(i, i === 0 ? L.attachmentMaxBytes : 2048),
      );
      expect(await grievanceWith({}, attachments)).toEqual({});
    });

    it(`refuses ${L.attachmentsMax + 1} attachments`, async () => {
      const attachments = Array.from({ length: L.attachmentsMax + 1 }, (_, i) => file(i));
      expect(await grievanceWith({}, attachments)).toEqual({
        attachments: `Maximum ${L.attachmentsMax} attachments allowed`,
      });
    });

    it(`refuses an attachment of ${L.attachmentMaxBytes / MB} MB + 1 byte, naming it`, async () => {
      expect(await grievanceWith({}, [file(0, L.attachmentMaxBytes + 1)])).toEqual({
        'attachments.0': 'File too large. Maximum size: 5 MB',
      });
    });
  });
});
