import {
  accountsApi,
  changeSecurityQuestionRequestSchema,
  forgotPasswordByOtpRequestSchema,
  forgotPasswordByOtpResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  messageText,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionApi,
  sessionResponseSchema,
  statusMessageResponseSchema,
  userDetailsQuerySchema,
  userDetailsResponseSchema,
  userLoginIdQuerySchema,
  verifyOtpAndResetPasswordRequestSchema,
  verifySecurityAnswerRequestSchema,
  verifySecurityAnswerResponseSchema,
} from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit';
import { forbidden, requestLang } from '../../platform/errors';
import { assertOwnScript, noStore } from '../../platform/http';
import { HOUR, limits, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import { smsBudget } from '../../platform/sms';
import { userDetails } from './dashboard';
import * as recovery from './recovery';
import { dashboardPathOf, signIn } from './sign-in';

const tags = ['accounts'];
const recoveryTags = ['recovery'];

const bodyField = (name: string) => (request: FastifyRequest) =>
  String((request.body as Record<string, unknown> | undefined)?.[name] ?? '');
const queryField = (name: string) => (request: FastifyRequest) =>
  String((request.query as Record<string, unknown> | undefined)?.[name] ?? '');

/** Sign-in, session, sign-out, dashboard and account recovery (API.md "Captcha, OTP, accounts"). */
export async function accountsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const { sms, otp } = app;
  /** The services' dependencies: the request gives only its logger (for SMS failures). */
  const recoveryDeps = (request: FastifyRequest): recovery.RecoveryDeps => ({
    db,
    sms,
    otp,
    sessions: app.sessions,
    log: request.log,
    now: app.clock.now(),
  });
  const asker = (request: FastifyRequest): recovery.Asker => ({ ip: request.ip, lang: requestLang(request) });

  // Tight per account, generous per IP (a whole ITI lab may share one address: API.md).
  const perIp = (name: string, max: number) => ({ name: `${name}-ip`, max, windowMs: MINUTE });
  const perAccount = (name: string, max: number, windowMs: number, key = bodyField('UserLoginID')) => ({
    name: `${name}-account`,
    max,
    windowMs,
    key,
  });

  route(
    app,
    accountsApi.login,
    {
      tags,
      preHandler: limits(app, perIp('login', 60), perAccount('login', 20, 15 * MINUTE)),
      schemas: { body: loginRequestSchema, response: loginResponseSchema },
    },
    async (request, reply) => {
      noStore(reply);
      const { response, sessionToken } = await signIn({ db, sessions: app.sessions }, request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        current: request.sessionUser,
        now: app.clock.now(),
      });
      if (sessionToken) app.sessions.setCookie(reply, sessionToken);
      return response;
    },
  );

  route(app, sessionApi.session, { tags, schemas: { response: sessionResponseSchema } }, (request, reply) => {
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
        DashBoardPathReact: dashboardPathOf(user.userTypeId),
      },
    };
  });

  route(
    app,
    accountsApi.logout,
    {
      tags,
      schemas: { body: logoutRequestSchema, response: logoutResponseSchema },
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

  route(
    app,
    accountsApi.userDetails,
    {
      tags,
      schemas: { query: userDetailsQuerySchema, response: userDetailsResponseSchema },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (request.query.userLoginId !== me.profileId) throw forbidden();
      const details = await userDetails(db, me.userId, request.query.lang);
      noStore(reply);
      return details;
    },
  );

  route(
    app,
    accountsApi.changeSecurityQuestion,
    {
      tags,
      schemas: { body: changeSecurityQuestionRequestSchema, response: statusMessageResponseSchema },
    },
    async (request) => {
      await recovery.changeSecurityQuestion(
        recoveryDeps(request),
        currentUser(request).userId,
        request.body,
        asker(request),
      );
      return {
        Status: 'Success' as const,
        Message: messageText('accounts.securityQuestionChanged', requestLang(request)),
      };
    },
  );

  route(
    app,
    accountsApi.verifySecurityAnswer,
    {
      tags: recoveryTags,
      preHandler: limits(app, perIp('security-answer', 30)),
      schemas: { body: verifySecurityAnswerRequestSchema, response: verifySecurityAnswerResponseSchema },
    },
    async (request) => {
      await recovery.checkSecurityAnswer(recoveryDeps(request), request.body, asker(request));
      return { Status: 'Success' as const };
    },
  );

  route(
    app,
    accountsApi.resetPassword,
    {
      tags: recoveryTags,
      preHandler: limits(app, perIp('reset-password', 30)),
      schemas: { body: resetPasswordRequestSchema, response: resetPasswordResponseSchema },
    },
    async (request) => {
      await recovery.resetBySecurityAnswer(recoveryDeps(request), request.body, asker(request));
      return { Status: 'Success' as const, ErrorMessage: '' };
    },
  );

  route(
    app,
    accountsApi.forgotPasswordByOtp,
    {
      tags: recoveryTags,
      preHandler: [limits(app, perIp('recovery-otp', 20), perAccount('recovery-otp', 5, HOUR)), smsBudget(app)],
      schemas: { body: forgotPasswordByOtpRequestSchema, response: forgotPasswordByOtpResponseSchema },
    },
    async (request) => {
      const sent = await recovery.sendRecoveryOtp(recoveryDeps(request), request.body, requestLang(request));
      return { Status: 'Success' as const, ...sent };
    },
  );

  route(
    app,
    accountsApi.verifyOtpAndResetPassword,
    {
      tags: recoveryTags,
      preHandler: limits(app, perIp('recovery-reset', 30), perAccount('recovery-reset', 10, 15 * MINUTE)),
      schemas: { body: verifyOtpAndResetPasswordRequestSchema, response: statusMessageResponseSchema },
    },
    async (request) => {
      const from = asker(request);
      await recovery.resetByOtp(recoveryDeps(request), request.body, from);
      return { Status: 'Success' as const, Message: messageText('accounts.passwordResetSuccess', from.lang) };
    },
  );

  // Forgot profile ID sends an SMS: the web's POST and API.md's GET both need the CSRF header and
  // share one set of limits (decision 040, issue 17 item 12).
  const profileIdLimits = [
    limits(
      app,
      perIp('profile-id', 10),
      perAccount('profile-id', 3, HOUR, (request) => queryField('mobileNo')(request) || bodyField('mobileNo')(request)),
    ),
    smsBudget(app),
  ];
  const sendProfileId = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: { userName: string; mobileNo: string },
  ) => {
    noStore(reply);
    const message = await recovery.sendProfileId(recoveryDeps(request), input, requestLang(request));
    return { Status: 'Success' as const, Message: message };
  };
  route(
    app,
    accountsApi.forgotProfileId,
    {
      tags: recoveryTags,
      preValidation: async (request) => assertOwnScript(request),
      preHandler: profileIdLimits,
      schemas: { query: userLoginIdQuerySchema, response: statusMessageResponseSchema },
    },
    (request, reply) => sendProfileId(request, reply, request.query),
  );
  route(
    app,
    accountsApi.sendProfileId,
    {
      tags: recoveryTags,
      preHandler: profileIdLimits,
      schemas: { body: userLoginIdQuerySchema, response: statusMessageResponseSchema },
    },
    (request, reply) => sendProfileId(request, reply, request.body),
  );
}
