import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOverrides, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from './database';

export type TestContext = { app: App; database: Database; config: Config };

/**
 * Config for API tests: quiet, console SMS, captcha test mode with no pictures made ahead (each test's
 * app would make hundreds it never serves), a throwaway data folder.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-')),
    CAPTCHA_TEST_MODE: '1',
    CAPTCHA_STOCK: '0',
    SMS_PROVIDER: 'console',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
}

/**
 * One app on its own fresh, seeded database for the whole test file. Use in a describe block:
 * `const ctx = useTestApp();` then `ctx().app.inject(...)` inside tests. `app` passes overrides to
 * buildApp (a pinned `clock`).
 */
export function useTestApp(overrides: Record<string, string> = {}, app: Omit<AppOverrides, 'database'> = {}) {
  let context: TestContext | undefined;
  beforeAll(async () => {
    const database = await freshDatabase();
    const config = testConfig(overrides);
    const built = await buildApp(config, { ...app, database });
    await built.ready();
    context = { app: built, database, config };
  });
  afterAll(async () => {
    await context?.app.close();
  });
  return () => {
    if (!context) throw new Error('useTestApp: the app is not ready yet');
    return context;
  };
}

/** Headers of a state-changing request from our own web app. */
export const xhr = { 'x-requested-with': 'XMLHttpRequest' } as const;
