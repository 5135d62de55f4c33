import {
  changeSecurityQuestionRequestSchema,
  errorResponseSchema,
  forgotPasswordByOtpRequestSchema,
  forgotPasswordByOtpResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  messageText,
  profileProgressQuerySchema,
  profileProgressResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionResponseSchema,
  statusMessageResponseSchema,
  userDetailsQuerySchema,
  userDetailsResponseSchema,
  userLoginIdQuerySchema,
  verifyOtpAndResetPasswordRequestSchema,
  verifySecurityAnswerRequestSchema,
  verifySecurityAnswerResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../platform/audit';
import { ApiError, forbidden, requestLang } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { HOUR, limits, MINUTE } from '../../platform/rate-limit';
import { currentUser, requireUser } from '../../platform/sessions';
import { smsFor } from '../../platform/sms';
import { userDetails } from './dashboard';
import { profileProgress } from './profile-progress';
import * as recovery from './recovery';
import * as repo from './repo';
import { DASHBOARD_PATH, signIn } from './sign-in';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const bodyField = (name: string) => (request: FastifyRequest) =>
  String((request.body as Record<string, unknown> | undefined)?.[name] ?? '');
const queryField = (name: string) => (request: FastifyRequest) =>
  String((request.query as Record<string, unknown> | undefined)?.[name] ?? '');

export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const sms = smsFor(app.config, db);

  // Tight per account, generous per IP (a whole ITI lab may share one address: API.md).
  const perIp = (name: string, max: number) => ({ name: `${name}-ip`, max, windowMs: MINUTE });
  const perAccount = (name: string, max: number, windowMs: number, key = bodyField('UserLoginID')) => ({
    name: `${name}-account`,
    max,
    windowMs,
    key,
  });

  app.post(
    '/api/Account/login',
    {
      preHandler: limits(app, perIp('login', 60), perAccount('login', 20, 15 * MINUTE)),
      schema: { tags: ['accounts'], body: loginRequestSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      return signIn(app, request, reply, request.body);
    },
  );

  app.get(
    '/api/Account/session',
    { schema: { tags: ['accounts'], response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      const user = request.sessionUser;
      if (!user) return { Status: 'Success' as const, Data: null };
      return {
        Status: 'Success' as const,
        Data: {
          UserID: user.userId,
          UserLoginID: user.profileId,
          UserTypeID: user.userTypeId,
          UserName: user.userName,
          PhotoPath: user.photoPath,
          SecurityQuestionID: user.securityQuestionId ?? 0,
          DashBoardPathReact: DASHBOARD_PATH,
        },
      };
    },
  );

  app.post(
    '/api/Account/logout',
    {
      preHandler: requireUser(),
      schema: { tags: ['accounts'], body: logoutRequestSchema, response: { 200: logoutResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (request.body.UserID !== user.userId) throw forbidden();
      const all = request.body.LoggedInSessionID === 0;
      await app.sessions.end(reply, user, all);
      await audit(db, request, 'logout', { userId: user.userId, detail: { all } });
      return { success: true };
    },
  );

  app.get(
    '/api/Account/userDetails',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['accounts'],
        querystring: userDetailsQuerySchema,
        response: { 200: userDetailsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (request.query.userLoginId !== me.profileId) throw forbidden();
      const user = await repo.userById(db, me.userId);
      if (!user) throw new ApiError(401, 'common.notSignedIn');
      noStore(reply);
      return userDetails(user, request.query.lang);
    },
  );

  app.get(
    '/api/Account/profileProgress',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['accounts'],
        querystring: profileProgressQuerySchema,
        response: { 200: profileProgressResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (request.query.userLoginId !== undefined && request.query.userLoginId !== me.profileId) throw forbidden();
      const user = await repo.userById(db, me.userId);
      if (!user) throw new ApiError(401, 'common.notSignedIn');
      noStore(reply);
      return { Status: 'Success' as const, Data: await profileProgress(db, user) };
    },
  );

  app.post(
    '/api/Account/changeSecurityQuestion',
    {
      // signed in first: a visitor gets 401, not the form's validation errors
      preValidation: requireUser(),
      schema: {
        tags: ['accounts'],
        body: changeSecurityQuestionRequestSchema,
        response: { 200: statusMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recovery.changeSecurityQuestion(
        app,
        sms,
        request,
        currentUser(request).userId,
        request.body,
        requestLang(request),
      );
      return {
        Status: 'Success' as const,
        Message: messageText('accounts.securityQuestionChanged', requestLang(request)),
      };
    },
  );

  app.post(
    '/api/Account/verifySecurityAnswer',
    {
      preHandler: limits(app, perIp('security-answer', 30)),
      schema: {
        tags: ['recovery'],
        body: verifySecurityAnswerRequestSchema,
        response: { 200: verifySecurityAnswerResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recovery.checkSecurityAnswer(app, sms, request, request.body, requestLang(request));
      return { Status: 'Success' as const };
    },
  );

  app.post(
    '/api/Account/resetPassword',
    {
      preHandler: limits(app, perIp('reset-password', 30)),
      schema: {
        tags: ['recovery'],
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recovery.resetBySecurityAnswer(app, sms, request, request.body, requestLang(request));
      return { Status: 'Success' as const, ErrorMessage: '' };
    },
  );

  app.post(
    '/api/Account/forgotPasswordByOTP',
    {
      preHandler: limits(app, perIp('recovery-otp', 20), perAccount('recovery-otp', 5, HOUR)),
      schema: {
        tags: ['recovery'],
        body: forgotPasswordByOtpRequestSchema,
        response: { 200: forgotPasswordByOtpResponseSchema, ...errors },
      },
    },
    async (request) => {
      const sent = await recovery.sendRecoveryOtp(app, sms, request.body, requestLang(request));
      return { Status: 'Success' as const, ...sent };
    },
  );

  app.post(
    '/api/Account/verifyOTPAndResetPassword',
    {
      preHandler: limits(app, perIp('recovery-reset', 30), perAccount('recovery-reset', 10, 15 * MINUTE)),
      schema: {
        tags: ['recovery'],
        body: verifyOtpAndResetPasswordRequestSchema,
        response: { 200: statusMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      await recovery.resetByOtp(app, sms, request, request.body, lang);
      return { Status: 'Success' as const, Message: messageText('accounts.passwordResetSuccess', lang) };
    },
  );

  app.get(
    '/api/Account/userLoginId',
    {
      preHandler: limits(app, perIp('profile-id', 10), perAccount('profile-id', 3, HOUR, queryField('mobileNo'))),
      schema: {
        tags: ['recovery'],
        querystring: userLoginIdQuerySchema,
        response: { 200: statusMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const message = await recovery.sendProfileId(app, sms, request, request.query, requestLang(request));
      return { Status: 'Success' as const, Message: message };
    },
  );
}
