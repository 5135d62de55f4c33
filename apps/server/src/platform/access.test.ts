import { type Access, type Role, USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../test/app';
import { createOfficer, createUser, signIn, signInOfficer, testIp } from '../test/factories';

/**
 * Every endpoint answers as its contract's `access` says (decision 056): walked from the OpenAPI
 * document, whose `x-access` is the contract's, for each kind of caller.
 */

type Operation = { 'x-access'?: Access };
type Caller = { name: string; role: Role | null; regionId?: number | null };

/** Who calls: the citizens' roles, and the console's officials (an officer of each of two regions, an admin). */
const CALLERS: Caller[] = [
  { name: 'anonymous', role: null },
  { name: 'candidate', role: 'candidate' },
  { name: 'staff', role: 'staff' },
  { name: 'officer of region 1', role: 'officer', regionId: 1 },
  { name: 'officer of region 2', role: 'officer', regionId: 2 },
  { name: 'admin', role: 'admin', regionId: null },
];
const isOfficial = (role: Role | null) => role === 'officer' || role === 'admin';

/** What `access` promises a caller: a status, or anything but 401 and 403. */
function expected(access: Access, caller: Caller): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller.role === null) return 401;
  // 'signedIn' is any signed-in citizen: an official's console session is not one
  if (access === 'signedIn') return isOfficial(caller.role) ? 403 : 'allowed';
  return access.roles.includes(caller.role) ? 'allowed' : 403;
}

/**
 * The answer as access sees it: 401, a refusal 403 (the guard's `common.forbidden`), or allowed.
 * A public endpoint's own checks may answer 403 with their own key (a meeting's cancel token:
 * `help.cancelRefused`): that is the endpoint's answer to an allowed caller, not its access.
 */
function refusal(response: { statusCode: number; json: () => { MessageKey?: string } }): 401 | 403 | 'allowed' {
  if (response.statusCode === 401) return 401;
  if (response.statusCode === 403 && response.json().MessageKey === 'common.forbidden') return 403;
  return 'allowed';
}

/**
 * A request naming the caller's own id wherever an endpoint may look for it (the profile's ownership
 * check must not answer 403 for a caller the access lets in), with otherwise empty input, from an
 * address of its own (so no per-IP limit answers 429 in place of the guard).
 */
function requestFor(method: string, path: string, userId: number, cookie?: string) {
  const url = path.replace('{*}', 'none.pdf').replace(/\{(\w+)\}/g, String(userId));
  const headers = { ...xhr, ...(cookie ? { cookie } : {}) };
  const remoteAddress = testIp();
  if (method === 'get') return { method: 'GET' as const, url: `${url}?candidateId=${userId}`, headers, remoteAddress };
  return {
    method: method.toUpperCase() as 'POST',
    url,
    headers,
    remoteAddress,
    payload: { CandidateID: userId, StaffID: userId, candidateId: userId },
  };
}

describe('endpoint access (decision 056)', () => {
  const ctx = useTestApp();
  const operations = async () => {
    const doc = (await ctx().app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, access: operation['x-access'] })),
    );
  };

  it('is declared by every endpoint in the OpenAPI document', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(0);
    for (const { method, path, access } of all) {
      const valid = access === 'public' || access === 'signedIn' || (access?.roles?.length ?? 0) > 0;
      expect(valid, `${method.toUpperCase()} ${path} declares no access`).toBe(true);
    }
  });

  it('answers every caller as the access says: 401 anonymous, 403 another role, else allowed', async () => {
    const { app, database } = ctx();
    const sessions = new Map<string, { userId: number; cookie?: string }>();
    for (const caller of CALLERS) {
      if (caller.role === null) {
        sessions.set(caller.name, { userId: 1 });
        continue;
      }
      if (isOfficial(caller.role)) {
        const officer = await createOfficer(database.db, {
          role: caller.role === 'admin' ? 'admin' : 'officer',
          regionId: caller.regionId ?? null,
        });
        sessions.set(caller.name, { userId: officer.id });
        continue;
      }
      const user = await createUser(database.db, { userTypeId: USER_TYPES[caller.role] });
      sessions.set(caller.name, { userId: user.id, ...(await signIn(database.db, user.id)) });
    }
    const wrong: string[] = [];
    for (const { method, path, access } of await operations()) {
      if (!access) throw new Error(`${method} ${path} declares no access`);
      for (const caller of CALLERS) {
        const session = sessions.get(caller.name);
        if (!session) throw new Error(`no session for ${caller.name}`);
        // an official's session of its own for each request: POST /api/console/logout ends the one it is sent with
        const cookie = isOfficial(caller.role)
          ? (await signInOfficer(database.db, session.userId)).cookie
          : session.cookie;
        const response = await app.inject(requestFor(method, path, session.userId, cookie));
        const want = expected(access, caller);
        const got = refusal(response);
        if (got !== want) wrong.push(`${method.toUpperCase()} ${path} as ${caller.name}: ${got}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    // every endpoint × six callers, one request each: 29.9 s of 30 on this machine with the console's endpoints
  }, 120_000);
});
