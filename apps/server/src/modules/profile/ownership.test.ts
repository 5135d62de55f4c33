import { type Endpoint, endpointPath, PROFILE_ROLES, type ProfileRole, profileApi, USER_TYPES } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, xhr } from '../../test/app';
import { createUser, signIn } from '../../test/factories';

/** Every profile endpoint with its role: profileApi.<section>.<role>.<operation>. */
function profileEndpoints(): { name: string; role: ProfileRole; endpoint: Endpoint }[] {
  return Object.entries(profileApi).flatMap(([section, roles]) =>
    PROFILE_ROLES.flatMap((role) =>
      Object.entries((roles as Record<ProfileRole, Record<string, Endpoint>>)[role]).map(([operation, endpoint]) => ({
        name: `${section}.${role}.${operation}`,
        role,
        endpoint,
      })),
    ),
  );
}

/** A request naming `userId` the way the endpoint's role does, with an otherwise empty input. */
function requestFor(endpoint: Endpoint, userId: number, cookie?: string) {
  const path = endpointPath(endpoint.path, { userId });
  const headers = { ...xhr, ...(cookie ? { cookie } : {}) };
  if (endpoint.method === 'GET') return { method: 'GET' as const, url: `${path}?candidateId=${userId}`, headers };
  return {
    method: endpoint.method,
    url: path,
    headers,
    payload: { CandidateID: userId, StaffID: userId, candidateId: userId },
  };
}

describe('profile ownership matrix (API.md "Profile": own, candidate 91 only, staff 95 only)', () => {
  const ctx = useTestApp();

  it('has endpoints for every section of both roles', () => {
    expect(profileEndpoints().length).toBeGreaterThanOrEqual(4);
  });

  it("answers 401 without a session, 403 to the other role, and 403 to user A naming user B's id", async () => {
    const { app, database } = ctx();
    const users = {
      candidate: [await createUser(database.db), await createUser(database.db)],
      staff: [
        await createUser(database.db, { userTypeId: USER_TYPES.staff }),
        await createUser(database.db, { userTypeId: USER_TYPES.staff }),
      ],
    };
    const cookies = {
      candidate: (await signIn(database.db, users.candidate[0]?.id ?? 0)).cookie,
      staff: (await signIn(database.db, users.staff[0]?.id ?? 0)).cookie,
    };
    for (const { name, role, endpoint } of profileEndpoints()) {
      const other: ProfileRole = role === 'candidate' ? 'staff' : 'candidate';
      const [own, someoneElse] = users[role];
      if (!own || !someoneElse) throw new Error('users not created');
      const anonymous = await app.inject(requestFor(endpoint, own.id));
      expect(anonymous.statusCode, `${name} without a session`).toBe(401);
      const otherRole = await app.inject(requestFor(endpoint, users[other][0]?.id ?? 0, cookies[other]));
      expect(otherRole.statusCode, `${name} by a ${other} naming their own id`).toBe(403);
      const stranger = await app.inject(requestFor(endpoint, someoneElse.id, cookies[role]));
      expect(stranger.statusCode, `${name} by ${role} A naming B`).toBe(403);
    }
  });
});
