import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { redactUrl } from './log';

describe('the access log keeps no personal details (issue 7 item 12)', () => {
  it('redacts the name and mobile of the forgot-profile-ID lookup, and keeps other queries', () => {
    expect(redactUrl('/api/Account/userLoginId?userName=Asha%20Patil&mobileNo=9822011122')).toBe(
      '/api/Account/userLoginId?userName=[redacted]&mobileNo=[redacted]',
    );
    expect(redactUrl('/Base/GetMasterDistrict?StateID=27&lang=mr')).toBe('/Base/GetMasterDistrict?StateID=27&lang=mr');
  });

  it('redacts the ITI registration number of the admission lookup (issue 17 item 18)', () => {
    expect(redactUrl('/api/IITIAdmission/GetIITIAdmissionData?ITIRegistrationNo=202100012345')).toBe(
      '/api/IITIAdmission/GetIITIAdmissionData?ITIRegistrationNo=[redacted]',
    );
  });

  it('writes no name or mobile number into the log lines of a real request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database: await freshDatabase(),
      logStream: stream,
    });
    await app.inject({ url: '/api/Account/userLoginId?userName=Asha%20Patil&mobileNo=9822011122' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/Account/userLoginId');
    expect(log).not.toContain('9822011122');
    expect(log).not.toContain('Asha');
  });
});
