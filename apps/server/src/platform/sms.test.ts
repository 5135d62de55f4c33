import { createHash, randomBytes } from 'node:crypto';
import {
  accountsApi,
  applicationApi,
  complaintApi,
  consoleCasesApi,
  consoleInstitutesApi,
  consoleVerificationApi,
  helpApi,
  instituteDeskApi,
  type Lang,
  otpApi,
  verificationApi,
} from '@portal/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, smsOutbox } from '../db/schema';
import { instituteUser, newOffering, sessionAt, verifiedCandidate } from '../test/admissions';
import { useTestApp, xhr } from '../test/app';
import { fileComplaint, fileGrievance } from '../test/cases';
import {
  bindingCookie,
  createOfficer,
  createUser,
  createUserWithPassword,
  GOOD_PASSWORD,
  testIp,
  testMobile,
} from '../test/factories';
import { districtOf, submittedProfile } from '../test/verification';
import type { SmsTemplate } from './sms';

/**
 * Every SMS the server sends, per template and language, as the phone shows it (issue 17 "Tests that
 * catch what they claim"). Each is triggered through the API at a fixed clock: 00:30 on 1 January 2027
 * in India, when the day in UTC is still 31 December 2026, so a date taken in the server's or UTC's
 * day shows. The expected text is written out here, not made by the code under test: a changed,
 * swapped or mis-dated message fails.
 */

/** 19:00 UTC on 31 December 2026 = 00:30 IST on 1 January 2027. */
const NOW = new Date('2026-12-31T19:00:00Z');

