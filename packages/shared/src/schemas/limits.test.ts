import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index';

/**
 * The shared limits on both sides of each bound (issue 17 "Tests that catch what they claim"), on the
 * schemas the browser's forms and the server both parse: a value at the limit is accepted, one past it
 * refused at its field with its message key. The server's answers over HTTP:
 * apps/server/src/modules/cases/form-rules.test.ts; Form A's resolver in the browser:
 * apps/web/src/features/complaint/complaint-resolver.test.ts.
 */

const G = shared.GRIEVANCE_LIMITS;
const L = shared.LIMITS;
const a = (n: number) => 'a'.repeat(n);
const digits = (n: number, first = '9') => first + '1'.repeat(n - 1);
const email = (n: number) => `${a(n - '@example.in'.length)}@example.in`;
const password = (n: number) => `Ab1@${'x'.repeat(n - 4)}`;

const grievance = {
  name: 'Sunita Jadhav',
  email: 'sunita@example.in',
  primaryNumber: '9876543210',
  grievanceType: 'technical',
  subject: 'Admission letter not downloading',
  description: 'The admission letter page shows an error every time I try to download my letter.',
};
const login = { UserLoginID: 'MH2026C000123', UserPassword: 'x', UserTypeID: shared.USER_TYPES.candidate };
const captcha = { CaptchaId: 'c0ffee', CaptchaText: 'AB12CD' };
const registration = {
  IsITIRegistered: 'N',
  FirstName: 'Asha',
  GenderCode: 'F',
  DOB: '2004-05-17',
  EMailID: 'asha@example.in',
  MobileNo: '9876543210',
  SecurityQuestionID: 1,
  SecurityQuestionAnswer: 'Pune',
  Password: 'Vet@Skill42',
  ConfirmPassword: 'Vet@Skill42',
  ...captcha,
};
const staff = {
  ...registration,
  ListJobRole: [{ ID: 2 }],
  AadhaarNo: '234567890123',
  PhotoFilePath: 'p',
  SignFilePath: 's',
  AadhaarFilePath: 'a',
  InstituteID: 1,
};

/** [schema, valid example, field, value at the bound, value past it, message key past it, fields given the same value]. */
type Bound = [
  schema: z.ZodType,
  valid: Record<string, unknown>,
  field: string,
  ok: unknown,
  bad: unknown,
  message: string,
  same?: string[],
];

