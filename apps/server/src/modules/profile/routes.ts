import { parentSchemas, profileApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { additionalRoutes } from './additional/routes';
import { addressSection } from './address/section';
import { registerBank } from './bank/routes';
import { categorySection } from './category/section';
import { profileGuard } from './guard';
import { registerPrimary } from './primary/routes';
import { qualificationRoutes } from './qualification/routes';
import { type ProfileDeps, registerSection } from './section';
import { trainingRoutes } from './training/routes';
import { workExperienceRoutes } from './work-experience/routes';

/** The profile wizard's sections for candidates and staff (API.md "Profile"; docs/decisions/031). */
export async function profileRoutes(app: FastifyInstance) {
  const deps: ProfileDeps = {
    db: app.database.db,
    storage: app.storage,
    guards: { candidate: profileGuard('candidate'), staff: profileGuard('staff') },
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
  qualificationRoutes(app, deps);
  trainingRoutes(app, deps);
  additionalRoutes(app, deps);
  registerBank(app, deps);
  workExperienceRoutes(app, deps);
}
