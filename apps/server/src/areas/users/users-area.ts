import { usersContract } from '@cms/contract';
import { areaRoutes, defineArea } from '../../platform/area.js';
import { meRoutes } from './me-routes.js';
import { usersTable } from './users-repository.js';
import { usersRoutes } from './users-routes.js';

/**
 * The users an ADMIN manages, then the signed-in user's own account; their tables are the
 * platform's. Its resource is served with the sessions of the app (`usersRoutes`).
 */
const routes = areaRoutes({ users: { contract: usersContract, table: usersTable } }, async (app) => {
  // An avatar is a stored file that only its user shows (the orphan sweep keeps it).
  app.deps.fileUses.keep({ table: 'users', urls: ['avatar_url'] });
  await app.register(usersRoutes);
  await app.register(meRoutes);
});

export const usersArea = defineArea({ name: 'users', routes });
