import { usersContract } from '@cms/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineArea } from '../../platform/area.js';
import { meRoutes } from './me-routes.js';
import { usersTable } from './users-repository.js';
import { usersRoutes } from './users-routes.js';

/** The users an ADMIN manages, then the signed-in user's own account; their tables are the platform's. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(usersRoutes);
  await app.register(meRoutes);
};

/** Its resource is served with the sessions of the app (`usersRoutes`); the tests reach it by its contract and table. */
export const usersArea = defineArea({
  name: 'users',
  routes,
  resources: { users: { contract: usersContract, table: usersTable } },
});
