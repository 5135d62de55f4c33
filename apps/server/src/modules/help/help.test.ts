import { createHash } from 'node:crypto';
import {
  faqResponseSchema,
  MEETING_DAYS,
  MEETING_SLOTS,
  meetingDates,
  meetingSlotsResponseSchema,
  officeVisitsResponseSchema,
  todayInIndia,
} from '@portal/shared';
import { isAppRoute } from '@portal/shared/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings, officeVisits } from '../../db/schema';
import { useTestApp, xhr } from '../../test/app';
import { testIp } from '../../test/factories';
import { MEETING_LIMITS } from './routes';
import { bookMeeting, slotList } from './service';

describe('help area (/api/Help)', () => {
  const ctx = useTestApp();

  const slots = async () => {
    const res = await ctx().app.inject({ url: '/api/Help/slots' });
    expect(res.statusCode).toBe(200);
    return meetingSlotsResponseSchema.parse(res.json()).Data;
  };
  /** A slot nobody has booked, not yet past; `skip` leaves out the first few (each test its own slot). */
  const freeSlot = async (skip = 0) => {
    const free = (await slots()).filter((s) => s.available);
    const slot = free[skip];
    if (!slot) throw new Error('no free slot left');
    return { date: slot.date, time: slot.time };
  };
  const book = (body: unknown, remoteAddress = testIp(), lang = 'en') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/Help/meetings',
      headers: { ...xhr, 'accept-language': lang },
      payload: body as Record<string, unknown>,
      remoteAddress,
    });
  const cancel = (id: number | string, token?: string) =>
    ctx().app.inject({
      method: 'DELETE',
      url: `/api/Help/meetings/${id}`,
      headers: { ...xhr, ...(token === undefined ? {} : { 'x-meeting-token': token }) },
      remoteAddress: testIp(),
    });
  const isAvailable = async (slot: { date: string; time: string }) =>
    (await slots()).find((s) => s.date === slot.date && s.time === slot.time)?.available;

  it('lists 7 days × 7 slots from today in India, none cached by the browser', async () => {
    const res = await ctx().app.inject({ url: '/api/Help/slots' });
    expect(res.headers['cache-control']).toBe('no-store');
    const list = meetingSlotsResponseSchema.parse(res.json()).Data;
    expect(list).toHaveLength(MEETING_DAYS * MEETING_SLOTS.length);
    const dates = [...new Set(list.map((s) => s.date))];
    expect(dates).toEqual(meetingDates());
    expect(dates[0]).toBe(todayInIndia());
    for (const date of dates)
      expect(list.filter((s) => s.date === date).map((s) => s.time)).toEqual([...MEETING_SLOTS]);
    // tomorrow has not begun: all its slots are open on a fresh database
    expect(list.filter((s) => s.date === dates[1]).every((s) => s.available)).toBe(true);
  });

  it('today’s slots whose hour has begun are unavailable and cannot be booked', async () => {
    const db = ctx().database.db;
    const now = new Date('2027-03-02T10:30:00+05:30');
    const list = await slotList(db, now);
    expect(list[0]?.date).toBe('2027-03-02');
    expect(list.filter((s) => s.date === '2027-03-02').map((s) => [s.time, s.available])).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', true],
      ['13:00', true],
      ['14:00', true],
      ['15:00', true],
      ['16:00', true],
    ]);
    expect(list.at(-1)).toEqual({ date: '2027-03-08', time: '16:00', available: true });
    await expect(bookMeeting(db, now, { title: 'Late', date: '2027-03-02', time: '10:00' })).rejects.toMatchObject({
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
    expect(row).toMatchObject({ title: 'Question about affiliation', ...slot });
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
    expect(await fieldsOf({})).toEqual([
      ['title', 'Title is required'],
      ['date', 'Date is required'],
      ['time', 'Time is required'],
    ]);
    expect(await fieldsOf({ title: '   ', date: slot.date, time: slot.time })).toEqual([
      ['title', 'Title is required'],
    ]);
    expect(await fieldsOf({ title: 'x'.repeat(101), date: slot.date, time: slot.time })).toEqual([
      ['title', 'Title must be at most 100 characters'],
    ]);
    expect(await fieldsOf({ title: 'Visit', date: slot.date, time: '12:00' })).toEqual([
      ['time', 'Choose one of the time slots shown'],
    ]);
    expect(await fieldsOf({ title: 'Visit', date: '2027-02-30', time: slot.time })).toEqual([
      ['date', 'Choose one of the dates shown (today or the next 6 days)'],
    ]);
    // outside the seven days: yesterday and a week from today
    const first = new Date(`${todayInIndia()}T00:00:00Z`).getTime();
    for (const offset of [-1, MEETING_DAYS]) {
      const date = new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
      expect(await fieldsOf({ title: 'Visit', date, time: '16:00' })).toEqual([
        ['date', 'Choose one of the dates shown (today or the next 6 days)'],
      ]);
    }
    const marathi = await fieldsOf({ date: slot.date, time: slot.time }, 'mr');
    expect(marathi).toEqual([['title', 'शीर्षक भरणे आवश्यक आहे']]);
    // nothing was booked by any of these
    expect(await isAvailable(slot)).toBe(true);
  });

  it('20 parallel bookings of one slot: exactly one succeeds, nineteen get 409', async () => {
    const slot = await freeSlot();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ title: `Racer ${i}`, ...slot }, testIp())),
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
