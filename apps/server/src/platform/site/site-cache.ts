import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

/** What the cache needs to know of a website's content: its version, which every write raises. */
export interface ContentVersions {
  of(websiteId: number): number;
}

/** An answer of the public site as it is sent: its status, type and bytes, compressed once each way. */
export interface SiteAnswer {
  status: number;
  type: string;
  body: Buffer;
  /** A strong validator: the hash of the bytes. */
  etag: string;
  /** The moment (ms since the epoch) after which its content may differ, or Infinity. */
  until: number;
  /** Seconds to wait before trying again, for a refusal of too many tries (429). */
  retryAfter?: number;
}

/** An answer as kept: the website and version it was rendered at, and its compressed forms once asked. */
interface Kept extends SiteAnswer {
  key: string;
  websiteId: number;
  version: number;
  /** When it was kept: a clock set back before it (a test's, an administrator's) finds it no longer holds. */
  keptAt: number;
  gzip?: Buffer;
  br?: Buffer;
  bytes: number;
}

/** What the kept answers of every website may hold in all, in bytes (their compressed forms included). */
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * An answer larger than this is rendered each time: one huge answer must not push out a school's
 * home page. A sitemap of 50,000 addresses (about 5 MB) is kept.
 */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** A body as an answer: its bytes and their hash. */
export function answerOf(status: number, type: string, text: string | Buffer, until = Infinity): SiteAnswer {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  return { status, type, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, until };
}

/** Which encoding an `Accept-Encoding` asks for: brotli before gzip, else none. */
export function encodingOf(accepts: string | undefined): 'br' | 'gzip' | null {
  if (!accepts) return null;
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepts)) return 'gzip';
  return null;
}

/** The size from which a body is compressed at the fastest level. */
const BIG_BODY = 256 * 1024;

/**
 * Brotli at quality 5, its window no larger than the body (at least 1 KB): a window of the default
 * 4 MB gives a page no smaller, and its tables cost a page's miss about a tenth of a millisecond more.
 */
const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(
        zlib.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length + 16))),
      ),
    },
  });

/**
 * The body in `encoding`, compressed now. A big body (a sitemap of 50,000 addresses) is compressed
 * at the fastest level: a few milliseconds rather than tens, for repeated text that compresses well
 * at any level.
 */
export function compress(body: Buffer, encoding: 'br' | 'gzip') {
  const big = body.length > BIG_BODY;
  if (encoding === 'gzip') return gzipSync(body, { level: big ? 1 : 6 });
  return big ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }) : brotli(body);
}

/** Whether an `If-None-Match` names `etag` (one of a list, or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The public site's answers kept in memory (docs/design.md §10 "Caching"), per website and address,
 * never stale: each is kept with the website's content version it was rendered at, which every
 * write raises in its own transaction (`ContentVersions`), and is answered again only while that
 * version holds and its content's next known change (an alert's window, the school's midnight) is
 * still ahead. Its gzip and brotli forms are made once, when first asked.
 *
 * Answers asked for while the same one is being rendered wait for that render rather than render it
 * again, so a rush of visitors after a write costs one render, not one each. The oldest answers go
 * first once they hold `MAX_BYTES` in all.
 */
export class SiteCache {
  private kept = new Map<string, Kept>();
  private rendering = new Map<string, Promise<SiteAnswer>>();
  private bytes = 0;
  /** How many answers were rendered, for want of a kept one (the tests count them). */
  renders = 0;

  constructor(
    private readonly versions: ContentVersions,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The answer kept for `key` of the website, if it is still the right one. */
  get(websiteId: number, key: string): SiteAnswer | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const time = this.clock();
    const holds = kept.version === this.versions.of(websiteId) && time >= kept.keptAt && time < kept.until;
    if (kept.websiteId !== websiteId || !holds) {
      this.forget(key, kept);
      return undefined;
    }
    // Used again: it goes to the back of the line.
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept;
  }

  /**
   * The answer for `key`: the kept one, the one being rendered, or a new one from `render`, kept
   * when it is a 200 (a page that is not there or not right is not worth the memory an attacker
   * could make it take).
   */
  async answer(websiteId: number, key: string, render: () => Promise<SiteAnswer>): Promise<SiteAnswer> {
    const found = this.get(websiteId, key);
    if (found) return found;
    const version = this.versions.of(websiteId);
    // A render started at another version is not this one's: its key says which it is.
    const flight = `${version}\u0000${key}`;
    const pending = this.rendering.get(flight);
    if (pending) return pending;
    this.renders += 1;
    const rendered = render().then(
      (answer) => {
        this.rendering.delete(flight);
        return (answer.status === 200 && this.keep(websiteId, version, key, answer)) || answer;
      },
      (error: unknown) => {
        this.rendering.delete(flight);
        throw error;
      },
    );
    this.rendering.set(flight, rendered);
    return rendered;
  }

  /** The answer's body in `encoding`, compressed once for a kept answer. */
  encoded(answer: SiteAnswer, encoding: 'br' | 'gzip'): Buffer {
    const kept = answer as Kept;
    const done = kept[encoding];
    if (done) return done;
    const body = compress(answer.body, encoding);
    if (this.kept.get(kept.key) === kept) {
      kept[encoding] = body;
      kept.bytes += body.length;
      this.bytes += body.length;
      this.trim();
    }
    return body;
  }

  /** Drops every answer of these websites at once (their content changed): the memory is free before they are asked again. */
  drop(websiteIds: readonly number[]) {
    const dropped = new Set(websiteIds);
    for (const [key, kept] of this.kept) if (dropped.has(kept.websiteId)) this.forget(key, kept);
  }

  /** How many answers and bytes are kept (for the tests and the health of the process). */
  get size() {
    return { answers: this.kept.size, bytes: this.bytes };
  }

  /** Keeps the answer rendered at `version`, unless a write came while it was made or it is too large. */
  private keep(websiteId: number, version: number, key: string, answer: SiteAnswer): Kept | undefined {
    if (version !== this.versions.of(websiteId) || answer.body.length > MAX_ANSWER_BYTES) return undefined;
    const before = this.kept.get(key);
    if (before) this.forget(key, before);
    const kept: Kept = { ...answer, key, websiteId, version, keptAt: this.clock(), bytes: answer.body.length };
    this.kept.set(key, kept);
    this.bytes += kept.bytes;
    this.trim();
    return kept;
  }

  private forget(key: string, kept: Kept) {
    if (this.kept.get(key) !== kept) return;
    this.kept.delete(key);
    this.bytes -= kept.bytes;
  }

  private trim() {
    for (const [key, kept] of this.kept) {
      if (this.bytes <= MAX_BYTES) return;
      this.forget(key, kept);
    }
  }
}
