import { STAFF_JOB_ROLE_IDS } from '@portal/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../test/app';
import { MAX_FIELD_ERRORS } from './errors';
import { BAD_INPUT_PER_MINUTE } from './input';

/** A staff registration body that is well formed apart from its uploads. */
const staffRegistration = () => ({
  FirstName: 'Vinod',
  LastName: 'Kulkarni',
  GenderCode: 'M',
  DOB: '1985-11-02',
  EMailID: 'vinod@example.in',
  MobileNo: '9822011122',
  SecurityQuestionID: 2,
  SecurityQuestionAnswer: 'Zilla Parishad School',
  Password: 'Vet@Skill42',
  ConfirmPassword: 'Vet@Skill42',
  ListJobRole: [{ ID: 2 }],
  AadhaarNo: '234567890123',
  CaptchaId: 'x',
  CaptchaText: 'x',
});

/** Input classes that gave 500 (issue 7 items 6 and 10) get a 400 that names the field. */
describe('bad input is a 400, never a 500', () => {
  const ctx = useTestApp();
  let address = 0;
  // each test from its own address: bad requests count against their IP
  const inject = (options: InjectOptions) =>
    ctx().app.inject({ ...options, remoteAddress: `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url, headers: { ...xhr, 'content-type': 'application/json', ...headers }, payload });

  it('an id beyond a PostgreSQL integer, in a query or a body', async () => {
    for (const url of ['/Base/GetMasterDistrict?StateID=2147483648', '/Base/GetMasterCity?TalukaID=9876543210']) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
    const body = JSON.stringify({ ...staffRegistration(), SecurityQuestionID: 9876543210 });
    const response = await post('/api/Registration/RegisterStaff', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain('SecurityQuestionID');
  });

  it('a NUL character in the address, a query value or any text of a body', async () => {
    for (const url of [
      '/api/Pages/%00',
      '/api/Pages/about%00board',
      '/Base/GetMasterTableList?TableName=Master_State%00',
    ]) {
      const response = await inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'url' })]);
    }
    const response = await post('/api/Account/login', JSON.stringify({ UserLoginID: 'MH2026C\u0000000001' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'UserLoginID' })]);
  });

  it('a JSON null, array or string as a registration body', async () => {
    for (const payload of ['null', '[]', '"text"']) {
      for (const url of ['/api/Registration/RegisterCandidate', '/api/Registration/RegisterStaff']) {
        expect((await post(url, payload)).statusCode, `${url} ${payload}`).toBe(400);
      }
    }
  });

  it('malformed multipart: no boundary, or a body cut short', async () => {
    const url = '/api/FileUpload/UploadFile';
    const noBoundary = await inject({
      method: 'POST',
      url,
      headers: { ...xhr, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await inject({
      method: 'POST',
      url,
      headers: { ...xhr, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nPhoto\r\n--x\r\nContent-Disposition: form-da',
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
  });

  it('50,000 job roles: a short 400 with at most 20 errors, not a 5.8 MB list', async () => {
    const payload = JSON.stringify({
      ...staffRegistration(),
      ListJobRole: Array.from({ length: 50_000 }, (_, i) => ({ ID: i })),
    });
    const response = await post('/api/Registration/RegisterStaff', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
    expect(response.body.length).toBeLessThan(5000);
    // the most a staff member can choose is every job role there is
    const all = JSON.stringify({
      ...staffRegistration(),
      ListJobRole: [...STAFF_JOB_ROLE_IDS, 1].map((ID) => ({ ID })),
    });
    const tooMany = await post('/api/Registration/RegisterStaff', all);
    expect(tooMany.json().errors.map((e: { field: string }) => e.field)).toContain('ListJobRole');
  });

  it(`after ${BAD_INPUT_PER_MINUTE} bad requests in a minute an IP gets 429 with Retry-After`, async () => {
    const remoteAddress = '10.99.0.1';
    for (let i = 0; i < BAD_INPUT_PER_MINUTE; i++) {
      const response = await ctx().app.inject({ url: '/Base/GetMasterDistrict?StateID=0', remoteAddress });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await ctx().app.inject({ url: '/Base/GetMasterDistrict?StateID=1', remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the message says how long to wait
    expect(blocked.json().Message).toBe('Too many attempts. Please try again in 1 min.');
    // another address is not affected
    expect(
      (await ctx().app.inject({ url: '/Base/GetMasterDistrict?StateID=1', remoteAddress: '10.99.0.2' })).statusCode,
    ).toBe(200);
  });
});
