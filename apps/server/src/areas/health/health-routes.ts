import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../platform/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], security: [], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.deps.db);
      } catch {
        throw new HttpError(503, 'The database is not reachable');
      }
      return { status: 'ok' as const };
    },
  );
};
