import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { areas } from './areas.js';
import type { Area } from './platform/area.js';
import type { AppDeps } from './platform/deps.js';
import { localAttemptStore, redisAttemptStore } from './platform/attempt-limits.js';
import { BackgroundWork } from './platform/background.js';
import { FileSweeper } from './platform/file-sweep.js';
import { uploadsTempDir } from './platform/uploads.js';
import { FileUses } from './platform/file-uses.js';
import { registerAuthentication } from './platform/auth.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerInputChecks } from './platform/input.js';
import { registerJsonBodies } from './platform/json-body.js';
import { logSerializers, redactLogObject } from './platform/log-serializers.js';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mailer.js';
import { OneLinePerRequest } from './platform/request-log.js';
import { registerSecurityHeaders, securityHeadersOf } from './platform/security-headers.js';
import { createSerializerCompiler } from './platform/serialize.js';
import { SessionStore } from './platform/sessions.js';
import { openStorage } from './platform/storage.js';
import { registerStoredFiles } from './platform/stored-files.js';
import { TokenService } from './platform/tokens.js';
import { registerAnswerCompression } from './platform/compress-answers.js';
import { defaultConsoleBuild, registerWebConsole } from './platform/web-console.js';
import { SiteHosts } from './platform/site/site-hosts.js';
import { SiteCache } from './platform/site/site-cache.js';
import { refreshAfterWrites, SiteVersions } from './platform/site/site-versions.js';
import { registerPreviewLinks } from './site/preview-routes.js';
import { PUBLIC_API, PUBLIC_API_TAG, publicApiBudget, registerPublicApi } from './site/public-api.js';
import { keptAnswers, keptRequestOf } from './site/kept-answers.js';
import { registerSite } from './site/site-routes.js';

/**
 * Fastify's default, stated: longer than the 60 s a proxy or load balancer keeps an idle connection
 * to us, so we never close one it is about to reuse.
 */
const KEEP_ALIVE_TIMEOUT = 72_000;

export interface BuildOptions {
  /** Where log lines go; tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** Areas served besides those of areas.ts (tests of the kit register resources of their own). */
  extraAreas?: Pick<Area, 'name' | 'routes'>[];
  tokenTtlSeconds?: number;
  /** Replaces the configured mailer (tests hold a mail back to see that no answer waits on it). */
  mailer?: Mailer;
  /** The prefix of the attempt counters' keys in Redis; tests use one of their own. */
  limitsKeyPrefix?: string;
  /**
   * Whether this process removes stored files no row uses, at start and daily (`platform/file-sweep.ts`;
   * default true). The command line builds the app to ask about files and sweeps only when told.
   */
  sweepOrphanFiles?: boolean;
}

