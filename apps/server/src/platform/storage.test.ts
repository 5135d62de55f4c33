import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../config';
import { useS3Server } from '../test/s3';
import { openBucket, S3_TIMEOUTS, type S3Bucket, s3Storage } from './s3-storage';
import { diskStorage, STORAGE_AREAS, type Storage, StorageKeyError, StorageUnavailable } from './storage';

const s3 = useS3Server();
const s3Config = (env: Record<string, string>): S3Config => {
  const config = loadConfig({ NODE_ENV: 'test', ...env }).s3;
  if (!config) throw new Error('no S3 configuration');
  return config;
};

type Backend = {
  uploads: Storage;
  files: Storage;
  /** Writes a file of another shape straight into the uploads area (not through the interface). */
  stray: (name: string) => Promise<void>;
};

const backends: [string, () => Backend][] = [
  [
    'disk',
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
      return {
        uploads: diskStorage(dataDir, 'uploads'),
        files: diskStorage(dataDir, 'files'),
        async stray(name) {
          fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
          fs.writeFileSync(path.join(dataDir, 'uploads', name), 'x');
        },
      };
    },
  ],
  [
    'S3 (s3rver)',
    () => {
      // pages of 2, so that listing more than two files goes through ListObjectsV2's paging
      const bucket = openBucket(s3Config(s3().env), S3_TIMEOUTS, 2);
      return {
        uploads: s3Storage(bucket, 'uploads'),
        files: s3Storage(bucket, 'files'),
        async stray(name) {
          await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: `uploads/${name}`, Body: 'x' }));
        },
      };
    },
  ],
];

const bytesOf = async (storage: Storage, key: string) => {
  const stored = await storage.read(key);
  return stored && { text: await text(stored.content), size: stored.size, modified: stored.modified };
};

