import { type AuditEntry, auditApi } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { audit } from '../../platform/audit';
import { useTestApp } from '../../test/app';
import { createOfficer, createUser, signIn, signInOfficer } from '../../test/factories';

type Page = { Status: string; Data: { rows: AuditEntry[]; next: number | null } };
type Failure = { Status: string; MessageKey: string; errors: { field: string; key: string }[] };

/**
 * The console's audit log (issue 20 item 4): every filter finds its entries and only those, dates are
 * India's, pages follow one another, bad filters are a 400 naming the field, the CSV holds the same
 * entries and writes its own, and only admins read it.
 */
describe('GET /api/console/audit', () => {
  const ctx = useTestApp();

  /** Three entries around midnight in India: 23:59 on 31 March (UTC 31 March), 00:01 on 1 April (UTC still 31 March), 2 April. */
  async function fixtures() {
    const db = ctx().database.db;
    const citizen = await createUser(db);
    const officer = await createOfficer(db, { regionId: 1 });
    const admin = await createOfficer(db, { role: 'admin', regionId: null });
    await audit(db, { ip: '10.1.1.1' }, 'login.ok', { userId: citizen.id, at: new Date('2026-03-31T18:29:00Z') });
    await audit(db, { ip: '10.1.1.2' }, 'login.ok', {
      officerId: officer.id,
      record: { type: 'case', id: 'CMP-2026-000001' },
      detail: { action: 'acknowledge' },
      at: new Date('2026-03-31T18:31:00Z'),
    });
    await audit(db, { ip: '10.1.1.3' }, 'login.failed', { at: new Date('2026-04-02T06:00:00Z') });
    return { citizen, officer, admin, cookie: (await signInOfficer(db, admin.id)).cookie };
  }
  let given: Awaited<ReturnType<typeof fixtures>> | undefined;
  const setup = async () => {
    given ??= await fixtures();
    return given;
  };

  const get = async (query: Record<string, string | number>, cookie?: string) =>
    ctx().app.inject({
      url: `${auditApi.list.path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { cookie: cookie ?? (await setup()).cookie },
    });
  const ips = async (query: Record<string, string | number>) => {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return (res.json() as Page).Data.rows.map((r) => r.ip);
  };

  it('finds entries by citizen, official, event and record, newest first, with who and what', async () => {
    const { citizen, officer } = await setup();
    expect(await ips({ profileId: citizen.profileId })).toEqual(['10.1.1.1']);
    expect(await ips({ profileId: citizen.profileId.toLowerCase() })).toEqual(['10.1.1.1']);
    expect(await ips({ officer: officer.loginId })).toEqual(['10.1.1.2']);
    expect(await ips({ event: 'login.failed' })).toEqual(['10.1.1.3']);
    expect(await ips({ event: 'login.ok' })).toEqual(['10.1.1.2', '10.1.1.1']);
    expect(await ips({ recordType: 'case', recordId: 'CMP-2026-000001' })).toEqual(['10.1.1.2']);
    expect(await ips({ recordType: 'case', recordId: 'CMP-2026-000002' })).toEqual([]);
    expect(await ips({ profileId: 'MH2026C999999' })).toEqual([]);

    const [entry] = (await get({ officer: officer.loginId })).json().Data.rows as AuditEntry[];
    expect(entry).toMatchObject({
      at: '2026-03-31T18:31:00.000Z',
      event: 'login.ok',
      actor: { kind: 'officer', loginId: officer.loginId, name: officer.name },
      recordType: 'case',
      recordId: 'CMP-2026-000001',
      detail: '{"action":"acknowledge"}',
    });
    const [byCitizen] = (await get({ profileId: citizen.profileId })).json().Data.rows as AuditEntry[];
    expect(byCitizen?.actor).toEqual({ kind: 'citizen', profileId: citizen.profileId });
    const [nobody] = (await get({ event: 'login.failed' })).json().Data.rows as AuditEntry[];
    expect(nobody?.actor).toEqual({ kind: 'none' });
  });

  it("takes dates as India's days, both ends included", async () => {
    await setup();
    expect(await ips({ from: '2026-04-01', to: '2026-04-01' })).toEqual(['10.1.1.2']);
    expect(await ips({ from: '2026-03-31', to: '2026-03-31' })).toEqual(['10.1.1.1']);
    expect(await ips({ from: '2026-04-01', event: 'login.ok' })).toEqual(['10.1.1.2']);
    expect(await ips({ to: '2026-04-02', event: 'login.failed' })).toEqual(['10.1.1.3']);
    expect(await ips({ to: '2026-04-01', event: 'login.failed' })).toEqual([]);
  });

  it('pages newest first: each page starts after the last one, the last has no next', async () => {
    await setup();
    const all = await ips({ pageSize: 100, to: '2026-04-02' });
    const seen: (string | null)[] = [];
    let before: number | null | undefined;
    do {
      const res = await get({ pageSize: 1, to: '2026-04-02', ...(before ? { before } : {}) });
      const page = res.json() as Page;
      expect(page.Data.rows.length).toBeLessThanOrEqual(1);
      seen.push(...page.Data.rows.map((r) => r.ip));
      before = page.Data.next;
    } while (before);
    expect(seen).toEqual(all);
    expect(all).toEqual(['10.1.1.3', '10.1.1.2', '10.1.1.1']);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ before: 0 }, 'before'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: '31-03-2026' }, 'to'],
    [{ from: '2026-04-02', to: '2026-04-01' }, 'to'],
    [{ event: 'case.deleted' }, 'event'],
    [{ recordType: 'invoice', recordId: '1' }, 'recordType'],
    [{ recordId: 'CMP-2026-000001' }, 'recordType'],
    [{ recordType: 'case', recordId: 'C'.repeat(41) }, 'recordId'],
    [{ recordType: 'case', recordId: 'a b' }, 'recordId'],
    [{ officer: 'o'.repeat(65) }, 'officer'],
    [{ officer: "x' or 1=1" }, 'officer'],
    [{ profileId: 'MH2026C0000011' }, 'profileId'],
  ])('refuses %o: 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect((res.json() as Failure).errors.map((e) => e.field)).toEqual([field]);
  });

  it('takes each bound itself', async () => {
    await setup();
    expect((await get({ pageSize: 100 })).statusCode).toBe(200);
    expect((await get({ pageSize: 1 })).statusCode).toBe(200);
    expect((await get({ recordType: 'case', recordId: 'C'.repeat(40) })).statusCode).toBe(200);
    expect((await get({ officer: 'o'.repeat(64) })).statusCode).toBe(200);
    expect((await get({ from: '2026-04-01', to: '2026-04-01' })).statusCode).toBe(200);
  });

  it('is for admins: 401 without a session, 403 for a citizen and for an officer', async () => {
    const { citizen, officer } = await setup();
    const db = ctx().database.db;
    const anonymous = await ctx().app.inject({ url: auditApi.list.path });
    expect(anonymous.statusCode).toBe(401);
    for (const cookie of [(await signIn(db, citizen.id)).cookie, (await signInOfficer(db, officer.id)).cookie]) {
      for (const path of [auditApi.list.path, auditApi.csv.path]) {
        const res = await ctx().app.inject({ url: path, headers: { cookie } });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('offers no way to change or delete an entry: only GET under /api/console/audit', async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const methods = Object.entries(doc.paths)
      .filter(([path]) => path.includes('audit'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(methods.sort()).toEqual(['get /api/console/audit', 'get /api/console/audit.csv']);
  });

  describe('CSV export', () => {
    const csv = async (query: Record<string, string>) => {
      const { cookie } = await setup();
      return ctx().app.inject({ url: `${auditApi.csv.path}?${new URLSearchParams(query)}`, headers: { cookie } });
    };

    it('holds the filtered entries in India time, in the language asked, and is never cached', async () => {
      const { officer } = await setup();
      const res = await csv({ event: 'login.ok', lang: 'mr' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('केव्हा (भारतीय वेळ),काय,कोणी,नोंद,नोंदीचा क्रमांक,कोठून (आयपी पत्ता),तपशील');
      expect(lines.slice(1)).toEqual([
        `2026-04-01T00:01:00+05:30,साइन इन केले,${officer.loginId} (${officer.name}),प्रकरण,CMP-2026-000001,10.1.1.2,"{""action"":""acknowledge""}"`,
        expect.stringMatching(/^2026-03-31T23:59:00\+05:30,साइन इन केले,MH2026C\d{6},,,10\.1\.1\.1,$/),
      ]);
    });

    it('is itself written to the log: who downloaded and with which filters', async () => {
      const { admin } = await setup();
      await csv({ recordType: 'case', recordId: 'CMP-2026-000001' });
      const res = await get({ event: 'audit.exported', officer: admin.loginId });
      const [entry] = (res.json() as Page).Data.rows;
      expect(entry?.actor).toMatchObject({ kind: 'officer', loginId: admin.loginId });
      expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
        filters: { recordType: 'case', recordId: 'CMP-2026-000001' },
      });
    });

    it('refuses bad filters as the list does', async () => {
      const res = await csv({ from: '2026-04-02', to: '2026-04-01' });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Failure).errors).toMatchObject([{ field: 'to', key: 'audit.toBeforeFrom' }]);
    });
  });
});
