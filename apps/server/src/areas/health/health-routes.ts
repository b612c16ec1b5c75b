import { healthMessages, healthOk, healthUnavailable } from '@cms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

/** How long a storage probe's answer is kept: a load balancer asking every second costs one probe in five. */
const STORAGE_PROBE_KEPT_MS = 5000;
/** A probe that takes longer than this counts as down, so a stalled store never stalls `/health`. */
const STORAGE_PROBE_TIMEOUT_MS = 2000;

type PartHealth = 'ok' | 'unavailable';

/** Resolves with what `work` did within `ms`: 'ok', or 'unavailable' when it failed or took longer. */
function within(ms: number, work: () => Promise<unknown>): Promise<PartHealth> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('unavailable'), ms);
    work()
      .then(
        (): PartHealth => 'ok',
        (): PartHealth => 'unavailable',
      )
      .then((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
  });
}

/**
 * The health check a load balancer asks: the database (one `select 1`) and the file store (a probe
 * at most every few seconds, its answer kept in between and shared by requests that ask meanwhile).
 * 200 `{status: 'ok', database: 'ok', storage: 'ok'}`, or 503 naming the part that does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let storage: { at: number; answer: Promise<PartHealth> } | null = null;
  const storageHealth = () => {
    const now = Date.now();
    if (!storage || now - storage.at >= STORAGE_PROBE_KEPT_MS) {
      storage = { at: now, answer: within(STORAGE_PROBE_TIMEOUT_MS, () => app.deps.storage.probe()) };
    }
    return storage.answer;
  };

  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], security: [], response: { 200: healthOk, 503: healthUnavailable } },
    },
    async (_request, reply) => {
      const [database, store] = await Promise.all([
        sql`select 1`.execute(app.deps.db).then(
          (): PartHealth => 'ok',
          (): PartHealth => 'unavailable',
        ),
        storageHealth(),
      ]);
      if (database === 'ok' && store === 'ok') return { status: 'ok' as const, database, storage: store };
      const message =
        database !== 'ok' && store !== 'ok'
          ? healthMessages.bothDown
          : database !== 'ok'
            ? healthMessages.databaseDown
            : healthMessages.storageDown;
      return reply.status(503).send({ status: 'unavailable' as const, database, storage: store, message });
    },
  );
};