export async function buildApp(config: Config, database: DatabaseHandle, options: BuildOptions = {}) {
  // A slow or stalled client cannot hold a connection: the whole request within REQUEST_TIMEOUT,
  // the headers within 20 s, no silence longer than 30 s (each at most the whole). Node answers the
  // first two with a 408 and closes; a silent socket is closed without an answer.
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const headersTimeout = Math.min(20_000, requestTimeout);
  const connectionTimeout = Math.min(30_000, requestTimeout);
  // A request to a website's public host is one for its site (docs/design.md §10).
  const siteHosts = new SiteHosts(database.db);
  // The site's kept pages are answered before the framework sees them (site/kept-answers.ts), once
  // the app is built; every other request is the framework's.
  let answerKept: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  const app = Fastify({
    serverFactory: (handler, { http: settings }) => {
      const server = createServer(settings ?? {}, (request, response) => {
        if (!answerKept(request, response)) handler(request, response);
      });
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT;
      server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout);
      return server;
    },
    rewriteUrl: (request) => siteHosts.rewrite(request),
    requestTimeout,
    connectionTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT,
    // Node checks the request and header timeouts every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(5_000, headersTimeout / 2) },
    logger: {
      level: config.logLevel,
      // A URL's secrets (the token of an old reset link) never reach a log line.
      serializers: logSerializers,
      // Secret-named keys of any other logged object are replaced (log-serializers.ts).
      formatters: { log: redactLogObject },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request instead of Fastify's two (request-log.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env === 'test' }));

  // Loaded only when configured (cold start, docs/design.md §8).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        // A sign-in never waits long on Redis: the attempt counters fall back to this process.
        commandTimeout: 1000,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    // Reported by the attempt counters when they fall back; without a listener ioredis prints each retry.
    redis.on('error', () => {});
    // The first sign-ins count in Redis too; a Redis that is down delays the start by two seconds at most.
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 2000).unref();
    });
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (config.storage.kind === 'local') mkdirSync(uploadsDir, { recursive: true });
  const siteVersions = new SiteVersions(database.db, redis, app.log);
  const storage = await openStorage(config);
  const fileUses = new FileUses();
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    sessions: new SessionStore(database.db),
    tokens: new TokenService(config.jwtSecret, options.tokenTtlSeconds ?? 8 * 60 * 60),
    storage,
    fileUses,
    fileSweeper: new FileSweeper(database.db, storage, fileUses, app.log, uploadsTempDir(config.dataDir)),
    mailer:
      options.mailer ??
      (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, app.log) : outboxMailer(config.dataDir, app.log)),
    attempts: redis
      ? redisAttemptStore(redis, options.limitsKeyPrefix ?? 'cms:attempts:', app.log)
      : localAttemptStore(),
    background: new BackgroundWork(),
    siteHosts,
    siteVersions,
    siteCache: new SiteCache(siteVersions),
  };
  // A website's public address changed here or on another process is served within a second.
  await siteHosts.reload();
  deps.siteVersions.onChange(() => siteHosts.reload());
  await deps.siteVersions.start();
  app.decorate('deps', deps);
  refreshAfterWrites(app as unknown as FastifyInstance, deps.siteVersions);
  // Once every area has declared the files its rows use (as its routes register), and daily after.
  if (options.sweepOrphanFiles !== false) app.addHook('onReady', async () => deps.fileSweeper.start());
  app.addHook('onClose', async () => {
    await deps.fileSweeper.stop();
    // Mail already promised is sent before the database goes, unless it takes unreasonably long.
    await Promise.race([deps.background.idle(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    deps.siteVersions.stop();
    redis?.disconnect();
  });

  registerErrorHandling(app);
  registerInputChecks(app);
  registerJsonBodies(app);
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  registerSecurityHeaders(app, securityHeaders);
  registerAnswerCompression(app as unknown as FastifyInstance);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'School CMS API', version: '1.0.0' },
      tags: [
        {
          name: PUBLIC_API_TAG,
          description:
            `Read-only, without sign-in: the published content of the website the request is addressed to, at ${PUBLIC_API}/... ` +
            `on its public host, or under /site${PUBLIC_API}/... on this server's own address (as listed here). ` +
            `GET from any origin (CORS); strong ETags; at most ${publicApiBudget.max} requests a minute per client address.`,
        },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  registerStoredFiles(app, deps.storage);

  await app.register(async (api) => {
    registerAuthentication(api);
    for (const area of [...areas, ...(options.extraAreas ?? [])]) await api.register(area.routes);
    registerPreviewLinks(api, areas);
  });

  const siteCookies = registerSite(app as unknown as FastifyInstance, areas);
  answerKept = keptAnswers(deps, siteCookies, securityHeaders, (request, status, started) =>
    app.log.info(
      { req: keptRequestOf(request), res: { statusCode: status }, responseTime: performance.now() - started },
      'request completed',
    ),
  );
  registerPublicApi(app as unknown as FastifyInstance, areas);

  await registerWebConsole(app, config.webDist ?? defaultConsoleBuild());

  return app as unknown as FastifyInstance;
}
