import {
  accountsApi,
  parentSchemas,
  profileApi,
  profileProgressQuerySchema,
  profileProgressResponseSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors';
import { noStore } from '../../platform/http';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import { additionalSection, languagesSection } from './additional/service';
import { addressSection } from './address/section';
import { registerBank } from './bank/routes';
import { categorySection } from './category/section';
import { registerListSection } from './list';
import { registerPrimary } from './primary/routes';
import { profileProgress } from './progress';
import { qualificationSection } from './qualification/service';
import { type ProfileDeps, registerSection } from './section';
import { trainingSection } from './training/service';
import { registerVerify } from './verify/routes';
import { workExperienceSection } from './work-experience/service';

/** The profile wizard's sections for candidates and staff (API.md "Profile"; docs/decisions/031). */
export async function profileRoutes(app: FastifyInstance) {
  const deps: ProfileDeps = {
    db: app.database.db,
    storage: app.storage,
  };
  registerPrimary(app, deps);
  registerSection(app, deps, addressSection);
  registerSection(app, deps, categorySection);
  registerSection(app, deps, {
    name: 'parent',
    api: profileApi.parent,
    schemas: parentSchemas,
    savedMessage: 'profile.parentSaved',
  });
  registerListSection(app, deps, qualificationSection);
  registerListSection(app, deps, trainingSection);
  registerSection(app, deps, additionalSection);
  registerListSection(app, deps, languagesSection);
  registerBank(app, deps);
  registerListSection(app, deps, workExperienceSection);
  registerVerify(app, deps);

  // The dashboard's 12 circles: the percentage of each step, from what the profile holds.
  route(
    app,
    accountsApi.profileProgress,
    {
      tags: ['accounts'],
      schemas: { query: profileProgressQuerySchema, response: profileProgressResponseSchema },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (request.query.userLoginId !== undefined && request.query.userLoginId !== me.profileId) throw forbidden();
      const progress = await profileProgress(deps.db, me.userId, app.clock.now());
      noStore(reply);
      return { Status: 'Success' as const, Data: progress };
    },
  );
}
