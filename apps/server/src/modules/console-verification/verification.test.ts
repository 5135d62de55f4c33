import { accountsApi, consoleVerificationApi, type ProfileStep, USER_TYPES, verificationApi } from '@portal/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, institutes, profileVerifications, smsOutbox, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { useTestApp, xhr } from '../../test/app';
import { createOfficer, createUser, signIn, signInOfficer } from '../../test/factories';
import { completeProfile, districtOf, submittedProfile } from '../../test/verification';

/**
 * Step 10, Verify (issue 21 items 1–2, decision 063), both halves through the API: submitting needs
 * every step and the declaration; an officer of the person's region returns fields with remarks, the
 * person sees them and may edit only those steps, resubmits, the officer verifies and the profile
 * locks; region scoping of the queue, the review and the documents; each role only its own endpoints;
 * the dashboard's Verify percentage in each state; keyset pages; the change request.
 */

let instant = new Date('2027-03-01T04:30:00Z');
const clock: Clock = { now: () => instant };
const later = (minutes: number) => {
  instant = new Date(instant.getTime() + minutes * 60_000);
};

describe('profile verification', () => {
  const ctx = useTestApp({}, { clock });
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  /** Region 2 (Pune's division) and region 6 (Nagpur's): the person's address is in region 2. */
  let district2: number;
  let district6: number;
  let officer2: string;
  let officer6: string;
  let admin: string;

  const official = async (role: 'officer' | 'admin', regionId: number | null) =>
    (await signInOfficer(db(), (await createOfficer(db(), { role, regionId })).id)).cookie;

  beforeAll(async () => {
    district2 = await districtOf(db(), 2);
    district6 = await districtOf(db(), 6);
    officer2 = await official('officer', 2);
    officer6 = await official('officer', 6);
    admin = await official('admin', null);
  });

  const get = (url: string, cookie: string, lang = 'en') =>
    app().inject({ url, headers: { cookie, 'accept-language': lang } });
  const post = (url: string, cookie: string, payload: object, lang = 'en') =>
    app().inject({ method: 'POST', url, headers: { ...xhr, cookie, 'accept-language': lang }, payload });
  const submit = (cookie: string, payload: object = { Declaration: true }, lang = 'en') =>
    post(verificationApi.submit.path, cookie, payload, lang);
  const status = async (cookie: string) => (await get(verificationApi.status.path, cookie)).json().Data;
  const verifyPercent = async (cookie: string) =>
    (await get(accountsApi.profileProgress.path, cookie))
      .json()
      .Data.find((s: { Step: ProfileStep }) => s.Step === 'Verify').Percent;
  const reviewUrl = (userId: number) => consoleVerificationApi.review.path.replace(':userId', String(userId));
  const decideUrl = (userId: number) => consoleVerificationApi.decide.path.replace(':userId', String(userId));
  const documentUrl = (userId: number, file: string) =>
    consoleVerificationApi.document.path.replace(':userId', String(userId)).replace(':file', file);
  const saveParent = (who: { user: { id: number }; cookie: string }, lang = 'en') =>
    post(
      '/api/CandidateParent/SaveCandidateParent',
      who.cookie,
      { IsOrphan: 1, MaritalStatus: 'U', CandidateID: who.user.id },
      lang,
    );
  /** Every item of the review, verified, but those in `returned` (with their remarks). */
  const marksFor = async (userId: number, cookie: string, returned: Record<string, string> = {}) => {
    const sections = (await get(reviewUrl(userId), cookie)).json().Data.sections as {
      items: { field: string }[];
    }[];
    return sections.flatMap((s) =>
      s.items.map(({ field }) =>
        field in returned
          ? { field, verdict: 'returned', remark: returned[field] }
          : { field, verdict: 'verified', remark: '' },
      ),
    );
  };

  it('refuses a submission until every step is complete, naming each missing step, in both languages', async () => {
    const person = await completeProfile(app(), { districtId: district2, skip: ['parent', 'training'] });
    const res = await submit(person.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'Parent', key: 'verification.missing.Parent', message: 'Complete the step “Parent” before submitting' },
      {
        field: 'Training',
        key: 'verification.missing.Training',
        message: 'Complete the step “Training” before submitting',
      },
    ]);
    const mr = await submit(person.cookie, { Declaration: true }, 'mr');
    expect(mr.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'सादर करण्यापूर्वी “आई-वडील” ही पायरी पूर्ण करा',
      'सादर करण्यापूर्वी “प्रशिक्षण” ही पायरी पूर्ण करा',
    ]);
    expect((await status(person.cookie)).missing).toEqual(['Parent', 'Training']);
    expect(await verifyPercent(person.cookie)).toBe(0);
    const [row] = await db().select().from(profileVerifications).where(eq(profileVerifications.userId, person.user.id));
    expect(row).toBeUndefined();
  });

  it('takes one of two parallel submissions; the other is 409', async () => {
    const person = await completeProfile(app(), { districtId: district2 });
    const answers = await Promise.all([submit(person.cookie), submit(person.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(profileVerifications).where(eq(profileVerifications.userId, person.user.id));
    expect(row?.submissions).toBe(1);
  });

  it('refuses a submission without the declaration', async () => {
    const person = await completeProfile(app(), { districtId: district2 });
    for (const payload of [{}, { Declaration: false }, { Declaration: 'yes' }]) {
      const res = await submit(person.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'Declaration', key: 'verification.declarationRequired' });
    }
    expect((await status(person.cookie)).state).toBe('notSubmitted');
  });

  it('returns two fields, shows both remarks, reopens only their steps, takes a resubmission, verifies and locks', async () => {
    const person = await completeProfile(app(), { districtId: district2 });
    expect(await verifyPercent(person.cookie)).toBe(0);
    const submitted = await submit(person.cookie);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      Data: { state: 'submitted' },
      Message: 'Your profile has been submitted for verification',
    });
    expect(await verifyPercent(person.cookie)).toBe(50);
    // locked while with the officer, before the body is read
    const locked = await saveParent(person);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().Message).toBe(
      'Your profile is with an officer for verification: it cannot be changed until the officer decides',
    );
    expect((await submit(person.cookie)).statusCode).toBe(409);

    // in the queue of region 2, oldest first
    const queue = (await get(consoleVerificationApi.queue.path, officer2)).json().Data.rows;
    expect(queue.map((r: { userId: number }) => r.userId)).toContain(person.user.id);
    const review = (await get(reviewUrl(person.user.id), officer2)).json().Data;
    expect(review.status).toBe('submitted');
    const items = review.sections.flatMap((s: { items: { field: string; value: string }[] }) => s.items);
    // a sealed value never shows; the masked one does
    expect(JSON.stringify(items)).not.toContain('sealed-secret');
    expect(items).toContainEqual(expect.objectContaining({ field: 'bank.AccountNo', value: 'XXXXXXXX1234' }));
    const marksheet = items.find(
      (i: { document: boolean; field: string }) => i.document && i.field.startsWith('qualification.'),
    );
    expect(marksheet.value).toBe(person.document);
    const doc = await get(documentUrl(person.user.id, person.document), officer2);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');

    // an item missing, or one that is not the profile's, is refused
    const all = await marksFor(person.user.id, officer2);
    expect((await post(decideUrl(person.user.id), officer2, { marks: all.slice(1) })).statusCode).toBe(400);
    const foreign = await post(decideUrl(person.user.id), officer2, {
      marks: [...all, { field: 'parent.Nope', verdict: 'verified', remark: '' }],
    });
    expect(foreign.statusCode).toBe(400);
    // a returned field needs a remark, bounded
    const noRemark = all.map((m) => (m.field === 'parent.FatherName' ? { ...m, verdict: 'returned' } : m));
    expect((await post(decideUrl(person.user.id), officer2, { marks: noRemark })).statusCode).toBe(400);
    const long = all.map((m) =>
      m.field === 'parent.FatherName' ? { ...m, verdict: 'returned', remark: 'x'.repeat(501) } : m,
    );
    expect((await post(decideUrl(person.user.id), officer2, { marks: long })).json().errors[0].key).toBe(
      'verification.remarkTooLong',
    );

    later(5);
    const returned = {
      'parent.FatherName': 'The father’s name differs from the marksheet',
      [marksheet.field]: 'The marksheet is not readable',
    };
    const decided = await post(decideUrl(person.user.id), officer2, {
      marks: await marksFor(person.user.id, officer2, returned),
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().Data.state).toBe('returned');
    const [row] = await db().select().from(profileVerifications).where(eq(profileVerifications.userId, person.user.id));
    expect(row).toMatchObject({ status: 'returned', rejectCount: 2, verifyCount: all.length - 2, decidedAt: instant });
    expect(row?.decidedBy).toBeGreaterThan(0);
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'verification.decided'), eq(auditEvents.recordId, String(person.user.id))))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(entry).toMatchObject({
      officerId: row?.decidedBy,
      detail: expect.objectContaining({ status: 'returned', rejectCount: 2 }),
    });
    const [sms] = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.template, 'verificationReturned'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(sms?.mobile).toBe(person.user.mobile);

    // the person sees both remarks; only Parent and Qualification reopen
    const seen = await status(person.cookie);
    expect(seen.state).toBe('returned');
    expect(seen.returned).toEqual(
      expect.arrayContaining([
        { field: 'parent.FatherName', step: 'Parent', remark: returned['parent.FatherName'] },
        { field: marksheet.field, step: 'Qualification', remark: 'The marksheet is not readable' },
      ]),
    );
    expect(seen.returned).toHaveLength(2);
    expect([...seen.editableSteps].sort()).toEqual(['Parent', 'Qualification']);
    expect(await verifyPercent(person.cookie)).toBe(50);
    const bank = await post('/api/CandidateBank/save', person.cookie, { CandidateID: person.user.id });
    expect(bank.statusCode).toBe(409);
    expect(bank.json().MessageKey).toBe('verification.lockedStep');
    expect((await saveParent(person)).statusCode).toBe(200);

    // resubmitted: back in the queue, at its end
    later(5);
    expect((await submit(person.cookie)).statusCode).toBe(200);
    const again = await db().select().from(profileVerifications).where(eq(profileVerifications.userId, person.user.id));
    expect(again[0]).toMatchObject({ status: 'submitted', submissions: 2, submittedAt: instant });
    // the officer verifies: nothing returned
    later(5);
    const verified = await post(decideUrl(person.user.id), officer2, {
      marks: await marksFor(person.user.id, officer2),
    });
    expect(verified.json().Data.state).toBe('verified');
    expect(await verifyPercent(person.cookie)).toBe(100);
    const final = await status(person.cookie);
    expect(final).toMatchObject({ state: 'verified', returned: [], editableSteps: [], rejectCount: 0 });
    const save = await saveParent(person, 'mr');
    expect(save.statusCode).toBe(409);
    expect(save.json().Message).toBe('आपल्या प्रोफाइलची पडताळणी झाली आहे: ती बदलण्यासाठी पडताळणी पानावर बदलाची विनंती करा');
    // a decided profile is not decided again
    expect(
      (await post(decideUrl(person.user.id), officer2, { marks: await marksFor(person.user.id, officer2) })).statusCode,
    ).toBe(409);
  });

  it('keeps another region’s officer out of the profile and its documents; an admin sees all, by region', async () => {
    const person = await submittedProfile(app(), { districtId: district2 });
    const queue6 = (await get(consoleVerificationApi.queue.path, officer6)).json().Data.rows;
    expect(queue6.map((r: { userId: number }) => r.userId)).not.toContain(person.user.id);
    expect((await get(reviewUrl(person.user.id), officer6)).statusCode).toBe(404);
    expect((await get(documentUrl(person.user.id, person.document), officer6)).statusCode).toBe(404);
    expect(
      (
        await post(decideUrl(person.user.id), officer6, {
          marks: [{ field: 'parent.FatherName', verdict: 'verified' }],
        })
      ).statusCode,
    ).toBe(404);
    // a region filter does not widen an officer's scope
    const widened = (await get(`${consoleVerificationApi.queue.path}?regionId=2`, officer6)).json().Data.rows;
    expect(widened).toEqual([]);
    // a document the profile does not hold, even the person's own upload, is not served
    const other = await completeProfile(app(), { districtId: district2 });
    expect((await get(documentUrl(person.user.id, other.document), officer2)).statusCode).toBe(404);
    // an admin: every region, or one
    const everyRegion = (await get(`${consoleVerificationApi.queue.path}?pageSize=100`, admin)).json().Data.rows;
    expect(everyRegion.map((r: { userId: number }) => r.userId)).toContain(person.user.id);
    const region6 = (await get(`${consoleVerificationApi.queue.path}?regionId=6`, admin)).json().Data.rows;
    expect(region6.map((r: { userId: number }) => r.userId)).not.toContain(person.user.id);
    expect((await get(reviewUrl(person.user.id), admin)).statusCode).toBe(200);
  });

  it('gives each role only its own endpoints, and each person only their own status', async () => {
    const person = await submittedProfile(app(), { districtId: district6 });
    const stranger = await completeProfile(app(), { districtId: district6 });
    // a candidate is not an official (403); an official's session is not a person's (403)
    expect((await get(consoleVerificationApi.queue.path, person.cookie)).statusCode).toBe(403);
    expect((await get(reviewUrl(person.user.id), person.cookie)).statusCode).toBe(403);
    expect((await get(documentUrl(person.user.id, person.document), person.cookie)).statusCode).toBe(403);
    expect((await get(verificationApi.status.path, officer6)).statusCode).toBe(403);
    expect((await submit(officer6)).statusCode).toBe(403);
    // nobody signed in: 401
    expect((await get(consoleVerificationApi.queue.path, '')).statusCode).toBe(401);
    expect((await get(verificationApi.status.path, '')).statusCode).toBe(401);
    // user A sees A's state, never B's, whatever the request names
    const mine = await get(`${verificationApi.status.path}?userId=${person.user.id}`, stranger.cookie);
    expect(mine.json().Data).toMatchObject({ state: 'notSubmitted', submissions: 0 });
    expect(JSON.stringify(mine.json())).not.toContain(person.document);
    expect((await status(person.cookie)).state).toBe('submitted');
    // an institute's account has no profile to submit
    const institute = await createUser(db(), { userTypeId: 92 });
    expect((await submit((await signIn(db(), institute.id)).cookie)).statusCode).toBe(403);
  });

  it("shows the officer a staff member's institute, the one named at registration (decision 067)", async () => {
    const [institute] = await db().select().from(institutes).where(eq(institutes.id, 1));
    // a submitted profile made a staff member's (the fixture's staff Primary step lacks its documents)
    const staff = await submittedProfile(app(), { districtId: district2 });
    await db().update(users).set({ userTypeId: USER_TYPES.staff, instituteId: 1 }).where(eq(users.id, staff.user.id));
    const res = await get(reviewUrl(staff.user.id), officer2);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.row.role).toBe('staff');
    expect(res.json().Data.institute).toEqual({ code: institute?.code, name: institute?.name });
    const candidate = await submittedProfile(app(), { districtId: district2 });
    expect((await get(reviewUrl(candidate.user.id), officer2)).json().Data.institute).toBeNull();
  });

  it('pages the queue oldest first by keyset', async () => {
    const officer5 = await official('officer', 5);
    const district5 = await districtOf(db(), 5);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      later(1);
      ids.push((await submittedProfile(app(), { districtId: district5 })).user.id);
    }
    const first = (await get(`${consoleVerificationApi.queue.path}?pageSize=2`, officer5)).json().Data;
    const second = (
      await get(`${consoleVerificationApi.queue.path}?pageSize=2&after=${encodeURIComponent(first.next)}`, officer5)
    ).json().Data;
    expect([...first.rows, ...second.rows].map((r: { userId: number }) => r.userId)).toEqual(ids);
    expect(second.next).toBeNull();
    // an admin walks every region's queue by pages of 2: the same rows, in the table's order
    const walked: number[] = [];
    let next: string | null = '';
    while (next !== null) {
      const url: string = `${consoleVerificationApi.queue.path}?pageSize=2${next ? `&after=${encodeURIComponent(next)}` : ''}`;
      const data: { rows: { userId: number }[]; next: string | null } = (await get(url, admin)).json().Data;
      walked.push(...data.rows.map((r) => r.userId));
      next = data.next;
    }
    const expected = await db()
      .select({ userId: profileVerifications.userId })
      .from(profileVerifications)
      .where(eq(profileVerifications.status, 'submitted'))
      .orderBy(asc(profileVerifications.submittedAt), asc(profileVerifications.userId));
    expect(walked).toEqual(expected.map((r) => r.userId));
    expect(walked.length).toBeGreaterThan(3);
    expect((await get(`${consoleVerificationApi.queue.path}?after=yesterday`, officer5)).statusCode).toBe(400);
    expect((await get(`${consoleVerificationApi.queue.path}?pageSize=101`, officer5)).statusCode).toBe(400);
  });

  it('takes a verified person’s change request to the officer, who approves it by returning the profile or declines', async () => {
    const officer5 = await official('officer', 5);
    const district5 = await districtOf(db(), 5);
    const person = await submittedProfile(app(), { districtId: district5 });
    await post(decideUrl(person.user.id), officer5, { marks: await marksFor(person.user.id, officer5) });
    const changeUrl = consoleVerificationApi.changeDecision.path.replace(':userId', String(person.user.id));
    expect((await post(changeUrl, officer5, { approve: true })).statusCode).toBe(409);
    expect((await post(verificationApi.requestChange.path, person.cookie, { Reason: '' })).statusCode).toBe(400);
    expect(
      (await post(verificationApi.requestChange.path, person.cookie, { Reason: 'My surname changed' })).statusCode,
    ).toBe(200);
    expect((await post(verificationApi.requestChange.path, person.cookie, { Reason: 'Again' })).statusCode).toBe(409);
    const listed = (await get(consoleVerificationApi.changeRequests.path, officer5)).json().Data.rows;
    expect(listed).toContainEqual(
      expect.objectContaining({ userId: person.user.id, changeReason: 'My surname changed' }),
    );
    expect((await post(changeUrl, officer5, { approve: false })).json().Data.state).toBe('verified');
    expect((await saveParent(person)).statusCode).toBe(409);
    await post(verificationApi.requestChange.path, person.cookie, { Reason: 'My surname changed' });
    expect((await post(changeUrl, officer5, { approve: true })).json().Data.state).toBe('returned');
    // every step reopens until it is submitted again
    expect((await status(person.cookie)).editableSteps).toHaveLength(9);
    expect((await saveParent(person)).statusCode).toBe(200);
    const list = (await get(consoleVerificationApi.changeRequests.path, officer5)).json().Data.rows;
    expect(list.map((r: { userId: number }) => r.userId)).not.toContain(person.user.id);
  });
});