type Vars = Record<string, string>;
/** The exact text of each template in each language. A new template fails typechecking until it has a row. */
const EXPECTED: Record<SmsTemplate, Record<Lang, (v: Vars) => string>> = {
  otp: {
    en: (v) =>
      `${v.otp} is your one-time password (OTP) for the MSBSVET portal. It is valid for 5 minutes. Do not share it with anyone.`,
    mr: (v) => `MSBSVET पोर्टलसाठी आपला एकवेळ पासवर्ड (ओटीपी) ${v.otp} आहे. तो ५ मिनिटे वैध आहे. तो कोणालाही सांगू नका.`,
  },
  profileId: {
    en: (v) => `Your Profile ID for the MSBSVET portal is ${v.profileId}. Use it as your user name to sign in.`,
    mr: (v) => `MSBSVET पोर्टलसाठी आपला प्रोफाइल आयडी ${v.profileId} आहे. साइन इन करण्यासाठी तो वापरकर्ता नाव म्हणून वापरा.`,
  },
  passwordChanged: {
    en: (v) =>
      `The password of your MSBSVET portal account ${v.profileId} was changed. If you did not do this, call the helpline at once.`,
    mr: (v) =>
      `आपल्या MSBSVET पोर्टल खात्याचा (${v.profileId}) पासवर्ड बदलण्यात आला आहे. हे आपण केले नसल्यास त्वरित मदत क्रमांकावर संपर्क साधा.`,
  },
  securityQuestionChanged: {
    en: (v) =>
      `The security question of your MSBSVET portal account ${v.profileId} was changed. If you did not do this, call the helpline at once.`,
    mr: (v) =>
      `आपल्या MSBSVET पोर्टल खात्याचा (${v.profileId}) सुरक्षा प्रश्न बदलण्यात आला आहे. हे आपण केले नसल्यास त्वरित मदत क्रमांकावर संपर्क साधा.`,
  },
  securityAnswerLocked: {
    en: (v) =>
      `Someone gave 5 wrong security answers for your MSBSVET portal account ${v.profileId}; recovery by security question is stopped for 24 hours. If this was not you, call the helpline.`,
    mr: (v) =>
      `आपल्या MSBSVET पोर्टल खात्यासाठी (${v.profileId}) सुरक्षा प्रश्नाची ५ चुकीची उत्तरे दिली गेली; सुरक्षा प्रश्नाद्वारे खाते परत मिळवणे २४ तासांसाठी बंद केले आहे. हे आपण केले नसल्यास मदत क्रमांकावर संपर्क साधा.`,
  },
  // Filed 1 January 2027 in India: a complaint is due in 30 days (31 January), a grievance in 21 (22 January).
  complaintReceived: {
    en: (v) =>
      `Your complaint ${v.number} has been received by MSBSVET. The board will answer by 31 Jan 2027. Check its status at the portal with this number.`,
    mr: (v) =>
      `आपली तक्रार ${v.number} MSBSVET कडे प्राप्त झाली आहे. मंडळ ३१ जाने, २०२७ पर्यंत उत्तर देईल. या क्रमांकाने पोर्टलवर तिची सद्यःस्थिती पाहा.`,
  },
  grievanceReceived: {
    en: (v) =>
      `Your grievance ${v.number} has been received by MSBSVET. The board will answer by 22 Jan 2027. Check its status at the portal with this number.`,
    mr: (v) =>
      `आपले गाऱ्हाणे ${v.number} MSBSVET कडे प्राप्त झाले आहे. मंडळ २२ जाने, २०२७ पर्यंत उत्तर देईल. या क्रमांकाने पोर्टलवर त्याची सद्यःस्थिती पाहा.`,
  },
  // A case's moves: one message in English then Marathi, whatever the filing language (decision 057).
  // Filed and moved on 1 January 2027 in India: due 31 January; a decision then may be appealed until 31 January.
  caseUnderReview: {
    en: (v) =>
      `MSBSVET case ${v.number}: taken up for review. The board will answer by 31 Jan 2027. See its status at the portal.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: पडताळणीसाठी घेतले आहे. मंडळ ३१ जाने, २०२७ पर्यंत उत्तर देईल. पोर्टलवर सद्यःस्थिती पाहा.`,
  },
  caseAssigned: {
    en: (v) => `MSBSVET case ${v.number}: assigned to an officer. See its status at the portal.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: अधिकाऱ्याकडे सोपवले आहे. पोर्टलवर सद्यःस्थिती पाहा.`,
  },
  caseInfoRequested: {
    en: (v) =>
      `MSBSVET case ${v.number}: the board needs more information from you. See what is asked on its status at the portal.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: मंडळाला आपल्याकडून अधिक माहिती हवी आहे. काय हवे ते पोर्टलवर सद्यःस्थितीत पाहा.`,
  },
  caseUnderInquiry: {
    en: (v) => `MSBSVET case ${v.number}: an inquiry has been opened. See its status at the portal.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: चौकशी सुरू केली आहे. पोर्टलवर सद्यःस्थिती पाहा.`,
  },
  caseFindingsRecorded: {
    en: (v) => `MSBSVET case ${v.number}: the findings are recorded. See them on its status at the portal.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: चौकशीचे निष्कर्ष नोंदवले आहेत. ते पोर्टलवर सद्यःस्थितीत पाहा.`,
  },
  caseClosed: {
    en: (v) =>
      `MSBSVET case ${v.number}: closed. See the action taken at the portal. Not satisfied? You may appeal once by 31 Jan 2027.`,
    mr: (v) =>
      `MSBSVET प्रकरण ${v.number}: बंद केले आहे. केलेली कार्यवाही पोर्टलवर पाहा. समाधान न झाल्यास ३१ जाने, २०२७ पर्यंत एकदा अपील करता येईल.`,
  },
  caseRejected: {
    en: (v) => `MSBSVET case ${v.number}: rejected. See the reason at the portal. You may appeal once by 31 Jan 2027.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: नाकारले आहे. कारण पोर्टलवर पाहा. ३१ जाने, २०२७ पर्यंत एकदा अपील करता येईल.`,
  },
  caseAppealed: {
    en: (v) => `MSBSVET case ${v.number}: your appeal has been received. The board will answer by 31 Jan 2027.`,
    mr: (v) => `MSBSVET प्रकरण ${v.number}: आपले अपील प्राप्त झाले आहे. मंडळ ३१ जाने, २०२७ पर्यंत उत्तर देईल.`,
  },
  // a profile verification's decisions (decision 063): one message in English then Marathi
  verificationVerified: {
    en: (v) => `MSBSVET: your profile ${v.profileId} has been verified.`,
    mr: (v) => `MSBSVET: आपल्या प्रोफाइल ${v.profileId} ची पडताळणी झाली आहे.`,
  },
  verificationReturned: {
    en: (v) =>
      `MSBSVET: your profile ${v.profileId} has been returned with 2 remarks. Correct the returned fields at the portal and submit it again.`,
    mr: (v) =>
      `MSBSVET: आपली प्रोफाइल ${v.profileId} २ शेऱ्यांसह परत पाठवली आहे. पोर्टलवर परत पाठवलेली माहिती दुरुस्त करा आणि ती पुन्हा सादर करा.`,
  },
  verificationChangeApproved: {
    en: (v) =>
      `MSBSVET: your request to change profile ${v.profileId} is approved. Make the changes at the portal and submit it again.`,
    mr: (v) => `MSBSVET: प्रोफाइल ${v.profileId} बदलण्याची आपली विनंती मंजूर झाली आहे. पोर्टलवर बदल करा आणि ती पुन्हा सादर करा.`,
  },
  verificationChangeDeclined: {
    en: (v) => `MSBSVET: your request to change profile ${v.profileId} was declined. See the portal.`,
    mr: (v) => `MSBSVET: प्रोफाइल ${v.profileId} बदलण्याची आपली विनंती नाकारली आहे. पोर्टल पाहा.`,
  },
  // an institute's account (decision 064): one message in English then Marathi
  instituteSetup: {
    en: (v) =>
      `MSBSVET: an account for ${v.institute} has been created, profile ID ${v.profileId}. Set its password within 48 hours: http://localhost:3000/institute/set-password#${v.token}`,
    mr: (v) =>
      `MSBSVET: ${v.institute} साठी खाते तयार झाले आहे, प्रोफाइल आयडी ${v.profileId}. ४८ तासांच्या आत त्याचा पासवर्ड ठरवा: http://localhost:3000/institute/set-password#${v.token}`,
  },
  admitted: {
    en: (v) =>
      `MSBSVET: ${v.institute} has accepted your application for ${v.course} (2026-27). Your admission letter ${v.reference} is on the portal.`,
    mr: (v) =>
      `MSBSVET: ${v.institute} ने ${v.course} (2026-27) साठी आपला अर्ज स्वीकारला आहे. आपले प्रवेश निश्चिती पत्र ${v.reference} पोर्टलवर आहे.`,
  },
  // booked for 2 January 2027, at 10:00 in English and 11:00 in Marathi
  meetingBooked: {
    en: (v) =>
      `Your meeting with MSBSVET on 4 Jan 2027 at 10:00 is booked for Asha Patil from Pune. To cancel it, open http://localhost:3000/assitance?meeting=${v.id}&token=${v.token}`,
    mr: (v) =>
      `MSBSVET सोबत आशा पाटील (पुणे) यांची बैठक ४ जाने, २०२७ रोजी 11:00 वाजता आरक्षित झाली आहे. ती रद्द करण्यासाठी http://localhost:3000/assitance?meeting=${v.id}&token=${v.token} उघडा`,
  },
};

