import type { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_MAX_BYTES } from '@portal/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { accountsRoutes } from './modules/accounts/routes';
import { admissionLetterRoutes } from './modules/admission-letter/routes';
import { applyRoutes } from './modules/apply/routes';
import { auditRoutes } from './modules/audit/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { complaintRoutes } from './modules/complaint/routes';
import { consoleCasesRoutes } from './modules/console-cases/routes';
import { consoleVerificationRoutes } from './modules/console-verification/routes';
import { filesRoutes } from './modules/files/routes';
import { grievanceRoutes } from './modules/grievance/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { homeRoutes } from './modules/home/routes';
import { institutesRoutes } from './modules/institutes/routes';
import { mastersRoutes } from './modules/masters/routes';
import { menuRoutes } from './modules/menu/routes';
import { noticesRoutes } from './modules/notices/routes';
import { officersRoutes } from './modules/officers/routes';
import { otpRoutes } from './modules/otp/routes';
import { overviewRoutes } from './modules/overview/routes';
import { pagesRoutes } from './modules/pages/routes';
import { profileRoutes } from './modules/profile/routes';
import { registrationRoutes } from './modules/registration/routes';
import { searchRoutes } from './modules/search/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { dropTopic, newReadCache } from './platform/cache';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandling } from './platform/errors';
import { registerHttp } from './platform/http';
import { cacheInvalidation, type Invalidation } from './platform/invalidation';
import { loggerOptions } from './platform/log';
import { type OtpStore, otpStore } from './platform/otp';
import { openRedis } from './platform/redis';
import { registerSessions, type SessionControl } from './platform/sessions';
import { type Sms, smsFor } from './platform/sms';
import { registerWebApp } from './platform/static';
import { diskStorage, type Storage, type StorageArea } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sessions: SessionControl;
    /** Infrastructure made once for every route plugin (decision 037). */
    /** Uploaded documents: profile documents, complaint and grievance attachments (decision 051). */
    storage: Storage;
    /** The PDFs notices and courses link to (`/files/…`), in the same store (decision 051). */
    documents: Storage;
    sms: Sms;
    otp: OtpStore;
    clock: Clock;
    /** Drops what every process keeps of a topic (decision 053); modules subscribe their caches. */
    caches: Invalidation;
    /** The Redis client when REDIS_URL is set (platform/redis.ts). */
    redis: Redis | undefined;
    /** True from SIGTERM on: /readyz answers 503 while requests are still served (main.ts). */
    draining: boolean;
  }
}

export type App = FastifyInstance;

/** What a caller may give instead of what the config would make: a test swaps these for the whole app. */
export type AppOverrides = {
  database?: Database;
  closeDatabase?: boolean;
  logStream?: Writable;
  storage?: Storage;
  documents?: Storage;
  sms?: Sms;
  clock?: Clock;
};

/**
 * Multipart bodies are read by each route with its own limits (`readMultipart`, platform/file-intake/intake.ts);
 * these defaults only bound a read that forgot them. Over-size files are truncated, not thrown, so the
 * answer can name the file and its limit.
 */
const MULTIPART_DEFAULTS = { throwFileSizeLimit: false, limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, parts: 20 } };

/**
 * The whole portal as a Fastify instance: tests call it with `inject`, `main.ts` listens.
 * The database must already be migrated (and seeded); the app closes it on close unless told not to.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}) {
  const database =
    overrides.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` }));
  const app = Fastify({
    logger: loggerOptions(config, overrides.logStream),
    // a hop count as a function: Fastify trusts that many proxies next to it (its types lack the number form)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  if (overrides.closeDatabase !== false) app.addHook('onClose', () => database.close());
  const clock = overrides.clock ?? systemClock;
  app.decorate('clock', clock);
  // the AWS SDK is loaded only for a bucket (over a second of start-up on this machine's cores)
  const s3 = config.s3 ? { config: config.s3, ...(await import('./platform/s3-storage')) } : undefined;
  const bucket = s3?.openBucket(s3.config);
  if (bucket) app.addHook('onClose', async () => bucket.client.destroy());
  const storageOf = (area: StorageArea) =>
    s3 && bucket ? s3.s3Storage(bucket, area) : diskStorage(config.dataDir, area);
  app.decorate('storage', overrides.storage ?? storageOf('uploads'));
  app.decorate('documents', overrides.documents ?? storageOf('files'));
  app.decorate('sms', overrides.sms ?? smsFor(config, database.db));
  app.decorate('otp', otpStore(database.db, config, clock));
  app.decorate('readCache', newReadCache());
  const caches = await cacheInvalidation(database, app.log);
  caches.subscribe((topic) => dropTopic(app.readCache, topic));
  app.decorate('caches', caches);
  app.addHook('onClose', () => caches.close());

  const redis = await openRedis(config, app.log);
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.disconnect());
  app.decorate('draining', false);

  registerErrorHandling(app);
  await registerHttp(app, config);
  app.decorate('sessions', registerSessions(app, { db: database.db, production: config.env === 'production' }));

  await app.register(swagger, {
    openapi: { info: { title: 'Board portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is for developers: not served in production (issue 7 item 14).
  if (config.env !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(multipart, MULTIPART_DEFAULTS);

  await app.register(healthRoutes);
  await app.register(menuRoutes);
  await app.register(noticesRoutes);
  await app.register(homeRoutes);
  await app.register(mastersRoutes);
  await app.register(captchaRoutes);
  await app.register(otpRoutes);
  await app.register(accountsRoutes);
  await app.register(registrationRoutes);
  await app.register(uploadsRoutes);
  await app.register(pagesRoutes);
  await app.register(searchRoutes);
  await app.register(profileRoutes);
  await app.register(filesRoutes);
  await app.register(complaintRoutes);
  await app.register(grievanceRoutes);
  await app.register(consoleCasesRoutes);
  await app.register(consoleVerificationRoutes);
  await app.register(helpRoutes);
  await app.register(chatbotRoutes);
  await app.register(auditRoutes);
  await app.register(overviewRoutes);
  await app.register(officersRoutes);
  await app.register(admissionLetterRoutes);
  await app.register(applyRoutes);
  await app.register(institutesRoutes);

  await registerWebApp(app, config.webDist);
  return app;
}
