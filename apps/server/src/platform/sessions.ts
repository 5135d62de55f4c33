import { createHash, randomBytes } from 'node:crypto';
import { type Access, USER_TYPES } from '@portal/shared';
import { consoleAccountsApi } from '@portal/shared/api/console/accounts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { VerificationStatus } from '../db/admissions';
import type { Db } from '../db/client';
import { perDatabase, statementName } from '../db/per-database';
import { officers, profileVerifications, sessions, users } from '../db/schema';
import { ApiError, forbidden } from './errors';

/** Sessions live in the database so any process serves any user (ARCHITECTURE "Scale"). */

export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** The board's officials idle out sooner (issue 20). */
export const OFFICER_IDLE_MS = 15 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = {
  sessionId: string;
  userId: number;
  profileId: string;
  userTypeId: number;
  userName: string;
  photoPath: string | null;
  securityQuestionId: number | null;
  /**
   * Where the profile's verification stood when the request came (null: never submitted), read with
   * the session: every profile save checks it (db/admissions.ts assertEditable) without a query of its own.
   */
  verificationStatus: VerificationStatus | null;
};

/** A signed-in official of the board's console (db/schema/console.ts). */
export type OfficerSession = {
  sessionId: string;
  officerId: number;
  loginId: string;
  name: string;
  /** USER_TYPES.officer or USER_TYPES.admin. */
  userTypeId: number;
  /** The officer's region (regions.id), or null for every region. */
  regionId: number | null;
  mustChangePassword: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request by `loadSession`. */
    sessionUser: SessionUser | null;
    /** The signed-in official (the console's own cookie), or null; resolved by `loadOfficerSession`. */
    officer: OfficerSession | null;
  }
}

export const cookieName = (production: boolean) => (production ? '__Host-sid' : 'sid');
/** The console's session cookie: its own name, so a citizen's and an official's sessions never mix. */
export const consoleCookieName = (production: boolean) => (production ? '__Host-csid' : 'csid');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function registerSessions(app: FastifyInstance, opts: { db: Db; production: boolean }) {
  const name = cookieName(opts.production);
  const consoleName = consoleCookieName(opts.production);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('officer', null);

  // a request without a session cookie (every anonymous public read) goes on at once, without a promise
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[name];
    const consoleToken = request.cookies[consoleName];
    if (!token && !consoleToken) return done();
    (async () => {
      if (token) request.sessionUser = await loadSession(opts.db, hashToken(token));
      if (consoleToken) request.officer = await loadOfficerSession(opts.db, hashToken(consoleToken));
    })().then(() => done(), done);
  });

  return {
    /**
     * Starts a new session (a fresh id: rotation at login) and returns the token for its cookie
     * (`setCookie`): the sign-in service creates it, the route sets the cookie.
     */
    async create(userId: number, from: { ip: string; userAgent: string }): Promise<string> {
      return createSession(opts.db, { userId }, from);
    },
    /** The same for an official of the console (`setCookie(reply, token, 'console')`). */
    async createForOfficer(officerId: number, from: { ip: string; userAgent: string }): Promise<string> {
      return createSession(opts.db, { officerId }, from);
    },
    setCookie(reply: FastifyReply, token: string, kind: 'citizen' | 'console' = 'citizen') {
      reply.setCookie(kind === 'console' ? consoleName : name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.production,
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
    },
    /** Ends the caller's session, or all of the user's sessions. */
    async end(reply: FastifyReply, user: SessionUser, all: boolean) {
      await opts.db.delete(sessions).where(all ? eq(sessions.userId, user.userId) : eq(sessions.id, user.sessionId));
      reply.clearCookie(name, { path: '/' });
    },
    /** Other live sessions of a user (for the spec's 'close other logins?' question). */
    async othersOf(userId: number, exceptId?: string, now = new Date()) {
      const live = liveCondition(now);
      return opts.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live, exceptId ? ne(sessions.id, exceptId) : undefined));
    },
    async endAllOf(userId: number) {
      await opts.db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** Ends an official's session. */
    async endOfficer(reply: FastifyReply, officer: OfficerSession) {
      await opts.db.delete(sessions).where(eq(sessions.id, officer.sessionId));
      reply.clearCookie(consoleName, { path: '/' });
    },
  };
}

async function createSession(
  db: Db,
  holder: { userId: number } | { officerId: number },
  from: { ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ id: hashToken(token), ...holder, ip: from.ip, userAgent: from.userAgent.slice(0, 300) });
  return token;
}

