/**
 * The least environment `loadConfig` accepts with NODE_ENV=production: real SMS and e-mail providers (at
 * an address nothing answers) and a vault key. A test or bench that runs the portal as production adds
 * what it is about to this.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  EMAIL_PROVIDER: 'http',
  EMAIL_HTTP_URL: 'http://127.0.0.1:9/email',
  VAULT_KEY: 'a'.repeat(64),
} as const;
