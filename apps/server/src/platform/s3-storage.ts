import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { checkKey, newKey, STORAGE_AREAS, type Storage, type StorageArea, StorageUnavailable } from './storage';

/**
 * How long an S3 call may take (decision 051): to connect, to the answer's first byte, and of silence
 * while the bytes stream. Past any of them the call fails and the request answers 503, never hangs.
 */
export const S3_TIMEOUTS = { connectMs: 3000, answerMs: 10_000, idleMs: 10_000 };

export type S3Bucket = { client: S3Client; bucket: string; pageSize: number };

/** One client (one pool of connections) for every area of the bucket; `destroy()` it on close. */
export function openBucket(config: S3Config, timeouts = S3_TIMEOUTS, pageSize = 1000): S3Bucket {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // one retry: a second failure answers 503 rather than keeping the request waiting
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.answerMs,
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.idleMs,
    },
  });
  return { client, bucket: config.bucket, pageSize };
}

/** S3 says the key holds nothing (some S3-compatible servers say NotFound). */
const noSuchKey = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageUnavailable(error);
  }
}

/** The area's files in the bucket, under the key prefix `<area>/` (the same layout as on disk). */
export function s3Storage({ client, bucket, pageSize }: S3Bucket, area: StorageArea): Storage {
  const prefix = `${area}/`;
  const objectKey = (key: string) => prefix + checkKey(area, key);
  const put = async (key: string, content: Buffer) => {
    const Key = objectKey(key);
    await call(() => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: content })));
  };
  return {
    async save(content, ext) {
      const key = newKey(ext);
      await put(key, content);
      return key;
    },
    put,
    async read(key) {
      const Key = objectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return {
          // In Node the body is the HTTP response itself: streamed, never held whole.
          content: answer.Body as Readable,
          size: answer.ContentLength,
          modified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (noSuchKey(error)) return undefined;
        throw new StorageUnavailable(error);
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
    async *list() {
      const pages = paginateListObjectsV2({ client, pageSize }, { Bucket: bucket, Prefix: prefix });
      const iterator = pages[Symbol.asyncIterator]();
      for (;;) {
        const page = await call(() => iterator.next());
        if (page.done) return;
        for (const object of page.value.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (STORAGE_AREAS[area].test(key)) yield { key, savedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
}
