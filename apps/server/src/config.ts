import net from 'node:net';
import path from 'node:path';
import { OTP_RESEND_SECONDS } from '@portal/shared/basics';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Which proxies' X-Forwarded-For to believe (issue 7 item 1): `0` none; a number, that many hops next to
 * the server (`1` = one load balancer: the address it saw, never what the client wrote further left);
 * or a comma-separated list of the proxies' addresses or CIDR ranges. `true` (trust anyone) is refused.
 */
const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim();
    if (v === '' || v === '0' || v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim());
    const bad = list.filter((entry) => {
      const [address = '', bits] = entry.split('/');
      return net.isIP(address) === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits));
    });
    if (v === 'true' || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY is 0, a hop count or proxy addresses/CIDRs' });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key, so several portals (or a test) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,64}$/, 'REDIS_KEY_PREFIX is up to 64 letters, digits, _ : . or -')
    .default('portal:'),
  /** Seconds /readyz answers 503 after SIGTERM, while requests are still served, before the listener closes. */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** SMS the whole portal may send in 24 hours; reaching it refuses more and alerts in the log. */
  SMS_DAILY_CEILING: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  EMAIL_PROVIDER: z.enum(['console', 'http']).default('console'),
  EMAIL_HTTP_URL: z.string().url().optional(),
  EMAIL_HTTP_TOKEN: z.string().optional(),
  VAULT_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'VAULT_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  CAPTCHA_TEST_MODE: flag,
  /** Captcha pictures of each kind a process keeps made ahead for a burst (decision 076); 0: none. */
  CAPTCHA_STOCK: z.coerce.number().int().min(0).max(1000).default(200),
  /** Seconds between two OTPs to one number (spec: 30). Shorter only outside production, for tests. */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(OTP_RESEND_SECONDS),
  PAGE_RENDER_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * The portal's public address (scheme, host, port; no path), printed in the admission letters' QR
   * codes (`<origin>/verify-letter/<code>`). Default `http://localhost:<PORT>`: set it in production.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'PUBLIC_ORIGIN is scheme://host[:port], no path')
    .optional(),
  /** Optional IFSC directory: GET <url><IFSC> answers `{BANK, BRANCH}` (decision 034). */
  IFSC_LOOKUP_URL: z.string().url().optional(),
  /** Optional external chatbot: POST <url> {question, lang} answering {answer, sources?} (issue 11). */
  CHATBOT_URL: z.string().url().optional(),
  SEED_DEMO: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /** S3-compatible object storage for documents (decision 051); the local disk (DATA_DIR) without S3_BUCKET. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: flag,
});

/** S3_* without a bucket would silently keep files on each machine's disk: refused, as is half a key pair. */
function s3Issues(e: z.output<typeof envSchema>, env: NodeJS.ProcessEnv): string[] {
  const issues: string[] = [];
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_REGION'];
  const given = others.filter((name) => env[name] !== undefined && env[name] !== '');
  if (!e.S3_BUCKET && given.length > 0) issues.push(`S3_BUCKET: required with ${given.join(', ')}`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    issues.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither (neither: the SDK finds credentials)');
  return issues;
}

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  drainSeconds: number;
  sms: { provider: 'console' | 'http'; httpUrl?: string; httpToken?: string; dailyCeiling: number };
  /** Acknowledgement e-mails (decision 069 B): `console` marks them sent in email_outbox, `http` posts them. */
  email: { provider: 'console' | 'http'; httpUrl?: string; httpToken?: string };
  vaultKey?: string;
  captchaTestMode: boolean;
  /** Captcha pictures of each kind made ahead, per process (platform/captcha-pictures.ts). */
  captchaStock: number;
  otpResendSeconds: number;
  /** A public page not rendered on the server within this (its reads included) is sent as the plain app. */
  pageRenderMs: number;
  trustProxy: false | number | string[];
  logLevel: string;
  /** Folder of the built web app; absent in API-only tests. */
  webDist?: string;
  seedDemo: boolean;
  /** The portal's public address, no trailing slash: the admission letters' QR codes open it. */
  publicOrigin: string;
  /** Base URL of an external IFSC lookup, used when the offline data does not know a branch. */
  ifscLookupUrl?: string;
  /** An external chatbot service the chatbot forwards questions to, instead of answering itself. */
  chatbotUrl?: string;
  /** Object storage for documents; absent = the local disk under dataDir. */
  s3?: S3Config;
};

export type S3Config = {
  /** Absent = AWS S3 of the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Absent = the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/** Environment -> typed config. Refuses unsafe combinations in production. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = s3Issues(e, env);
  if (s3.length > 0) throw new Error(`Invalid configuration:\n${s3.join('\n')}`);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    drainSeconds: e.DRAIN_SECONDS,
    sms: {
      provider: e.SMS_PROVIDER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      dailyCeiling: e.SMS_DAILY_CEILING,
    },
    email: { provider: e.EMAIL_PROVIDER, httpUrl: e.EMAIL_HTTP_URL, httpToken: e.EMAIL_HTTP_TOKEN },
    vaultKey: e.VAULT_KEY,
    captchaTestMode: e.CAPTCHA_TEST_MODE,
    captchaStock: e.CAPTCHA_STOCK,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    pageRenderMs: e.PAGE_RENDER_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    seedDemo: e.SEED_DEMO,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    ifscLookupUrl: e.IFSC_LOOKUP_URL,
    chatbotUrl: e.CHATBOT_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
  assertSafe(config);
  return config;
}

export function assertSafe(config: Config): void {
  // Without VAULT_KEY each process derives its keys from its own data folder: on a shared database
  // OTPs and sealed numbers written by one process would be refused or unreadable on another.
  if (config.databaseUrl && !config.vaultKey) {
    throw new Error(
      'Refusing to start: DATABASE_URL is set but VAULT_KEY is not. Every process on one database needs the same VAULT_KEY (64 hex characters).',
    );
  }
  if (config.env !== 'production') return;
  const problems: string[] = [];
  if (config.sms.provider === 'console') problems.push('SMS_PROVIDER=console would show OTPs to the client');
  if (config.sms.provider === 'http' && !config.sms.httpUrl) problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL');
  if (config.email.provider === 'console')
    problems.push('EMAIL_PROVIDER=console would mark acknowledgements sent without sending them');
  if (config.email.provider === 'http' && !config.email.httpUrl)
    problems.push('EMAIL_PROVIDER=http needs EMAIL_HTTP_URL');
  if (config.captchaTestMode) problems.push('CAPTCHA_TEST_MODE would hand captcha answers to bots');
  if (config.otpResendSeconds < OTP_RESEND_SECONDS)
    problems.push('OTP_RESEND_SECONDS below 30 would let one number be flooded with SMS');
  if (!config.vaultKey) problems.push('VAULT_KEY must be set (Aadhaar encryption key)');
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
}
