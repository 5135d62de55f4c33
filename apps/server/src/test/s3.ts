import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll } from 'vitest';

/** The bucket and the keys s3rver accepts (it checks signatures with these). */
export const S3_TEST_ENV = {
  S3_BUCKET: 'portal-test',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: '1',
} as const;

/**
 * A local S3-compatible server (s3rver, in a child process: test/s3-server.ts) for the whole test
 * file, on a free port, its objects in a throwaway folder. `s3().env` is the configuration that points
 * the portal at it; `s3().stop()` takes it down early (to test an unreachable store).
 */
export function useS3Server() {
  let child: ChildProcess | undefined;
  let context: { env: Record<string, string>; stop: () => Promise<void> } | undefined;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  beforeAll(async () => {
    child = spawn(
      process.execPath,
      [
        '--openssl-legacy-provider',
        '--import',
        'tsx',
        path.join(import.meta.dirname, 's3-server.ts'),
        directory,
        S3_TEST_ENV.S3_BUCKET,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const started = child;
    const firstLine = await new Promise<string>((resolve, reject) => {
      started.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
      readline.createInterface({ input: started.stdout as NodeJS.ReadableStream }).once('line', resolve);
    });
    const { port } = JSON.parse(firstLine) as { port: number };
    context = { env: { ...S3_TEST_ENV, S3_ENDPOINT: `http://127.0.0.1:${port}` }, stop };
  });
  afterAll(async () => {
    await stop();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    if (!context) throw new Error('useS3Server: the server is not running yet');
    return context;
  };
}