/** Sent in English then Marathi in one message, whatever the language of the request. */
const BILINGUAL = new Set<SmsTemplate>([
  ...(Object.keys(EXPECTED) as SmsTemplate[]).filter((t) => t.startsWith('case') || t.startsWith('verification')),
  'instituteSetup',
  'admitted',
]);

describe('every SMS, per template and language, at 00:30 on 1 January in India', () => {
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' });
  const db = () => ctx().database.db;
  const zone = process.env.TZ;
  beforeAll(() => {
    // a server in UTC, where the day is still 31 December
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterAll(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  const post = (url: string, payload: object, lang: Lang, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url,
      headers: { ...xhr, 'accept-language': lang, ...headers },
      payload,
      remoteAddress: testIp(),
    });
  const ok = (res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };

  /** A session at the fixed clock (the table's defaults would be the database's own time). */
  const sessionCookie = async (userId: number) => {
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    await db().insert(sessions).values({ id, userId, createdAt: new Date(), lastSeenAt: new Date() });
    return `sid=${token}`;
  };

  /** Files a complaint in `lang` and has an admin make `actions` on it (a case's moves, decision 057). */
  const complaintMovedBy = async (lang: Lang, actions: object[]) => {
    const filed = await fileComplaint(ctx().app, lang);
    const admin = await createOfficer(db(), { role: 'admin', regionId: null });
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    await db().insert(sessions).values({ id, officerId: admin.id, createdAt: new Date(), lastSeenAt: new Date() });
    for (const action of actions) {
      const body = 'officerId' in action ? { ...action, officerId: admin.id } : action;
      ok(
        await post(consoleCasesApi.action.path.replace(':number', filed.number), body, lang, {
          cookie: `csid=${token}`,
        }),
      );
    }
    return { mobile: filed.mobile, vars: { number: filed.number } };
  };
  const ack = { action: 'acknowledge' };

  /**
   * A complete profile submitted in region 2 and decided by an officer there: two fields returned, or
   * none; then, for a change request, asked and approved or declined (decision 063).
   */
  const verificationDecided = async (lang: Lang, outcome: 'verified' | 'returned' | 'approve' | 'decline') => {
    const person = await submittedProfile(ctx().app, { districtId: await districtOf(db(), 2) });
    const officer = await createOfficer(db(), { role: 'officer', regionId: 2 });
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    await db().insert(sessions).values({ id, officerId: officer.id, createdAt: new Date(), lastSeenAt: new Date() });
    const cookie = `csid=${token}`;
    const userPath = (path: string) => path.replace(':userId', String(person.user.id));
    const review = await ctx().app.inject({ url: userPath(consoleVerificationApi.review.path), headers: { cookie } });
    const fields = (review.json().Data.sections as { items: { field: string }[] }[]).flatMap((s) =>
      s.items.map((i) => i.field),
    );
    const marks = fields.map((field, i) =>
      outcome === 'returned' && i < 2
        ? { field, verdict: 'returned', remark: 'Not readable' }
        : { field, verdict: 'verified', remark: '' },
    );
    ok(await post(userPath(consoleVerificationApi.decide.path), { marks }, lang, { cookie }));
    if (outcome === 'approve' || outcome === 'decline') {
      ok(
        await post(verificationApi.requestChange.path, { Reason: 'Surname changed' }, lang, { cookie: person.cookie }),
      );
      const approve = outcome === 'approve';
      ok(await post(userPath(consoleVerificationApi.changeDecision.path), { approve }, lang, { cookie }));
    }
    return { mobile: person.user.mobile, vars: { profileId: person.user.profileId } };
  };

  /** Makes the server send the template in the language; returns the mobile and the variables. */
  const TRIGGERS: Record<SmsTemplate, (lang: Lang) => Promise<{ mobile: string; vars: Vars }>> = {
    async otp(lang) {
      const mobile = testMobile();
      const res = await post(otpApi.send.path, { mobileNumber: mobile, purpose: 'register' }, lang);
      ok(res);
      return { mobile, vars: { otp: res.json().otp } };
    },
    async profileId(lang) {
      const user = await createUser(db());
      const params = { userName: `${user.firstName} ${user.lastName}`, mobileNo: user.mobile };
      const { method, path } = accountsApi.forgotProfileId;
      const res = await ctx().app.inject({
        method,
        url: method === 'GET' ? `${path}?${new URLSearchParams(params)}` : path,
        headers: { ...xhr, 'accept-language': lang },
        ...(method === 'GET' ? {} : { payload: params }),
        remoteAddress: testIp(),
      });
      ok(res);
      return { mobile: user.mobile, vars: { profileId: user.profileId } };
    },
    async passwordChanged(lang) {
      const user = await createUserWithPassword(db());
      const res = await post(
        accountsApi.resetPassword.path,
        {
          UserLoginID: user.profileId,
          SecurityQuestionID: 1,
          SecurityQuestionAnswer: user.answer,
          NewPassword: 'New@Skill77',
        },
        lang,
      );
      ok(res);
      return { mobile: user.mobile, vars: { profileId: user.profileId } };
    },
    async securityQuestionChanged(lang) {
      const user = await createUserWithPassword(db());
      const res = await post(
        accountsApi.changeSecurityQuestion.path,
        { CurrentPassword: user.password, SecurityQuestionID: 2, SecurityQuestionAnswer: 'Nashik' },
        lang,
        { cookie: await sessionCookie(user.id) },
      );
      ok(res);
      return { mobile: user.mobile, vars: { profileId: user.profileId } };
    },
    async securityAnswerLocked(lang) {
      const user = await createUserWithPassword(db());
      const wrong = { UserLoginID: user.profileId, SecurityQuestionID: 1, SecurityQuestionAnswer: 'Not the answer' };
      // The attempt counters mix the database's now() with the process clock (platform/attempts.ts): on
      // PostgreSQL, whose clock the test cannot set, a faked process clock restarts the window at every
      // attempt. This text has no date: it is triggered on the real clock.
      vi.useRealTimers();
      try {
        for (let i = 0; i < 5; i += 1) await post(accountsApi.verifySecurityAnswer.path, wrong, lang);
      } finally {
        vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      }
      return { mobile: user.mobile, vars: { profileId: user.profileId } };
    },
    async complaintReceived(lang) {
      const { number, mobile } = await fileComplaint(ctx().app, lang);
      expect(number).toMatch(/^CMP-2027-\d{6}$/);
      return { mobile, vars: { number } };
    },
    async meetingBooked(lang) {
      const mobile = testMobile();
      const ip = testIp();
      const send = (url: string, payload: object) =>
        ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress: ip });
      const sent = await send(otpApi.send.path, { mobileNumber: mobile, purpose: 'meeting' });
      ok(sent);
      const verified = await send(otpApi.verify.path, {
        mobileNumber: mobile,
        otp: sent.json().otp,
        purpose: 'meeting',
      });
      ok(verified);
      const time = lang === 'en' ? '10:00' : '11:00';
      const res = await post(
        helpApi.book.path,
        // Monday 4 January 2027 (the 2nd is a Saturday: no meetings); Pune (LGD 490)
        {
          name: lang === 'en' ? 'Asha Patil' : 'आशा पाटील',
          district: 490,
          title: 'Admission query',
          date: '2027-01-04',
          time,
          mobileNumber: mobile,
        },
        lang,
        { cookie: bindingCookie(verified) },
      );
      ok(res);
      const { id, token } = res.json().Data;
      return { mobile, vars: { id: String(id), token } };
    },
    caseUnderReview: (lang) => complaintMovedBy(lang, [ack]),
    caseAssigned: (lang) => complaintMovedBy(lang, [ack, { action: 'assign', officerId: 0 }]),
    caseInfoRequested: (lang) => complaintMovedBy(lang, [ack, { action: 'requestInfo', remarks: 'Fee receipt?' }]),
    caseUnderInquiry: (lang) => complaintMovedBy(lang, [ack, { action: 'underInquiry' }]),
    caseFindingsRecorded: (lang) => complaintMovedBy(lang, [ack, { action: 'findings', remarks: 'Not affiliated' }]),
    caseClosed: (lang) => complaintMovedBy(lang, [ack, { action: 'close', actionTaken: 'Sealed' }]),
    caseRejected: (lang) => complaintMovedBy(lang, [{ action: 'reject', reason: 'Not a board matter' }]),
    async caseAppealed(lang) {
      const moved = await complaintMovedBy(lang, [{ action: 'reject', reason: 'Not a board matter' }]);
      const appeal = { ComplaintNo: moved.vars.number, Password: GOOD_PASSWORD, Reason: 'It is a board matter' };
      ok(await post(complaintApi.appeal.path, appeal, lang));
      return moved;
    },
    verificationVerified: (lang) => verificationDecided(lang, 'verified'),
    verificationReturned: (lang) => verificationDecided(lang, 'returned'),
    verificationChangeApproved: (lang) => verificationDecided(lang, 'approve'),
    verificationChangeDeclined: (lang) => verificationDecided(lang, 'decline'),
    async instituteSetup(lang) {
      const admin = await createOfficer(db(), { role: 'admin', regionId: null });
      const { instituteId, instituteName } = await newOffering(db());
      const mobile = testMobile();
      const res = await post(
        consoleInstitutesApi.create.path,
        { InstituteID: instituteId, ContactName: 'Sunita Deshmukh', Mobile: mobile },
        lang,
        { cookie: (await sessionAt(db(), { officerId: admin.id })).cookie },
      );
      ok(res);
      // the token is the link's secret: read from the message, the rest of the text is checked whole
      const [row] = await db().select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
      const token = /#([A-Za-z0-9_-]{43})\n/.exec(row?.body ?? '')?.[1] ?? 'missing';
      return { mobile, vars: { institute: instituteName, profileId: res.json().Data.ProfileID, token } };
    },
    async admitted(lang) {
      const offering = await newOffering(db());
      const candidate = await verifiedCandidate(db());
      const institute = await instituteUser(db(), offering.instituteId);
      const applied = await post(
        applicationApi.submit.path,
        { NameMr: 'आशा पाटील', Preferences: [{ InstituteID: offering.instituteId, CourseID: offering.courseId }] },
        lang,
        { cookie: candidate.cookie },
      );
      ok(applied);
      const preference = applied.json().Data.Application.Preferences[0].PreferenceID;
      const res = await post(
        instituteDeskApi.decide.path.replace(':id', String(preference)),
        { Decision: 'accept' },
        lang,
        {
          cookie: institute.cookie,
        },
      );
      ok(res);
      return {
        mobile: candidate.mobile,
        vars: {
          institute: offering.instituteName,
          course: offering.courseName,
          reference: res.json().Data.ReferenceNo,
        },
      };
    },
    async grievanceReceived(lang) {
      const { number, mobile } = await fileGrievance(ctx().app, lang);
      expect(number).toMatch(/^GRV-2027-\d{6}$/);
      return { mobile, vars: { number } };
    },
  };

  const cases = (Object.keys(EXPECTED) as SmsTemplate[]).flatMap((template) =>
    (['en', 'mr'] as const).map((lang) => [template, lang] as const),
  );

  it.each(cases)('%s in %s: the exact text', async (template, lang) => {
    const { mobile, vars } = await TRIGGERS[template](lang);
    // some are sent without waiting for the gateway (profile ID): the row comes a moment later
    const sent = await vi.waitFor(async () => {
      const [row] = await db()
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.template, template)))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      if (!row) throw new Error(`no ${template} SMS to ${mobile}`);
      return row;
    });
    // a case's moves are one message in both languages, whatever the language of the filing
    const expected = BILINGUAL.has(template)
      ? `${EXPECTED[template].en(vars)}\n${EXPECTED[template].mr(vars)}`
      : EXPECTED[template][lang](vars);
    expect(sent.body).toBe(expected);
  });
});
