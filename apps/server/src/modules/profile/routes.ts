import { parentSchemas, profileApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { additionalSection, languagesSection } from './additional/service';
import { addressSection } from './address/section';
import { registerBank } from './bank/routes';
import { categorySection } from './category/section';
import { profileGuard } from './guard';
import { registerListSection } from './list';
import { registerPrimary } from './primary/routes';
import { qualificationSection } from './qualification/service';
import { type ProfileDeps, registerSection } from './section';
import { trainingSection } from './training/service';
import { workExperienceSection } from './work-experience/service';

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
  registerListSection(app, deps, qualificationSection);
  registerListSection(app, deps, trainingSection);
  registerSection(app, deps, additionalSection);
  registerListSection(app, deps, languagesSection);
  registerBank(app, deps);
  registerListSection(app, deps, workExperienceSection);
}