/**
 * Whether a session row is still live (else it is deleted), and touches it at most once a minute.
 * `idleMs`: a citizen's or an official's idle limit.
 */
async function keepAlive(db: Db, id: string, row: { createdAt: Date; lastSeenAt: Date }, idleMs: number) {
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > idleMs || now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return false;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return true;
}

/** The active official of a session id (prepared: decision 075). */
const officerSessionQuery = perDatabase((db) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      officerId: officers.id,
      loginId: officers.loginId,
      name: officers.name,
      userTypeId: officers.userTypeId,
      regionId: officers.regionId,
      mustChangePassword: officers.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(officers, and(eq(officers.id, sessions.officerId), eq(officers.active, true)))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare(statementName(db, 'officer_session')),
);

async function loadOfficerSession(db: Db, id: string): Promise<OfficerSession | null> {
  const [row] = await officerSessionQuery(db).execute({ id });
  if (!row || !(await keepAlive(db, id, row, OFFICER_IDLE_MS))) return null;
  const { createdAt: _c, lastSeenAt: _l, ...officer } = row;
  return { sessionId: id, ...officer };
}

export type SessionControl = ReturnType<typeof registerSessions>;

/** Not past the idle limit nor the absolute limit. */
function liveCondition(now: Date) {
  return and(
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
  );
}

/** The signed-in user of a session id, with what every request of theirs reads (prepared: decision 075). */
const sessionUserQuery = perDatabase((db) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      profileId: users.profileId,
      userTypeId: users.userTypeId,
      firstName: users.firstName,
      lastName: users.lastName,
      photoPath: users.photoPath,
      securityQuestionId: users.securityQuestionId,
      verificationStatus: profileVerifications.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profileVerifications, eq(profileVerifications.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare(statementName(db, 'citizen_session')),
);

async function loadSession(db: Db, id: string): Promise<SessionUser | null> {
  const rows = await sessionUserQuery(db).execute({ id });
  const row = rows[0];
  if (!row || !(await keepAlive(db, id, row, SESSION_IDLE_MS))) return null;
  return {
    sessionId: id,
    userId: row.userId,
    profileId: row.profileId,
    userTypeId: row.userTypeId,
    userName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    photoPath: row.photoPath,
    securityQuestionId: row.securityQuestionId,
    verificationStatus: (row.verificationStatus as VerificationStatus | null) ?? null,
  };
}

/** What an official with a one-time password may still do: see who they are, change it, sign out. */
const BEFORE_PASSWORD_CHANGE = new Set(
  [consoleAccountsApi.me, consoleAccountsApi.password, consoleAccountsApi.logout].map((e) => `${e.method} ${e.path}`),
);

/**
 * The guard of an endpoint's access (decision 056), installed by `route()` to run when the request
 * arrives, before its body is read or validated: anonymous callers get 401, signed-in callers of
 * another role 403, an official who has not yet changed a one-time password 403
 * `officers.mustChangePassword` (but for GET me, the password change and sign-out).
 */
export function accessGuard(access: Access): onRequestAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  // the type requires it; this catches a contract built without the type (a cast, plain JavaScript)
  if (access !== 'signedIn' && !(access?.roles?.length > 0)) throw new Error('an endpoint must declare its access');
  const userTypes: readonly number[] | undefined =
    access === 'signedIn' ? undefined : access.roles.map((role) => USER_TYPES[role]);
  // 'signedIn' is any signed-in citizen (candidate or staff); the console's endpoints name their roles
  const forOfficers = access !== 'signedIn' && access.roles.some((role) => role === 'officer' || role === 'admin');
  return async (request: FastifyRequest) => {
    const caller = forOfficers ? (request.officer ?? request.sessionUser) : (request.sessionUser ?? request.officer);
    if (!caller) throw new ApiError(401, 'common.notSignedIn');
    if (userTypes ? !userTypes.includes(caller.userTypeId) : caller === request.officer) throw forbidden();
    // a one-time password (an admin's, or admin:create's) is changed before anything else (issue 20)
    if (
      caller === request.officer &&
      request.officer.mustChangePassword &&
      !BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new ApiError(403, 'officers.mustChangePassword');
  };
}

/** The signed-in official of a console route. */
export function currentOfficer(request: FastifyRequest): OfficerSession {
  if (!request.officer) throw new ApiError(401, 'common.notSignedIn');
  return request.officer;
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new ApiError(401, 'common.notSignedIn');
  return request.sessionUser;
}
