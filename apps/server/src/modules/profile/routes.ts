import { parentSchemas, profileApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { diskStorage } from '../../platform/storage';
import { profileGuard } from './guard';
import { type ProfileDeps, registerSection } from './section';

/** The profile wizard's sections for candidates and staff (API.md "Profile"; docs/decisions/031). */
export async function profileRoutes(app: FastifyInstance) {
  const deps: ProfileDeps = {
    db: app.database.db,
    storage: diskStorage(app.config.dataDir),
    guards: { candidate: profileGuard('candidate'), staff: profileGuard('staff') },
  };
  registerSection(app, deps, {
    name: 'parent',
    api: profileApi.parent,
    schemas: parentSchemas,
    savedMessage: 'profile.parentSaved',
  });
}
