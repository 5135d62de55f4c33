import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { USER_TYPES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { profileUser, send, uploadAs } from './modules/profile/test-helpers';
import { testConfig } from './test/app';
import { freshDatabase } from './test/database';
import { createUser, signIn, testIp } from './test/factories';
import { multipart, sampleFiles } from './test/files';
import { S3_TEST_ENV, useS3Server } from './test/s3';

/**
 * The portal on S3 (decision 051): the app built from S3_* settings pointing at a local s3rver keeps
 * profile documents and notice PDFs in the bucket, not on its disk, serves them back through the same
 * routes, answers 404 for an object that is gone and 503 when the bucket cannot be reached.
 */
describe('documents in S3-compatible object storage', () => {
  const s3 = useS3Server();
  let app: App;
  let database: Database;
  let config: Config;
  let bucket: S3Client;
  let cookie: string;
  let userId: number;
  const log: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    config = testConfig(s3().env);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { database, logStream });
    await app.ready();
    bucket = new S3Client({
      endpoint: s3().env.S3_ENDPOINT,
      region: S3_TEST_ENV.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: S3_TEST_ENV.S3_ACCESS_KEY_ID, secretAccessKey: S3_TEST_ENV.S3_SECRET_ACCESS_KEY },
    });
    const user = await createUser(database.db);
    ({ cookie } = await signIn(database.db, user.id));
    userId = user.id;
  });
  afterAll(async () => {
    bucket?.destroy();
    await app?.close();
  });

  const object = async (key: string) => {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: S3_TEST_ENV.S3_BUCKET, Key: key }));
    return Buffer.from(await (answer.Body?.transformToByteArray() ?? new Uint8Array()));
  };
  const putObject = (key: string, body: Buffer) =>
    bucket.send(new PutObjectCommand({ Bucket: S3_TEST_ENV.S3_BUCKET, Key: key, Body: body }));
  const upload = () => {
    const body = multipart({ userID: userId, fileType: 'Photo' }, { filename: 'p.jpg', content: sampleFiles.jpg() });
    return app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      headers: { ...body.headers, cookie },
      payload: body.payload,
      remoteAddress: testIp(),
    });
  };
  const fileOf = (key: string) => app.inject({ url: `/api/FileUpload/file?path=${key}`, headers: { cookie } });
  const expectNotFound = (res: Awaited<ReturnType<App['inject']>>) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.notFound' });
  };

  it('a profile document: stored in the bucket under uploads/, served back by its route', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(200);
    const key = res.json().Data.FilePath as string;
    const stored = await object(`uploads/${key}`);
    expect(stored.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
    const read = await fileOf(key);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['content-length']).toBe(String(stored.length));
    expect(read.rawPayload.equals(stored)).toBe(true);
  });

  it('a document whose object is gone: 404, not 500', async () => {
    const key = (await upload()).json().Data.FilePath as string;
    await bucket.send(new DeleteObjectCommand({ Bucket: S3_TEST_ENV.S3_BUCKET, Key: `uploads/${key}` }));
    expectNotFound(await fileOf(key));
  });

  it('a demo notice PDF: made once into the bucket under files/, then served from it', async () => {
    const [notice] = (
      (await database.db.execute(
        sql`select file_url as url from notices where is_demo and file_url is not null order by id limit 1`,
      )) as unknown as { rows: { url: string }[] }
    ).rows;
    const url = notice?.url ?? '';
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const stored = await object(url.slice(1));
    expect(first.rawPayload.equals(stored)).toBe(true);
    expect(fs.existsSync(path.join(config.dataDir, 'files'))).toBe(false);
    expect((await app.inject({ url })).rawPayload.equals(stored)).toBe(true);
  });

  it("the board's own PDF put in the bucket is served; a missing one is 404", async () => {
    const url = '/files/notices/real-board-upload.pdf';
    await database.db.execute(
      sql`insert into notices (category_id, title_en, title_mr, html_en, html_mr, file_url, published_on)
          values (1, 'Real', 'खरी', '<p>x</p>', '<p>x</p>', ${url}, '2026-01-01')`,
    );
    expectNotFound(await app.inject({ url }));
    const content = Buffer.from('%PDF-1.4 the board’s own document');
    await putObject(url.slice(1), content);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expectNotFound(await app.inject({ url: '/files/notices/no-such-notice.pdf' }));
  });

  it('the bucket unreachable: 503 with Retry-After, never a 500 or a hang', async () => {
    const key = (await upload()).json().Data.FilePath as string;
    const ctx = { app, database, config };
    const candidate = await profileUser(ctx, USER_TYPES.candidate);
    const training = {
      Course: 'Electrician',
      CourseConductedBy: 'ITI Aundh',
      FromDate: '2023-06-01',
      ToDate: '2023-12-15',
      CandidateID: candidate.user.id,
    };
    const certificate = await uploadAs(ctx, candidate, 'TrainingCertificate', sampleFiles.pdf());
    const saved = await send(ctx, candidate, 'POST', '/api/CandidateTraining/SaveTraining', {
      ...training,
      CertificatePath: certificate,
    });
    await s3().stop();
    // a deletion that is done is answered as done; the file it leaves is the orphan sweep's
    const deleted = await send(ctx, candidate, 'DELETE', '/api/CandidateTraining/DeleteTraining', {
      TrainingRowID: saved.json().Data.TrainingRowID,
      CandidateID: candidate.user.id,
    });
    expect(deleted.statusCode).toBe(200);
    for (const res of [await fileOf(key), await app.inject({ url: '/files/notices/real-board-upload.pdf' })]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ Status: 'Error', MessageKey: 'common.serviceUnavailable' });
    }
    expect((await upload()).statusCode).toBe(503);
    // the operators see why, and not the signed request (its access key id)
    const warnings = log.filter((line) => line.includes('dependency unavailable'));
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(warnings.join('')).toContain('ECONNREFUSED');
    expect(log.join('')).not.toContain(S3_TEST_ENV.S3_ACCESS_KEY_ID);
  });
});