const BOUNDS: Record<string, Bound> = {
  'grievance name, min': [
    shared.grievanceFormSchema,
    grievance,
    'name',
    a(G.nameMin),
    a(G.nameMin - 1),
    'grievance.nameMin',
  ],
  'grievance name, max': [
    shared.grievanceFormSchema,
    grievance,
    'name',
    a(G.nameMax),
    a(G.nameMax + 1),
    'grievance.nameMax',
  ],
  'grievance email, max': [
    shared.grievanceFormSchema,
    grievance,
    'email',
    email(G.emailMax),
    email(G.emailMax + 1),
    'grievance.emailInvalid',
  ],
  'grievance subject, min': [
    shared.grievanceFormSchema,
    grievance,
    'subject',
    a(G.subjectMin),
    a(G.subjectMin - 1),
    'grievance.subjectMin',
  ],
  'grievance subject, max': [
    shared.grievanceFormSchema,
    grievance,
    'subject',
    a(G.subjectMax),
    a(G.subjectMax + 1),
    'grievance.subjectMax',
  ],
  'grievance description, min': [
    shared.grievanceFormSchema,
    grievance,
    'description',
    a(G.descriptionMin),
    a(G.descriptionMin - 1),
    'grievance.descriptionMin',
  ],
  'grievance description, max': [
    shared.grievanceFormSchema,
    grievance,
    'description',
    a(G.descriptionMax),
    a(G.descriptionMax + 1),
    'grievance.descriptionMax',
  ],
  'grievance mobile, digits': [
    shared.grievanceFormSchema,
    grievance,
    'primaryNumber',
    digits(L.mobileDigits),
    digits(L.mobileDigits + 1),
    'grievance.mobileInvalid',
  ],
  'grievance mobile, too few digits': [
    shared.grievanceFormSchema,
    grievance,
    'primaryNumber',
    digits(L.mobileDigits),
    digits(L.mobileDigits - 1),
    'grievance.mobileInvalid',
  ],
  'profile ID, length': [
    shared.loginRequestSchema,
    { ...login, ...captcha },
    'UserLoginID',
    a(L.profileIdLength),
    a(L.profileIdLength + 1),
    'accounts.profileIdLength',
  ],
  'profile ID, too short': [
    shared.loginRequestSchema,
    { ...login, ...captcha },
    'UserLoginID',
    a(L.profileIdLength),
    a(L.profileIdLength - 1),
    'accounts.profileIdLength',
  ],
  'registration password, min': [
    shared.candidateRegistrationSchema,
    registration,
    'Password',
    password(L.passwordMin),
    password(L.passwordMin - 1),
    'accounts.passwordRule',
    ['ConfirmPassword'],
  ],
  'registration password, max': [
    shared.candidateRegistrationSchema,
    registration,
    'Password',
    password(L.passwordMax),
    password(L.passwordMax + 1),
    'accounts.passwordRule',
    ['ConfirmPassword'],
  ],
  'staff Aadhaar, digits': [
    shared.staffRegistrationSchema,
    staff,
    'AadhaarNo',
    digits(L.aadhaarDigits, '2'),
    digits(L.aadhaarDigits + 1, '2'),
    'common.invalidAadhaar',
  ],
  // the largest id PostgreSQL's integer holds; one more could never be an institute (decision 067)
  'staff institute id, max': [
    shared.staffRegistrationSchema,
    staff,
    'InstituteID',
    shared.INT4_MAX,
    shared.INT4_MAX + 1,
    'accounts.instituteUnknown',
  ],
  'meeting title, max': [
    shared.meetingRequestSchema,
    {
      name: 'Asha Patil',
      district: 519,
      title: 'Admission query',
      date: '2027-01-04',
      time: '10:00',
      mobileNumber: '9876543210',
    },
    'title',
    a(shared.MEETING_TITLE_MAX),
    a(shared.MEETING_TITLE_MAX + 1),
    'help.titleTooLong',
  ],
  'chatbot question, max': [
    shared.chatbotAskRequestSchema,
    { question: 'How do I register?' },
    'question',
    a(shared.CHATBOT_QUESTION_MAX),
    a(shared.CHATBOT_QUESTION_MAX + 1),
    'chatbot.questionTooLong',
  ],
  'complaint document names, count': [
    shared.complaintDocumentNamesRequestSchema as unknown as z.ZodType,
    {},
    '',
    Array.from({ length: shared.COMPLAINT_DOCUMENTS.maxCount }, () => 'Receipt'),
    Array.from({ length: shared.COMPLAINT_DOCUMENTS.maxCount + 1 }, () => 'Receipt'),
    'complaint.tooManyDocuments',
  ],
  'complaint document name, max': [
    shared.complaintDocumentNamesRequestSchema as unknown as z.ZodType,
    {},
    '0',
    [a(shared.COMPLAINT_DOCUMENTS.nameMax)],
    [a(shared.COMPLAINT_DOCUMENTS.nameMax + 1)],
    'complaint.textTooLong',
  ],
};

/** The value to parse: the field set in the example, or (field '' or a list index) the value itself. */
const input = (valid: Record<string, unknown>, field: string, value: unknown, same: string[] = []) =>
  field === '' || /^\d+$/.test(field)
    ? value
    : { ...valid, [field]: value, ...Object.fromEntries(same.map((name) => [name, value])) };
const issues = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]);
};

describe('shared limits, both sides of each bound', () => {
  it("are the spec's figures (§9) and the project's own bounds (the maxima of texts), written out", () => {
    expect(G).toMatchObject({
      nameMin: 2,
      nameMax: 100,
      subjectMin: 10,
      subjectMax: 200,
      descriptionMin: 50,
      descriptionMax: 2000,
      attachmentsMax: 3,
      attachmentMaxBytes: 5 * 1024 * 1024,
    });
    expect(shared.COMPLAINT_DETAILS_MAX).toBe(500);
    expect(shared.COMPLAINT_DOCUMENTS).toMatchObject({ maxCount: 5, maxBytes: 5 * 1024 * 1024, maxMb: 5 });
    expect(L).toMatchObject({
      passwordMin: 8,
      passwordMax: 15,
      profileIdLength: 13,
      mobileDigits: 10,
      aadhaarDigits: 12,
      pincodeDigits: 6,
    });
  });

  it.each(Object.entries(BOUNDS))('%s', (_name, [schema, valid, field, ok, bad, message, same]) => {
    expect(issues(schema, input(valid, field, ok, same))).toEqual([]);
    expect(issues(schema, input(valid, field, bad, same))[0]).toEqual([field, message]);
  });
});
