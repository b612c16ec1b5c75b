import type { IncomingMessage } from 'node:http';
import { SITE_ASSETS, SITE_PREFIX } from '@cms/contract';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

// Read again after every write of any website's content: compiled once (docs/design.md §8).
const liveWebsites = prepared({}, (db) =>
  db.selectFrom('websites').select(['id', 'public_url', 'admin_url']).where('deleted', '=', 0),
);

/** The website a request to a public host is for, set on the request as its URL is rewritten. */
const SITE_OF = Symbol('site website');

type SiteRequest = IncomingMessage & { [SITE_OF]?: number };

/**
 * Paths a public host answers as the server does, not as a page of its site: its files, the site's
 * own, and the health check a load balancer in front of the school's address asks.
 */
const SERVED_AS_THEY_ARE = ['/uploads/', `${SITE_ASSETS}/`];
const HEALTH = '/health';

/**
 * Which website's public site a `Host` is (docs/design.md §10): the host of each live website's
 * `publicUrl`, held in memory so that each request is matched without a query. A host that is also
 * a website's admin host stays the console's. It is read again (`reload`) whenever a website's
 * content version moves (`SiteVersions.onChange`): at once after a write in this process, within a
 * second of one in another.
 */
export class SiteHosts {
  private hosts = new Map<string, number>();
  private admins = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async reload() {
    const rows = await liveWebsites.execute(this.db, {});
    const admin = new Set(rows.map((row) => row.admin_url.toLowerCase()));
    const hosts = new Map<string, number>();
    for (const row of rows) {
      const host = hostOf(row.public_url);
      if (host && !admin.has(host) && !hosts.has(host)) hosts.set(host, row.id);
    }
    this.hosts = hosts;
    this.admins = new Map(rows.map((row) => [row.admin_url.toLowerCase(), row.id]));
  }

  /**
   * The website whose console is at `adminHost` (the §9.8 rule has made it one), as last read; a
   * host not among them may be a website made since by another process, so the caller asks the
   * database.
   */
  websiteAt(adminHost: string): number | undefined {
    return this.admins.get(adminHost);
  }

  /**
   * Fastify's `rewriteUrl`: a request to a website's public host is a request for its site, at the
   * site's prefix; the website is noted on the request (`siteOf`). Files and the site's own assets
   * are served as they are.
   */
  rewrite(request: IncomingMessage): string {
    const url = request.url ?? '/';
    const host = request.headers.host?.toLowerCase();
    const websiteId = host === undefined ? undefined : this.hosts.get(host);
    const asItIs = url === HEALTH || SERVED_AS_THEY_ARE.some((prefix) => url.startsWith(prefix));
    if (websiteId === undefined || asItIs) return url;
    (request as SiteRequest)[SITE_OF] = websiteId;
    return `${SITE_PREFIX}${url === '/' ? '' : url}`;
  }
}

/** The website whose public host the request came to, or undefined (the server's own address). */
export const siteOf = (request: IncomingMessage) => (request as SiteRequest)[SITE_OF];

/** The `host[:port]` of a public URL, lower case; null for none or one that is not a URL. */
export function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}
