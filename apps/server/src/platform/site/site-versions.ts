import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/** Where a process tells the others which websites' content it has just changed. */
export const SITE_VERSIONS_CHANNEL = 'cms:site-versions';

/** How often the versions are read whatever is heard: writes made without the server, lost messages. */
const POLL_MS = 1000;

/** Methods that write nothing; every other one may have changed a website's content. */
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

const allVersions = prepared({}, (db) => db.selectFrom('site_versions').select(['website_id', 'version']));

/** Why a read is made: the other processes are told only of changes that were not heard from them. */
type Cause = 'write' | 'poll' | 'message';

/**
 * Hears the websites whose versions moved. A listener that answers a promise is waited for before
 * the read is done (the public hosts are read again before the answer of the write that moved them).
 */
export type SiteVersionsListener = (websiteIds: readonly number[]) => void;

/**
 * Each website's content version as this process knows it (docs/design.md §10, Caching): database
 * triggers raise it in the transaction of every write of the website's content
 * (`addSiteVersionTriggers`, migration 2026-12-02-001), and this process reads all of them again
 * after each of its own writes (`refreshAfterWrites`), when another process says it wrote (Redis
 * pub/sub), and once a second whatever happens, for the command line's writes and messages lost
 * while Redis was away. What is kept at a version (a rendered page) holds while `of` answers it.
 */
export class SiteVersions {
  private versions = new Map<number, number>();
  private readonly listeners: SiteVersionsListener[] = [];
  /** The read under way, and the one that follows it for those who asked while it ran. */
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;
  /** Why the next read is made: told to the others unless only a message asked for it. */
  private nextAnnounces = false;
  private timer: NodeJS.Timeout | undefined;
  private subscriber: Redis | undefined;
  private warned = false;

  constructor(
    private readonly db: Db,
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The website's version as this process last read it; 0 before its content was first written. */
  of(websiteId: number): number {
    return this.versions.get(websiteId) ?? 0;
  }

  /**
   * Reads every website's version again, calls the listeners (and waits for them) for those that
   * moved, and tells the other processes of them. A read starts after the call, so a write
   * committed before it is seen; calls made while a read runs share the one after it. A failed
   * read is logged, never thrown: the answer of a write that succeeded is not spoiled.
   */
  refresh(): Promise<void> {
    return this.read('write');
  }

  /** `listener` hears the websites whose versions moved, each time some did. */
  onChange(listener: SiteVersionsListener): void {
    this.listeners.push(listener);
  }

  /**
   * The first read (which must succeed), then the messages of the other processes where there is
   * Redis, and the read every second.
   */
  async start(): Promise<void> {
    await this.readNow(false);
    if (this.redis) this.listen(this.redis);
    this.timer = setInterval(() => void this.read('poll'), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  private read(cause: Cause): Promise<void> {
    const announces = cause !== 'message';
    if (!this.running) return this.begin(announces);
    // The read under way may have started before the caller's write committed.
    this.nextAnnounces ||= announces;
    this.next ??= this.running.then(() => {
      this.next = undefined;
      const announce = this.nextAnnounces;
      this.nextAnnounces = false;
      return this.begin(announce);
    });
    return this.next;
  }

  private begin(announce: boolean): Promise<void> {
    const running = this.readNow(announce)
      .catch((error: unknown) => this.log.error({ err: error }, 'Reading the site versions failed'))
      .finally(() => {
        if (this.running === running) this.running = undefined;
      });
    this.running = running;
    return running;
  }

  private async readNow(announce: boolean) {
    const rows = await allVersions.execute(this.db, {});
    const read = new Map(rows.map((row) => [Number(row.website_id), Number(row.version)]));
    const moved = [...read].filter(([id, version]) => this.versions.get(id) !== version).map(([id]) => id);
    this.versions = read;
    if (moved.length === 0) return;
    if (announce) this.announce(moved);
    for (const listener of this.listeners) {
      try {
        await (listener(moved) as unknown);
      } catch (error) {
        this.log.error({ err: error }, 'A listener of the site versions failed');
      }
    }
  }

  /** Tells the other processes, without waiting: a Redis that is down costs them a second, never a request. */
  private announce(websiteIds: number[]) {
    const redis = this.redis;
    if (!redis) return;
    if (redis.status !== 'ready') return this.redisFailed(new Error(`Redis connection is ${redis.status}`));
    redis.publish(SITE_VERSIONS_CHANNEL, websiteIds.join(',')).catch((error: unknown) => this.redisFailed(error));
  }

  /** Subscribes on a connection of its own (one that subscribes sends nothing else), again after each reconnect. */
  private listen(redis: Redis) {
    const subscriber = redis.duplicate({ autoResubscribe: false });
    this.subscriber = subscriber;
    subscriber.on('error', (error: unknown) => this.redisFailed(error));
    subscriber.on('ready', () => {
      this.warned = false;
      subscriber.subscribe(SITE_VERSIONS_CHANNEL).catch((error: unknown) => this.redisFailed(error));
    });
    subscriber.on('message', (channel: string) => {
      if (channel === SITE_VERSIONS_CHANNEL) void this.read('message');
    });
  }

  private redisFailed(error: unknown) {
    if (!this.warned) this.log.warn({ err: error }, 'Redis is not answering; site versions are read every second');
    this.warned = true;
  }
}

/**
 * Every request that may have written (any method but GET, HEAD and OPTIONS, whatever its status:
 * the API's, the site's own forms, uploads) reads the versions again before its answer leaves, so
 * the next request to this process sees what it wrote. `onSend` runs for every answer, a redirect
 * with no body or an error included, where `preSerialization` would skip those.
 */
export function refreshAfterWrites(app: FastifyInstance, versions: SiteVersions) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READING.has(request.method)) await versions.refresh();
    return payload;
  });
}
