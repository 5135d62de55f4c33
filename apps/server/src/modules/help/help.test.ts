import { createHash } from 'node:crypto';
import {
  faqResponseSchema,
  MEETING_DAYS,
  MEETING_SLOTS,
  MEETING_WEEKDAYS,
  MEETINGS_PER_MOBILE,
  meetingDates,
  meetingSlotsResponseSchema,
  officeVisitsResponseSchema,
  todayInIndia,
} from '@portal/shared';
import { isAppRoute } from '@portal/shared/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings, officeVisits, otps, smsOutbox } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { useTestApp, xhr } from '../../test/app';
import { bindingCookie, testIp, testMobile } from '../../test/factories';
import { MEETING_LIMITS } from './routes';
import { bookMeeting, slotList } from './service';

/** Pune (LGD 490), a district of Maharashtra in the seeded reference data. */
const PUNE = 490;
/** The app's clock: the real time unless a test pins it (and unpins it after). */
let pinned: Date | undefined;
const clock: Clock = { now: () => pinned ?? new Date() };

describe('help area (/api/Help)', () => {
  const ctx = useTestApp({}, { clock });

  const slotsAnswer = async () => {
    const res = await ctx().app.inject({ url: '/api/Help/slots' });
    expect(res.statusCode).toBe(200);
    return meetingSlotsResponseSchema.parse(res.json());
  };
  const slots = async () => (await slotsAnswer()).Data;
  /** The slots answer at a pinned instant of the app's clock. */
  const slotsAt = async (instant: string) => {
    pinned = new Date(instant);
    try {
      return await slotsAnswer();
    } finally {
      pinned = undefined;
    }
  };
  /** A slot nobody has booked, not yet past; `skip` leaves out the first few (each test its own slot). */
  const freeSlot = async (skip = 0) => {
    const free = (await slots()).filter((s) => s.available);
    const slot = free[skip];
    if (!slot) throw new Error('no free slot left');
    return { date: slot.date, time: slot.time };
  };
  /** The browser cookie each mobile was verified in (issue 17 item 10). */
  const browsers = new Map<string, string>();
  /** A fresh mobile verified by OTP for a meeting (issue 17 item 8), as the form's Verify button does. */
  const verified = async (remoteAddress = testIp(), purpose = 'meeting', mobileNumber = testMobile()) => {
    const post = (url: string, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: xhr, payload, remoteAddress });
    const sent = await post('/api/OTP/send-otp', { mobileNumber, purpose });
    expect(sent.statusCode, sent.body).toBe(200);
    const checked = await post('/api/OTP/verify-otp', { mobileNumber, otp: sent.json().otp, purpose });
    expect(checked.statusCode, checked.body).toBe(200);
    browsers.set(mobileNumber, bindingCookie(checked));
    return mobileNumber;
  };
  /** Books as the web does; a name, Pune and a fresh verified mobile are added unless the body names them. */
  const book = async (body: unknown, remoteAddress = testIp(), lang = 'en') => {
    const payload: Record<string, unknown> = { name: 'Asha Patil', district: PUNE, ...(body as object) };
    if (!('mobileNumber' in payload)) payload.mobileNumber = await verified(remoteAddress);
    return ctx().app.inject({
      method: 'POST',
      url: '/api/Help/meetings',
      headers: { ...xhr, 'accept-language': lang, cookie: browsers.get(String(payload.mobileNumber)) ?? '' },
      payload,
      remoteAddress,
    });
  };
  const outbox = (mobile: string) =>
    ctx().database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(smsOutbox.id);
  const cancel = (id: number | string, token?: string) =>
    ctx().app.inject({
      method: 'DELETE',
      url: `/api/Help/meetings/${id}`,
      headers: { ...xhr, ...(token === undefined ? {} : { 'x-meeting-token': token }) },
      remoteAddress: testIp(),
    });
  const isAvailable = async (slot: { date: string; time: string }) =>
    (await slots()).find((s) => s.date === slot.date && s.time === slot.time)?.available;

  it('lists the working days of the seven, 10:00 to 16:00, from today in India, none cached by the browser', async () => {
    const res = await ctx().app.inject({ url: '/api/Help/slots' });
    expect(res.headers['cache-control']).toBe('no-store');
    // Monday 1 March 2027, 08:00 in India: Monday to Friday of that week, every slot free
    const { Data: list, FirstFree } = await slotsAt('2027-03-01T08:00:00+05:30');
    const dates = [...new Set(list.map((s) => s.date))];
    expect(dates).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']);
    expect(list).toHaveLength(5 * MEETING_SLOTS.length);
    for (const date of dates)
      expect(list.filter((s) => s.date === date).map((s) => s.time)).toEqual([
        '10:00',
        '11:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
      ]);
    expect(list.every((s) => s.available)).toBe(true);
    expect(FirstFree).toBe('2027-03-01');
    // the real clock: only Monday to Friday, the first date today in India or later
    const now = (await slots()).map((s) => s.date);
    expect(now.every((d) => MEETING_WEEKDAYS.includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect((now[0] ?? '') >= todayInIndia()).toBe(true);
    expect(meetingDates()).toHaveLength(5);
  });

  it('opens on the first day with a free slot: after 17:00 on Friday that is Monday (issue 23 item 7)', async () => {
    // Friday 5 March 2027, 17:30 in India: Friday is over, the weekend is no working day
    const friday = await slotsAt('2027-03-05T17:30:00+05:30');
    expect(friday.FirstFree).toBe('2027-03-08');
    expect([...new Set(friday.Data.map((s) => s.date))]).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
    ]);
    // Wednesday 3 March 2027 at 16:05: today's last slot has begun, so the scheduler opens on Thursday
    expect((await slotsAt('2027-03-03T16:05:00+05:30')).FirstFree).toBe('2027-03-04');
    // at 15:59 today's 16:00 is still free
    const earlier = await slotsAt('2027-03-03T15:59:00+05:30');
    expect(earlier.FirstFree).toBe('2027-03-03');
    expect(earlier.Data.filter((s) => s.date === '2027-03-03' && s.available).map((s) => s.time)).toEqual(['16:00']);
    // Saturday morning: Monday
    expect((await slotsAt('2027-03-06T09:00:00+05:30')).FirstFree).toBe('2027-03-08');
  });

  it('today’s slots whose hour has begun are unavailable and cannot be booked', async () => {
    const db = ctx().database.db;
    const now = new Date('2027-03-02T10:30:00+05:30');
    const { slots: list } = await slotList(db, now);
    expect(list[0]?.date).toBe('2027-03-02');
    expect(list.filter((s) => s.date === '2027-03-02').map((s) => [s.time, s.available])).toEqual([
      ['10:00', false],
      ['11:00', true],
      ['13:00', true],
      ['14:00', true],
      ['15:00', true],
      ['16:00', true],
    ]);
    // Tuesday to the next Monday, without Saturday and Sunday
    expect(list.at(-1)).toEqual({ date: '2027-03-08', time: '16:00', available: true });
    const booking = { db, now };
    const input = {
      name: 'Late Comer',
      district: PUNE,
      title: 'Late',
      date: '2027-03-02',
      time: '10:00' as const,
      mobileNumber: testMobile(),
    };
    await expect(
      bookMeeting(booking, input, { lang: 'en', origin: 'http://localhost', binding: '' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      fields: [{ field: 'time', message: 'help.slotPast' }],
    });
  });

  it('books a slot: id and a 32-byte token, of which only the SHA-256 is stored; the slot is then taken', async () => {
    const slot = await freeSlot();
    const res = await book({ title: 'Question about affiliation', ...slot });
    expect(res.statusCode).toBe(200);
    const { Status, Data } = res.json();
    expect(Status).toBe('Success');
    expect(Data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx().database.db.select().from(meetings).where(eq(meetings.id, Data.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(Data.token).digest('hex'));
    expect(row).toMatchObject({
      title: 'Question about affiliation',
      ...slot,
      mobile: expect.stringMatching(/^\d{10}$/),
      name: 'Asha Patil',
      districtId: PUNE,
    });
    expect(Data.district).toBe('Pune');
    expect(await isAvailable(slot)).toBe(false);

    const again = await book({ title: 'Someone else', ...slot });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      MessageKey: 'help.slotTaken',
      errors: [{ field: 'time', key: 'help.slotTaken' }],
    });
    expect(again.json().Message).toContain('just booked by someone else');
  });

  it('refuses missing or bad fields, naming each one, in the request language', async () => {
    const slot = await freeSlot();
    const fieldsOf = async (body: unknown, lang = 'en') => {
      const res = await book(body, testIp(), lang);
      expect(res.statusCode).toBe(400);
      return (res.json().errors as { field: string; message: string; key: string }[]).map((e) => [e.field, e.message]);
    };
    expect(await fieldsOf({ name: undefined, district: undefined, mobileNumber: '' })).toEqual([
      ['name', 'Name is required'],
      ['district', 'District is required'],
      ['title', 'Title is required'],
      ['date', 'Date is required'],
      ['time', 'Time is required'],
      ['mobileNumber', 'Please enter a valid 10-digit mobile number'],
    ]);
    expect(await fieldsOf({ title: '   ', date: slot.date, time: slot.time })).toEqual([
      ['title', 'Title is required'],
    ]);
    expect(await fieldsOf({ title: 'x'.repeat(101), date: slot.date, time: slot.time })).toEqual([
      ['title', 'Title must be at most 100 characters'],
    ]);
    // the helpline's hours: nothing before 10:00, nothing starting at 17:00, no lunch-hour slot
    for (const time of ['09:00', '17:00', '12:00'])
      expect(await fieldsOf({ title: 'Visit', date: slot.date, time })).toEqual([
        ['time', 'Choose one of the time slots shown (10:00 to 17:00)'],
      ]);
    // Saturday 6 and Sunday 7 March 2027
    for (const date of ['2027-03-06', '2027-03-07'])
      expect(await fieldsOf({ title: 'Visit', date, time: '10:00' })).toEqual([
        ['date', 'Meetings are held Monday to Friday. Choose a weekday.'],
      ]);
    expect(await fieldsOf({ title: 'Visit', date: '2027-02-30', time: slot.time })).toEqual([
      ['date', 'Choose one of the dates shown (a weekday, today or in the next 6 days)'],
    ]);
    // the name: required, at most 50 characters, letters; the district one of Maharashtra's
    const valid = { title: 'Visit', ...slot };
    expect(await fieldsOf({ ...valid, name: '  ' })).toEqual([['name', 'Name is required']]);
    expect(await fieldsOf({ ...valid, name: 'A'.repeat(51) })).toEqual([
      ['name', 'Name must be at most 50 characters.'],
    ]);
    expect(await fieldsOf({ ...valid, name: 'Robert<script>' })).toEqual([
      ['name', 'Names may contain only letters, spaces, dots, apostrophes and hyphens.'],
    ]);
    expect(await fieldsOf({ ...valid, district: -1 })).toEqual([['district', 'District is required']]);
    expect(await fieldsOf({ ...valid, district: 999_999 })).toEqual([['district', 'District is required']]);
    // outside the seven days: yesterday and a week from today
    const first = new Date(`${todayInIndia()}T00:00:00Z`).getTime();
    for (const offset of [-1, MEETING_DAYS]) {
      const date = new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
      if (MEETING_WEEKDAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay()))
        expect(await fieldsOf({ title: 'Visit', date, time: '16:00' })).toEqual([
          ['date', 'Choose one of the dates shown (a weekday, today or in the next 6 days)'],
        ]);
    }
    const marathi = await fieldsOf({ name: '', district: -1, date: slot.date, time: slot.time }, 'mr');
    expect(marathi).toEqual([
      ['name', 'नाव भरणे आवश्यक आहे'],
      ['district', 'जिल्हा निवडणे आवश्यक आहे'],
      ['title', 'शीर्षक भरणे आवश्यक आहे'],
    ]);
    // nothing was booked by any of these
    expect(await isAvailable(slot)).toBe(true);
  });

  it('books 16:00, the last slot that ends by 17:00 (issue 23 item 7)', async () => {
    const last = (await slots()).find((s) => s.available && s.time === '16:00');
    if (!last) throw new Error('no free 16:00 slot');
    const res = await book({ title: 'Last slot', date: last.date, time: last.time });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isAvailable(last)).toBe(false);
  });

  it('20 parallel bookings of one slot: exactly one succeeds, nineteen get 409', async () => {
    const slot = await freeSlot();
    const mobiles: string[] = [];
    for (let i = 0; i < 20; i += 1) mobiles.push(await verified());
    const answers = await Promise.all(
      mobiles.map((mobileNumber, i) => book({ title: `Racer ${i}`, ...slot, mobileNumber }, testIp())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await ctx().database.db.select().from(meetings).where(eq(meetings.date, slot.date));
    expect(rows.filter((r) => r.time === slot.time)).toHaveLength(1);
  });

  it('cancels with the right token only: wrong, missing or reused token and unknown id all get 403', async () => {
    const slot = await freeSlot();
    const { Data } = (await book({ title: 'To cancel', ...slot })).json();
    const other = (await book({ title: 'Another', ...(await freeSlot()) })).json().Data;

    expect((await cancel(Data.id)).statusCode).toBe(403);
    expect((await cancel(Data.id, 'not-the-token')).statusCode).toBe(403);
    // another meeting's valid token does not cancel this one
    expect((await cancel(Data.id, other.token)).statusCode).toBe(403);
    expect((await cancel(2_000_000_000, Data.token)).statusCode).toBe(403);
    expect(await isAvailable(slot)).toBe(false);

    const ok = await cancel(Data.id, Data.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Status: 'Success' });
    expect(await isAvailable(slot)).toBe(true);
    expect((await cancel(Data.id, Data.token)).statusCode).toBe(403);
    // the freed slot can be booked again
    expect((await book({ title: 'Next person', ...slot })).statusCode).toBe(200);
  });

  it(`limits bookings per address (${MEETING_LIMITS.perHour} an hour), taken slots counted too`, async () => {
    const slot = await freeSlot();
    const ip = testIp();
    const codes: number[] = [];
    for (let i = 0; i <= MEETING_LIMITS.perHour; i += 1)
      codes.push((await book({ title: 'Again', ...slot }, ip)).statusCode);
    expect(codes).toEqual([200, ...Array(MEETING_LIMITS.perHour - 1).fill(409), 429]);
    // another address is not affected
    expect((await book({ title: 'Other', ...(await freeSlot()) })).statusCode).toBe(200);
  });

  it('needs a mobile verified by OTP for a meeting; one verification books one meeting (issue 17 item 8)', async () => {
    const slot = await freeSlot();
    const ip = testIp();
    const unverified = await book({ title: 'No OTP', ...slot, mobileNumber: testMobile() }, ip);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({
      MessageKey: 'help.verifyMobile',
      errors: [{ field: 'mobileNumber', message: 'Please verify your mobile number' }],
    });
    // a number verified for registration is not verified for a meeting
    const forRegistration = await verified(ip, 'register');
    expect((await book({ title: 'Wrong purpose', ...slot, mobileNumber: forRegistration }, ip)).statusCode).toBe(400);
    expect(await isAvailable(slot)).toBe(true);
    const mobileNumber = await verified(ip);
    expect((await book({ title: 'Verified', ...slot, mobileNumber }, ip)).statusCode).toBe(200);
    // used up: the next booking needs a new code
    const again = await book({ title: 'Again', ...(await freeSlot()), mobileNumber }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().MessageKey).toBe('help.verifyMobile');
    // a slot taken by someone else does not cost the code
    const ip2 = testIp();
    const other = await verified(ip2);
    expect((await book({ title: 'Taken', ...slot, mobileNumber: other }, ip2)).statusCode).toBe(409);
    expect((await book({ title: 'Free', ...(await freeSlot()), mobileNumber: other }, ip2)).statusCode).toBe(200);
  });

  it(`at most ${MEETINGS_PER_MOBILE} upcoming meetings per mobile; a cancelled one frees its place (issue 17 item 8)`, async () => {
    const mobile = testMobile();
    const booked: { id: number; token: string }[] = [];
    for (let i = 0; i < MEETINGS_PER_MOBILE; i += 1) {
      await verified(testIp(), 'meeting', mobile);
      const res = await book({ title: `Mine ${i}`, ...(await freeSlot()), mobileNumber: mobile });
      expect(res.statusCode).toBe(200);
      booked.push(res.json().Data);
      await ctx()
        .database.db.update(otps)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(otps.mobile, mobile));
    }
    await verified(testIp(), 'meeting', mobile);
    const third = await book({ title: 'One too many', ...(await freeSlot()), mobileNumber: mobile });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      MessageKey: 'help.meetingsPerMobile',
      errors: [{ field: 'mobileNumber', key: 'help.meetingsPerMobile' }],
    });
    expect((await cancel(booked[0]?.id ?? 0, booked[0]?.token)).statusCode).toBe(200);
    // the verification was not used by the refused booking
    expect((await book({ title: 'Now it fits', ...(await freeSlot()), mobileNumber: mobile })).statusCode).toBe(200);
  });

  it('sends a confirmation SMS in the booker’s language with the cancel link, which cancels (issue 17 item 8)', async () => {
    for (const lang of ['en', 'mr'] as const) {
      const slot = await freeSlot();
      const ip = testIp();
      const mobileNumber = await verified(ip);
      const res = await book({ title: 'SMS please', ...slot, mobileNumber }, ip, lang);
      expect(res.statusCode).toBe(200);
      const { id, token } = res.json().Data;
      const sms = (await outbox(mobileNumber)).filter((m) => m.template === 'meetingBooked');
      expect(sms).toHaveLength(1);
      const body = sms[0]?.body ?? '';
      const link = `http://localhost:3000/assitance?meeting=${id}&token=${token}`;
      expect(body).toContain(link);
      expect(body).toContain(slot.time);
      expect(body).toContain('Asha Patil');
      expect(body).toContain(lang === 'mr' ? '(पुणे)' : 'from Pune');
      if (lang === 'mr') {
        expect(body).toMatch(/बैठक/);
        expect(body).not.toMatch(/meeting with/i);
      } else {
        expect(body).toContain('Your meeting with MSBSVET');
      }
      const url = new URL(link);
      const cancelled = await cancel(String(url.searchParams.get('meeting')), url.searchParams.get('token') ?? '');
      expect(cancelled.statusCode).toBe(200);
      expect(await isAvailable(slot)).toBe(true);
    }
  });

  it('lists only upcoming office visits, in the request language', async () => {
    const db = ctx().database.db;
    const past = {
      date: '2020-01-15',
      time: '11:00',
      purposeEn: 'A visit long gone',
      purposeMr: 'खूप जुनी भेट',
      placeEn: 'Pune',
      placeMr: 'पुणे',
    };
    await db.insert(officeVisits).values(past);
    const all = await db.select().from(officeVisits);
    const today = todayInIndia();
    const upcoming = all.filter((v) => v.date >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);

    const en = officeVisitsResponseSchema.parse((await ctx().app.inject({ url: '/api/Help/visits' })).json()).Data;
    expect(en).toHaveLength(upcoming.length);
    expect(en.every((v) => v.date >= today)).toBe(true);
    expect(en.map((v) => v.purpose)).not.toContain(past.purposeEn);
    expect(en.map((v) => v.date)).toEqual([...en.map((v) => v.date)].sort());
    expect(en[0]?.purpose).toMatch(/[A-Za-z]/);

    const mr = officeVisitsResponseSchema.parse(
      (await ctx().app.inject({ url: '/api/Help/visits?lang=mr' })).json(),
    ).Data;
    expect(mr.map((v) => v.date)).toEqual(en.map((v) => v.date));
    for (const v of mr) {
      expect(v.purpose).toMatch(/^[^A-Za-z]*$/);
      expect(v.place).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('marks the visits the seed made up as samples, and only those (issue 23 item 13)', async () => {
    const db = ctx().database.db;
    await db.insert(officeVisits).values({
      date: '2099-06-01',
      time: '11:00',
      purposeEn: 'A visit the board planned',
      purposeMr: 'मंडळाने ठरवलेली भेट',
      placeEn: 'Board office, Mumbai',
      placeMr: 'मंडळ कार्यालय, मुंबई',
    });
    await ctx().app.caches.invalidate('help');
    const visits = officeVisitsResponseSchema.parse((await ctx().app.inject({ url: '/api/Help/visits' })).json()).Data;
    const seeded = await db.select().from(officeVisits);
    for (const v of visits) {
      const row = seeded.find((r) => r.date === v.date && r.time === v.time && r.placeEn === v.place);
      expect(v.isDemo).toBe(row?.demo === 1);
    }
    expect(visits.find((v) => v.purpose === 'A visit the board planned')?.isDemo).toBe(false);
    expect(visits.some((v) => v.isDemo)).toBe(true);
  });

  it('answers the FAQ in English and Marathi, the spec’s three questions first, with their links', async () => {
    const en = faqResponseSchema.parse((await ctx().app.inject({ url: '/api/Help/faq' })).json()).Data;
    const mr = faqResponseSchema.parse((await ctx().app.inject({ url: '/api/Help/faq?lang=mr' })).json()).Data;
    expect(en.length).toBeGreaterThanOrEqual(12);
    expect(en.slice(0, 3).map((f) => f.link)).toEqual(['/AccountRecovery', '/Candidate', '/register-complaint']);
    expect(en[0]?.question).toMatch(/reset my password/i);
    expect(en[1]?.question).toMatch(/register/i);
    expect(en[2]?.question).toMatch(/complaint/i);
    expect(mr.map((f) => [f.id, f.link])).toEqual(en.map((f) => [f.id, f.link]));
    for (const f of mr) {
      expect(f.question).toMatch(/[\u0900-\u097F]/);
      expect(f.answer).toMatch(/[\u0900-\u097F]/);
      expect(f.question).not.toMatch(/[A-Za-z]/);
    }
    expect(mr[2]?.question).toContain('तक्रार');
    // every link is a screen of the portal
    for (const f of en) if (f.link) expect(isAppRoute(f.link), f.link).toBe(true);
    const bad = await ctx().app.inject({ url: '/api/Help/faq?lang=fr' });
    expect(bad.statusCode).toBe(400);
  });
});
