import { createHash, randomBytes } from 'node:crypto';
import {
  CASE_INBOX_SORTS,
  CASE_OFFICER_ACTIONS,
  CASE_STATUSES,
  type CaseOfficerAction,
  type CaseStatus,
  complaintApi,
  consoleCasesApi,
  grievanceApi,
  OPEN_CASE_STATUSES,
  otpApi,
} from '@portal/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, cases, sessions, smsOutbox } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { useTestApp, xhr } from '../../test/app';
import { fileComplaint, fileGrievance } from '../../test/cases';
import { createOfficer, GOOD_PASSWORD, testIp } from '../../test/factories';
import { sampleFiles } from '../../test/files';
import * as repo from './repo';
import { escalateOverdueCases } from './service';

/**
 * The console's case inbox and actions (issue 20 item 2, decision 057) at a pinned clock: every move of
 * the transition table, allowed and refused, with its public timeline step, its bilingual SMS and its
 * audit entry; deadlines and the appeal window across midnight in India; region scoping; the escalation
 * job; the CSV. The expected texts and tables are written out here, not taken from the code under test.
 */

/**
 * The app's clock, which the test moves: `at('2027-01-01T00:30')` is 00:30 in India. The process's Date
 * is moved with it, for the parts that still read it (the OTP verification's timestamps).
 */
let instant = new Date('2026-12-31T19:00:00Z');
const clock: Clock = { now: () => instant };
const at = (indiaTime: string) => {
  instant = new Date(`${indiaTime}+05:30`);
  vi.setSystemTime(instant);
};

/** The transition table as the issue and decision 057 state it: the statuses each action may leave. */
const ALLOWED: Record<CaseOfficerAction, CaseStatus[]> = {
  acknowledge: ['received'],
  assign: ['received', 'underReview', 'infoRequested', 'underInquiry', 'findingsRecorded', 'appealed'],
  requestInfo: ['underReview', 'underInquiry', 'appealed'],
  underInquiry: ['underReview', 'infoRequested', 'appealed'],
  findings: ['underReview', 'infoRequested', 'underInquiry', 'appealed'],
  close: ['underReview', 'infoRequested', 'underInquiry', 'findingsRecorded', 'appealed'],
  reject: ['received', 'underReview', 'infoRequested', 'appealed'],
};

