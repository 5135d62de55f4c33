import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_ENV } from './test/production';

const VAULT_KEY = 'ab'.repeat(32);

describe('configuration guards (issue 19 item 7)', () => {
  it('refuses DATABASE_URL without VAULT_KEY: every process on one database needs the same keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/portal' })).toThrow(
      /DATABASE_URL is set but VAULT_KEY is not/,
    );
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/portal', VAULT_KEY }).vaultKey).toBe(
      VAULT_KEY,
    );
    // the embedded database alone may keep its key in its data folder
    expect(loadConfig({ NODE_ENV: 'test' }).vaultKey).toBeUndefined();
  });

  it('reads REDIS_KEY_PREFIX and DRAIN_SECONDS, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({ redisKeyPrefix: 'portal:', drainSeconds: 5 });
    expect(loadConfig({ REDIS_KEY_PREFIX: 'board-a:', DRAIN_SECONDS: '0.5' })).toMatchObject({
      redisKeyPrefix: 'board-a:',
      drainSeconds: 0.5,
    });
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ DRAIN_SECONDS: '-1' })).toThrow(/DRAIN_SECONDS/);
  });
});

describe('production guards', () => {
  it('starts with real providers and a vault key', () => {
    expect(loadConfig(PRODUCTION_ENV)).toMatchObject({ env: 'production', sms: { provider: 'http' } });
  });

  it.each([
    ['SMS_PROVIDER=console', { SMS_PROVIDER: 'console' }, /SMS_PROVIDER=console would show OTPs/],
    ['SMS_PROVIDER=http without its address', { SMS_HTTP_URL: undefined }, /SMS_PROVIDER=http needs SMS_HTTP_URL/],
    [
      'EMAIL_PROVIDER=console',
      { EMAIL_PROVIDER: 'console' },
      /EMAIL_PROVIDER=console would mark acknowledgements sent/,
    ],
    ['EMAIL_PROVIDER unset (console)', { EMAIL_PROVIDER: undefined }, /EMAIL_PROVIDER=console/],
    [
      'EMAIL_PROVIDER=http without its address',
      { EMAIL_HTTP_URL: undefined },
      /EMAIL_PROVIDER=http needs EMAIL_HTTP_URL/,
    ],
    ['no VAULT_KEY', { VAULT_KEY: undefined }, /VAULT_KEY must be set/],
  ])('refuses %s', (_name, change, message) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...change })).toThrow(message);
    // the same in development: only production refuses
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...change, NODE_ENV: 'development' })).not.toThrow();
  });
});