describe.each(backends)('storage contract: %s', (_name, make) => {
  let store: Backend;
  beforeAll(() => {
    store = make();
  });

  it('saves under a new random key and reads the same bytes back, as a stream', async () => {
    const key = await store.uploads.save(Buffer.from('%PDF- first'), 'pdf');
    expect(key).toMatch(STORAGE_AREAS.uploads);
    expect(await store.uploads.save(Buffer.from('%PDF- second'), 'pdf')).not.toBe(key);
    const read = await bytesOf(store.uploads, key);
    expect(read?.text).toBe('%PDF- first');
    expect(read?.size).toBe(11);
    expect(read?.modified).toBeInstanceOf(Date);
  });

  it('puts a document at its key, replacing what was there', async () => {
    await store.files.put('notices/circular-7.pdf', Buffer.from('old'));
    await store.files.put('notices/circular-7.pdf', Buffer.from('new one'));
    expect((await bytesOf(store.files, 'notices/circular-7.pdf'))?.text).toBe('new one');
  });

  it('answers undefined for a key that holds nothing, in either area', async () => {
    expect(await store.uploads.read(`${'0'.repeat(32)}.pdf`)).toBeUndefined();
    expect(await store.files.read('notices/no-such-notice.pdf')).toBeUndefined();
    expect(await store.files.read('curriculum/none/x.pdf')).toBeUndefined();
  });

  it('removes a file; removing it again is no error', async () => {
    const key = await store.uploads.save(Buffer.from('x'), 'jpg');
    await store.uploads.remove(key);
    expect(await store.uploads.read(key)).toBeUndefined();
    await expect(store.uploads.remove(key)).resolves.toBeUndefined();
  });

  it('lists every file of its area with the time it was saved, and nothing else', async () => {
    const before = Date.now() - 60_000;
    const keys = await Promise.all(['a', 'b', 'c'].map((c) => store.uploads.save(Buffer.from(c), 'png')));
    await store.stray('notes.txt');
    await store.stray(`${'a'.repeat(32)}.pdf.3f2a.tmp`);
    const listed = [];
    for await (const entry of store.uploads.list()) listed.push(entry);
    const listedKeys = listed.map((entry) => entry.key);
    for (const key of keys) expect(listedKeys).toContain(key);
    expect(listedKeys.every((key) => STORAGE_AREAS.uploads.test(key))).toBe(true);
    expect(new Set(listedKeys).size).toBe(listedKeys.length);
    for (const { savedAt } of listed) expect(savedAt.getTime()).toBeGreaterThan(before);
    const documents = [];
    for await (const entry of store.files.list()) documents.push(entry.key);
    expect(documents).toEqual(['notices/circular-7.pdf']);
  });

  it('refuses a key of another shape in every method: no path leaves its area', async () => {
    const badUploads = ['../x.pdf', `../${'a'.repeat(32)}.pdf`, `${'A'.repeat(32)}.pdf`, `${'a'.repeat(32)}.exe`, ''];
    for (const key of badUploads) {
      await expect(store.uploads.read(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.uploads.remove(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.uploads.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    await expect(store.uploads.save(Buffer.from('x'), '../../x')).rejects.toBeInstanceOf(StorageKeyError);
    const badFiles = [
      '../uploads/x.pdf',
      'notices/../../etc/x.pdf',
      '/etc/x.pdf',
      'x.pdf',
      'notices/.x.pdf',
      'a//b.pdf',
    ];
    for (const key of badFiles) {
      await expect(store.files.read(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(store.files.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(StorageKeyError);
    }
  });
});

describe('S3 that cannot answer: 503, never a hang', () => {
  const config = () => s3Config({ ...s3().env, S3_ENDPOINT: endpoint });
  let endpoint = '';
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // accepts connections and never says a word
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const expectUnavailable = async (storage: Storage) => {
    const failure = await storage.read(`${'0'.repeat(32)}.pdf`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailable);
    expect((failure as StorageUnavailable).statusCode).toBe(503);
  };

  it('a silent server: the call times out and fails as unavailable', async () => {
    const bucket: S3Bucket = openBucket(config(), { connectMs: 300, answerMs: 300, idleMs: 300 });
    await expectUnavailable(s3Storage(bucket, 'uploads'));
    const listing = (async () => {
      for await (const _ of s3Storage(bucket, 'uploads').list());
    })();
    await expect(listing).rejects.toBeInstanceOf(StorageUnavailable);
    bucket.client.destroy();
  });

  it('an S3 error (no such bucket): unavailable, its cause summed up without the signed request', async () => {
    const bucket = openBucket(s3Config({ ...s3().env, S3_BUCKET: 'no-such-bucket' }));
    const failure = await s3Storage(bucket, 'uploads')
      .read(`${'0'.repeat(32)}.pdf`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailable);
    expect((failure as StorageUnavailable).cause).toEqual({
      name: 'NoSuchBucket',
      message: expect.any(String),
      code: undefined,
      status: 404,
    });
    bucket.client.destroy();
  });

  it('nobody listening: every call fails as unavailable', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const bucket = openBucket(s3Config({ ...s3().env, S3_ENDPOINT: `http://127.0.0.1:${port}` }));
    const storage = s3Storage(bucket, 'uploads');
    await expectUnavailable(storage);
    await expect(storage.save(Buffer.from('x'), 'pdf')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(storage.remove(`${'0'.repeat(32)}.pdf`)).rejects.toBeInstanceOf(StorageUnavailable);
    bucket.client.destroy();
  });
});

describe('S3 configuration', () => {
  it('uses the bucket when S3_BUCKET is set, the disk otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    expect(s3Config({ S3_BUCKET: 'board-docs' })).toEqual({
      endpoint: undefined,
      bucket: 'board-docs',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      s3Config({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'board-docs',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ region: 'ap-south-1', credentials: { accessKeyId: 'id' }, forcePathStyle: true });
  });

  it('refuses S3 settings without a bucket, half a key pair and a bad bucket name', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required with S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url', S3_BUCKET: 'b-1' })).toThrow(/S3_ENDPOINT/);
  });
});