describe('console case inbox and actions', () => {
  const ctx = useTestApp({ OTP_RESEND_SECONDS: '0' }, { clock });
  const db = () => ctx().database.db;
  type Official = { id: number };
  let admin: Official;
  /** An officer of the complaints' region (Nagpur's) and one of region 1. */
  let nagpurOfficer: Official;
  let konkanOfficer: Official;
  let nagpurRegion: number;

  const official = async (role: 'officer' | 'admin', regionId: number | null) =>
    ({ id: (await createOfficer(db(), { role, regionId })).id }) as Official;
  /** A console session begun now (the clock moves by months: an older one would have idled out). */
  const cookieOf = async (who: Official) => {
    const token = randomBytes(32).toString('base64url');
    const id = createHash('sha256').update(token).digest('hex');
    await db().insert(sessions).values({ id, officerId: who.id, createdAt: instant, lastSeenAt: instant });
    return `csid=${token}`;
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2027-01-01T00:30');
    admin = await official('admin', null);
    konkanOfficer = await official('officer', 1);
    const { number } = await fileComplaint(ctx().app);
    const [row] = await db().select({ regionId: cases.regionId }).from(cases).where(eq(cases.number, number));
    nagpurRegion = row?.regionId ?? 0;
    nagpurOfficer = await official('officer', nagpurRegion);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  const act = async (who: Official, number: string, body: object) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/console/cases/${number}/actions`,
      headers: { ...xhr, cookie: await cookieOf(who) },
      payload: body,
      remoteAddress: testIp(),
    });
  const get = async (who: Official, url: string) =>
    ctx().app.inject({ url, headers: { cookie: await cookieOf(who) }, remoteAddress: testIp() });
  const list = async (who: Official, query = '') => {
    const res = await get(who, `${consoleCasesApi.list.path}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().Data as { rows: { number: string; [k: string]: unknown }[]; total: number };
  };
  /** The filer's view: the public status answer with the complaint password. */
  const publicStatus = async (number: string) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: complaintApi.status.path,
      headers: xhr,
      payload: { ComplaintNo: number, Password: GOOD_PASSWORD },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().Data as {
      Status: string;
      Timeline: { At: string; Action: string; Remarks: string | null }[];
      AppealUntil: string | null;
      Rating: number | null;
    };
  };
  const lastSms = async (mobile: string) => {
    const [row] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return row;
  };
  const setStatus = (number: string, status: CaseStatus) =>
    db().update(cases).set({ status }).where(eq(cases.number, number));

  it('works a complaint from receipt to closure: each step on the public timeline, an SMS in English and Marathi, an audit entry', async () => {
    at('2027-01-01T00:30');
    const { number, mobile } = await fileComplaint(ctx().app);
    // filed 1 January 2027 in India: due 31 January (30 days)
    const steps: { body: object; status: string; action: string; remarks: string | null; en: string; mr: string }[] = [
      {
        body: { action: 'acknowledge' },
        status: 'underReview',
        action: 'underReview',
        remarks: null,
        en: `MSBSVET case ${number}: taken up for review. The board will answer by 31 Jan 2027. See its status at the portal.`,
        mr: `MSBSVET प्रकरण ${number}: पडताळणीसाठी घेतले आहे. मंडळ ३१ जाने, २०२७ पर्यंत उत्तर देईल. पोर्टलवर सद्यःस्थिती पाहा.`,
      },
      {
        body: { action: 'assign', officerId: 0, remarks: 'Inspector to visit' },
        status: 'underReview',
        action: 'assigned',
        remarks: 'Inspector to visit',
        en: `MSBSVET case ${number}: assigned to an officer. See its status at the portal.`,
        mr: `MSBSVET प्रकरण ${number}: अधिकाऱ्याकडे सोपवले आहे. पोर्टलवर सद्यःस्थिती पाहा.`,
      },
      {
        body: { action: 'requestInfo', remarks: 'Send a photo of the fee receipt' },
        status: 'infoRequested',
        action: 'infoRequested',
        remarks: 'Send a photo of the fee receipt',
        en: `MSBSVET case ${number}: the board needs more information from you. See what is asked on its status at the portal.`,
        mr: `MSBSVET प्रकरण ${number}: मंडळाला आपल्याकडून अधिक माहिती हवी आहे. काय हवे ते पोर्टलवर सद्यःस्थितीत पाहा.`,
      },
      {
        body: { action: 'underInquiry' },
        status: 'underInquiry',
        action: 'underInquiry',
        remarks: null,
        en: `MSBSVET case ${number}: an inquiry has been opened. See its status at the portal.`,
        mr: `MSBSVET प्रकरण ${number}: चौकशी सुरू केली आहे. पोर्टलवर सद्यःस्थिती पाहा.`,
      },
      {
        body: { action: 'findings', remarks: 'The institute runs courses without affiliation' },
        status: 'findingsRecorded',
        action: 'findingsRecorded',
        remarks: 'The institute runs courses without affiliation',
        en: `MSBSVET case ${number}: the findings are recorded. See them on its status at the portal.`,
        mr: `MSBSVET प्रकरण ${number}: चौकशीचे निष्कर्ष नोंदवले आहेत. ते पोर्टलवर सद्यःस्थितीत पाहा.`,
      },
      {
        body: { action: 'close', actionTaken: 'Institute sealed; fees to be refunded', remarks: 'Thank you' },
        status: 'closed',
        action: 'closed',
        remarks: 'Institute sealed; fees to be refunded\n\nThank you',
        // closed on 1 January 2027 in India: appeal until 31 January
        en: `MSBSVET case ${number}: closed. See the action taken at the portal. Not satisfied? You may appeal once by 31 Jan 2027.`,
        mr: `MSBSVET प्रकरण ${number}: बंद केले आहे. केलेली कार्यवाही पोर्टलवर पाहा. समाधान न झाल्यास ३१ जाने, २०२७ पर्यंत एकदा अपील करता येईल.`,
      },
    ];
    for (const step of steps) {
      const body = 'officerId' in step.body ? { ...step.body, officerId: nagpurOfficer.id } : step.body;
      const res = await act(nagpurOfficer, number, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.status).toBe(step.status);
      const seen = await publicStatus(number);
      expect(seen.Status).toBe(step.status);
      expect(seen.Timeline.at(-1)).toEqual({ At: instant.toISOString(), Action: step.action, Remarks: step.remarks });
      const sms = await lastSms(mobile);
      expect(sms?.status).toBe('pending');
      expect(sms?.body).toBe(`${step.en}\n${step.mr}`);
      const [entry] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.event, 'case.action'))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(entry).toMatchObject({
        officerId: nagpurOfficer.id,
        recordType: 'case',
        recordId: number,
        at: instant,
        detail: { action: (body as { action: string }).action, status: step.status },
      });
    }
    // the inquiry put the institute on the public list
    const listed = await ctx().app.inject({ url: `${complaintApi.underInquiry.path}?lang=en` });
    expect(listed.json().Data.map((r: { InstituteName: string }) => r.InstituteName)).toContain('Quick Diploma Centre');
  });

  it('allows exactly the moves of the table from each status; a refused one is a 409 naming the action', async () => {
    const { number } = await fileComplaint(ctx().app);
    for (const status of CASE_STATUSES) {
      for (const action of CASE_OFFICER_ACTIONS) {
        await setStatus(number, status);
        const body = {
          action,
          remarks: 'noted',
          ...(action === 'assign' ? { officerId: nagpurOfficer.id } : {}),
          ...(action === 'close' ? { actionTaken: 'done' } : {}),
          ...(action === 'reject' ? { reason: 'not ours' } : {}),
        };
        const res = await act(admin, number, body);
        const allowed = ALLOWED[action].includes(status);
        expect(res.statusCode, `${action} from ${status}`).toBe(allowed ? 200 : 409);
        if (!allowed) {
          expect(res.json().MessageKey).toBe('casework.notAllowed');
          expect(res.json().Message).toContain(`“${action}”`);
        }
      }
    }
  });

  it('opens no inquiry on a grievance (no institute): 409; a grievance is seen by officials of every region only', async () => {
    const { number } = await fileGrievance(ctx().app);
    await setStatus(number, 'underReview');
    expect((await act(admin, number, { action: 'underInquiry' })).statusCode).toBe(409);
    expect((await get(nagpurOfficer, `/api/console/cases/${number}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/console/cases/${number}`)).statusCode).toBe(200);
  });

  it("an officer of region 1 cannot list, read, open a document of or act on region 6's case; its officer and an admin can", async () => {
    const { number } = await fileComplaint(ctx().app);
    const konkan = await list(konkanOfficer, 'pageSize=100');
    expect(konkan.rows.map((r) => r.number)).not.toContain(number);
    const read = await get(konkanOfficer, `/api/console/cases/${number}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().MessageKey).toBe('casework.caseNotFound');
    expect((await get(konkanOfficer, `/api/console/cases/${number}/documents/1`)).statusCode).toBe(404);
    expect((await act(konkanOfficer, number, { action: 'acknowledge' })).statusCode).toBe(404);
    expect((await get(konkanOfficer, `${consoleCasesApi.csv.path}`)).body).not.toContain(number);
    const [row] = await db().select({ status: cases.status }).from(cases).where(eq(cases.number, number));
    expect(row?.status).toBe('received');
    // the region's officer and an admin
    expect((await list(nagpurOfficer, `sort=-filed&pageSize=10`)).rows.map((r) => r.number)).toContain(number);
    const page = await get(nagpurOfficer, `/api/console/cases/${number}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().Data).toMatchObject({
      number,
      kind: 'complaint',
      status: 'received',
      actions: ['acknowledge', 'assign', 'reject'],
    });
    // the form's place ids come with the places' names in both languages; other fields as written
    const fields = page.json().Data.fields as { key: string; value: string; place?: object }[];
    const field = (key: string) => fields.find((f) => f.key === key);
    expect(field('institute.instituteName')).toEqual({ key: 'institute.instituteName', value: 'Quick Diploma Centre' });
    expect(field('institute.district')).toEqual({
      key: 'institute.district',
      value: '484',
      place: { nameEn: 'Nagpur', nameMr: 'नागपूर' },
    });
    expect(field('complainant.district')?.place).toEqual({ nameEn: 'Pune', nameMr: 'पुणे' });
    expect(field('complainant.state')?.place).toEqual({ nameEn: 'Maharashtra', nameMr: 'महाराष्ट्र' });
    for (const key of ['complainant.taluka', 'complainant.city', 'institute.taluka', 'institute.city']) {
      expect(field(key)?.place, key).toMatchObject({ nameEn: expect.any(String), nameMr: expect.any(String) });
    }
    expect(field('institute.instituteType')).toEqual({ key: 'institute.instituteType', value: 'college' });
    // the inbox's region and district filters stay inside the officer's region
    expect((await list(konkanOfficer, 'regionId=6&pageSize=100')).total).toBe(0);
    expect((await list(konkanOfficer, 'districtId=484&pageSize=100')).total).toBe(0);
    const byDistrict = await list(nagpurOfficer, `regionId=${nagpurRegion}&districtId=484&sort=-filed&pageSize=10`);
    expect(byDistrict.rows.map((r) => r.number)).toContain(number);
    expect((await list(nagpurOfficer, 'districtId=490&pageSize=100')).total).toBe(0);
    expect((await list(admin, `sort=-filed&pageSize=10`)).rows.map((r) => r.number)).toContain(number);
    // an officer cannot assign the case to an officer of another region
    const assign = await act(nagpurOfficer, number, { action: 'assign', officerId: konkanOfficer.id });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().errors[0].field).toBe('officerId');
  });

  it('dates the deadline in India: filed at 23:59 and at 00:01 across midnight; amber with 7 days left, red after the due day', async () => {
    at('2027-03-01T23:59');
    const late = await fileComplaint(ctx().app);
    at('2027-03-02T00:01');
    const early = await fileComplaint(ctx().app);
    const row = async (number: string) => {
      const res = await get(admin, `/api/console/cases/${number}`);
      return res.json().Data as { dueDate: string; daysLeft: number; deadline: string };
    };
    expect((await row(late.number)).dueDate).toBe('2027-03-31');
    expect((await row(early.number)).dueDate).toBe('2027-04-01');
    at('2027-03-23T23:59');
    expect(await row(late.number)).toMatchObject({ daysLeft: 8, deadline: 'ok' });
    at('2027-03-24T00:00');
    expect(await row(late.number)).toMatchObject({ daysLeft: 7, deadline: 'soon' });
    at('2027-03-31T23:59');
    expect(await row(late.number)).toMatchObject({ daysLeft: 0, deadline: 'soon' });
    at('2027-04-01T00:00');
    expect(await row(late.number)).toMatchObject({ daysLeft: -1, deadline: 'overdue' });
    expect(await row(early.number)).toMatchObject({ daysLeft: 0, deadline: 'soon' });
    const overdue = await list(admin, 'overdue=true&pageSize=100');
    expect(overdue.rows.map((r) => r.number)).toContain(late.number);
    expect(overdue.rows.map((r) => r.number)).not.toContain(early.number);
  });

  it('escalates open cases past their due day to the admins once: the flag, a timeline step, the inbox filter', async () => {
    at('2027-05-01T10:00');
    const { number } = await fileComplaint(ctx().app);
    // due 31 May: still not overdue at 23:59 that day
    at('2027-05-31T23:59');
    await escalateOverdueCases(db(), clock.now());
    expect((await list(admin, 'flag=escalated&pageSize=100')).rows.map((r) => r.number)).not.toContain(number);
    at('2027-06-01T00:00');
    expect(await escalateOverdueCases(db(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await escalateOverdueCases(db(), clock.now())).toBe(0);
    const flagged = await list(admin, 'flag=escalated&pageSize=100');
    expect(flagged.rows.find((r) => r.number === number)).toMatchObject({ escalated: true, deadline: 'overdue' });
    const timeline = (await publicStatus(number)).Timeline;
    expect(timeline.filter((e) => e.Action === 'escalated')).toEqual([
      { At: instant.toISOString(), Action: 'escalated', Remarks: null },
    ]);
  });

  describe("the filer's appeal and rating", () => {
    const post = (url: string, payload: object, lang = 'en') =>
      ctx().app.inject({
        method: 'POST',
        url,
        headers: { ...xhr, 'accept-language': lang },
        payload,
        remoteAddress: testIp(),
      });
    const appeal = (number: string, Reason = 'The institute is still open') =>
      post(complaintApi.appeal.path, { ComplaintNo: number, Password: GOOD_PASSWORD, Reason });
    const rate = (number: string, Rating: number) =>
      post(complaintApi.rate.path, { ComplaintNo: number, Password: GOOD_PASSWORD, Rating });
    const closedAt = async (indiaTime: string) => {
      const filed = await fileComplaint(ctx().app);
      expect((await act(admin, filed.number, { action: 'acknowledge' })).statusCode).toBe(200);
      at(indiaTime);
      expect((await act(admin, filed.number, { action: 'close', actionTaken: 'Refund ordered' })).statusCode).toBe(200);
      return filed;
    };

    it('appeals once within 30 days of the closure in India: the last minute of the 30th day yes, the next minute no', async () => {
      at('2027-07-01T09:00');
      const inTime = await closedAt('2027-07-10T23:59');
      const tooLate = await closedAt('2027-07-10T23:59');
      expect((await publicStatus(inTime.number)).AppealUntil).toBe('2027-08-09');
      at('2027-08-09T23:59');
      const appealed = await appeal(inTime.number);
      expect(appealed.statusCode, appealed.body).toBe(200);
      expect(appealed.json().Data.Status).toBe('appealed');
      at('2027-08-10T00:00');
      const late = await appeal(tooLate.number);
      expect(late.statusCode).toBe(409);
      expect(late.json().MessageKey).toBe('cases.appealWindowOver');
      expect((await publicStatus(tooLate.number)).AppealUntil).toBeNull();
      // back in the inbox, flagged, with a new deadline; on the timeline; an SMS
      const inbox = await list(nagpurOfficer, 'flag=appealed&pageSize=100');
      expect(inbox.rows.find((r) => r.number === inTime.number)).toMatchObject({
        status: 'appealed',
        appealed: true,
        dueDate: '2027-09-08',
      });
      expect((await publicStatus(inTime.number)).Timeline.at(-1)).toMatchObject({
        Action: 'appealed',
        Remarks: 'The institute is still open',
      });
      expect((await lastSms(inTime.mobile))?.body).toBe(
        `MSBSVET case ${inTime.number}: your appeal has been received. The board will answer by 8 Sept 2027.\n` +
          `MSBSVET प्रकरण ${inTime.number}: आपले अपील प्राप्त झाले आहे. मंडळ ८ सप्टें, २०२७ पर्यंत उत्तर देईल.`,
      );
      // decided again: no second appeal
      expect((await act(admin, inTime.number, { action: 'reject', reason: 'Already acted on' })).statusCode).toBe(200);
      const second = await appeal(inTime.number);
      expect(second.statusCode).toBe(409);
      expect(second.json().MessageKey).toBe('cases.appealUsed');
    });

    it('refuses an appeal before the decision, and a wrong password like an unknown number', async () => {
      at('2027-07-01T09:00');
      const { number } = await fileComplaint(ctx().app);
      const early = await appeal(number);
      expect(early.statusCode).toBe(409);
      expect(early.json().MessageKey).toBe('cases.appealNotDecided');
      const wrong = await post(complaintApi.appeal.path, { ComplaintNo: number, Password: 'Wrong@Pass1', Reason: 'x' });
      expect(wrong.statusCode).toBe(401);
      const empty = await post(complaintApi.appeal.path, { ComplaintNo: number, Password: GOOD_PASSWORD, Reason: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0].field).toBe('Reason');
    });

    it('rates a decided case once, 1 to 5', async () => {
      at('2027-07-01T09:00');
      const { number } = await fileComplaint(ctx().app);
      const undecided = await rate(number, 4);
      expect(undecided.statusCode).toBe(409);
      expect(undecided.json().MessageKey).toBe('cases.ratingNotDecided');
      expect((await act(admin, number, { action: 'reject', reason: 'Not a board matter' })).statusCode).toBe(200);
      for (const bad of [0, 6, 2.5]) {
        const res = await rate(number, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].field).toBe('Rating');
      }
      expect((await rate(number, 5)).statusCode).toBe(200);
      expect((await publicStatus(number)).Rating).toBe(5);
      const again = await rate(number, 1);
      expect(again.statusCode).toBe(409);
      expect(again.json().MessageKey).toBe('cases.alreadyRated');
    });

    it('a grievance is appealed with a code sent to its mobile, as its status is read', async () => {
      at('2027-07-01T09:00');
      const { number, mobile } = await fileGrievance(ctx().app);
      await setStatus(number, 'underReview');
      expect((await act(admin, number, { action: 'close', actionTaken: 'Letter re-sent' })).statusCode).toBe(200);
      const ip = testIp();
      const sent = await ctx().app.inject({
        method: 'POST',
        url: otpApi.send.path,
        headers: xhr,
        payload: { mobileNumber: mobile, purpose: 'caseStatus' },
        remoteAddress: ip,
      });
      const res = await ctx().app.inject({
        method: 'POST',
        url: grievanceApi.appeal.path,
        headers: xhr,
        payload: { GrievanceNo: number, MobileNo: mobile, OTP: sent.json().otp, Reason: 'Still cannot download' },
        remoteAddress: ip,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.Status).toBe('appealed');
    });
  });

  it('lists with filters, sorts and pages; a bad filter is a 400 naming it', async () => {
    at('2027-08-01T10:00');
    const filed = [await fileComplaint(ctx().app), await fileComplaint(ctx().app), await fileComplaint(ctx().app)];
    const numbers = filed.map((f) => f.number);
    const page1 = await list(nagpurOfficer, 'sort=-number&pageSize=10&page=1&kind=complaint&status=received');
    expect(page1.rows.slice(0, 3).map((r) => r.number)).toEqual([...numbers].reverse());
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect(page1.rows.every((r) => r.kind === 'complaint' && r.status === 'received')).toBe(true);
    const byInstitute = await list(nagpurOfficer, 'institute=quick%20diploma&pageSize=100');
    expect(byInstitute.rows.map((r) => r.number)).toEqual(expect.arrayContaining(numbers));
    const none = await list(nagpurOfficer, 'institute=%25_nothing&pageSize=100');
    expect(none.total).toBe(0);
    for (const [query, field] of [
      ['sort=name', 'sort'],
      ['page=0', 'page'],
      ['page=10001', 'page'],
      ['pageSize=7', 'pageSize'],
      ['status=resolved', 'status'],
      ['districtId=99999999999', 'districtId'],
      [`institute=${'x'.repeat(101)}`, 'institute'],
    ] as const) {
      const res = await get(admin, `${consoleCasesApi.list.path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const noAction = await act(admin, numbers[0] as string, { action: 'approve' });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().errors[0].field).toBe('action');
    const noActionTaken = await act(admin, numbers[0] as string, { action: 'reject' });
    expect(noActionTaken.statusCode).toBe(400);
    expect(noActionTaken.json().errors[0].field).toBe('reason');
  });

  it('exports the filtered inbox as CSV for Excel: BOM, header, one line per case, only the region', async () => {
    at('2027-09-01T10:00');
    const { number } = await fileComplaint(ctx().app);
    const res = await get(nagpurOfficer, `${consoleCasesApi.csv.path}?sort=-filed&status=received`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFnumber,kind,status,dueDate,daysLeft,deadline,filedAt,district,institute,')).toBe(
      true,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[1]).toMatch(new RegExp(`^${number},complaint,received,2027-10-01,30,ok,`));
    expect(lines[1]).toContain('Quick Diploma Centre');
    const konkan = await get(konkanOfficer, `${consoleCasesApi.csv.path}?sort=-filed`);
    expect(konkan.body).not.toContain(number);
  });

  it('reads the CSV in keyset batches in exactly the order of the inbox, for every sort', async () => {
    at('2027-09-02T10:00');
    // same filing day (same due day: ties broken by id), and the same instant for two of them
    for (let i = 0; i < 5; i++) await fileComplaint(ctx().app);
    at('2027-09-03T10:00');
    for (let i = 0; i < 2; i++) await fileComplaint(ctx().app);
    const filter = {
      regionScope: null,
      overdueBefore: new Date('2027-09-03T00:00:00+05:30'),
      openStatuses: OPEN_CASE_STATUSES,
    };
    for (const sort of CASE_INBOX_SORTS) {
      const { rows, total } = await repo.inboxPage(db(), filter, sort, 0, 1000);
      expect(total).toBeGreaterThanOrEqual(7);
      const batches: string[] = [];
      for await (const batch of repo.inboxAll(db(), filter, sort, 2)) batches.push(...batch.map((r) => r.number));
      expect(batches, sort).toEqual(rows.map((r) => r.number));
    }
  });

  it('serves a document only through the case page of its region', async () => {
    const { number } = await fileComplaint(ctx().app, 'en', [{ name: 'Fee receipt', content: sampleFiles.pdf() }]);
    const page = await get(nagpurOfficer, `/api/console/cases/${number}`);
    const [doc] = page.json().Data.documents as { id: number; name: string; mime: string }[];
    expect(doc).toMatchObject({ name: 'Fee receipt', mime: 'application/pdf' });
    const url = `/api/console/cases/${number}/documents/${doc?.id}`;
    const served = await get(nagpurOfficer, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Fee receipt.pdf"; filename*=UTF-8''Fee%20receipt.pdf`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // shown in a frame of the case page (issue 23 item 3), by our own pages only
    expect(String(served.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get(konkanOfficer, url)).statusCode).toBe(404);
    const missing = await get(admin, `/api/console/cases/${number}/documents/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().MessageKey).toBe('casework.documentNotFound');
  });
});
