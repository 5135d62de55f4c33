import type { Writable } from 'node:stream';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { accountsRoutes } from './modules/accounts/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { complaintRoutes } from './modules/complaint/routes';
import { filesRoutes } from './modules/files/routes';
import { grievanceRoutes } from './modules/grievance/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { homeRoutes } from './modules/home/routes';
import { mastersRoutes } from './modules/masters/routes';
import { menuRoutes } from './modules/menu/routes';
import { noticesRoutes } from './modules/notices/routes';
import { otpRoutes } from './modules/otp/routes';
import { pagesRoutes } from './modules/pages/routes';
import { profileRoutes } from './modules/profile/routes';
import { registrationRoutes } from './modules/registration/routes';
import { searchRoutes } from './modules/search/routes';
import { uploadsRoutes } from './modules/uploads/routes';
import { registerErrorHandling } from './platform/errors';
import { registerHttp } from './platform/http';
import { loggerOptions } from './platform/log';
import { registerSessions, type SessionControl } from './platform/sessions';
import { registerWebApp } from './platform/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sessions: SessionControl;
  }
}

export type App = FastifyInstance;

/**
 * The whole portal as a Fastify instance: tests call it with `inject`, `main.ts` listens.
 * The database must already be migrated (and seeded); the app closes it on close unless told not to.
 */
export async function buildApp(
  config: Config,
  deps: { database?: Database; closeDatabase?: boolean; logStream?: Writable } = {},
) {
  const database =
    deps.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pg` }));
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
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
  if (deps.closeDatabase !== false) app.addHook('onClose', () => database.close());

  registerErrorHandling(app);
  await registerHttp(app, config);
  app.decorate('sessions', registerSessions(app, { db: database.db, production: config.env === 'production' }));

  await app.register(swagger, {
    openapi: { info: { title: 'Board portal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's documentation is for developers: not served in production (issue 7 item 14).
  if (config.env !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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
  await app.register(helpRoutes);
  await app.register(chatbotRoutes);

  await registerWebApp(app, config.webDist);
  return app;
}
