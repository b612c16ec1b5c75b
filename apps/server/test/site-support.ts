import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { unique, type Client } from './content-support.js';
import type { Resource } from './kit/resource.js';

/** A page of the public site as a browser asks for it: on the server's own address under `/site`, or at `host`. */
export function sitePage(
  app: FastifyInstance,
  path: string,
  options: { host?: string; headers?: Record<string, string> } = {},
) {
  const { host, headers = {} } = options;
  return app.inject({
    method: 'GET',
    url: host ? path : `/site${path === '/' ? '/' : path}`,
    headers: host ? { ...headers, host } : headers,
  });
}

/** The page's HTML, which must answer `status`. */
export async function siteHtml(app: FastifyInstance, path: string, status = 200, host?: string) {
  const response = await sitePage(app, path, { host });
  expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response.body;
}

/**
 * The scripts of a page a browser would run: every `<script` but structured data (JSON-LD), a data
 * block that is never run. The site sends none (docs/design.md §10).
 */
export const scriptsToRun = (html: string) => html.match(/<script\b(?![^>]*\btype="application\/ld\+json")/gi) ?? [];

/** Gives the client's website a public URL on a host of its own (`www.northfield-3.example`): its site is served there. */
export async function givePublicHost(client: Client) {
  const url = `/websites/${client.websiteId}`;
  const website = (await client.inject({ method: 'GET', url })).json<{ name: string; adminUrl: string }>();
  const host = `www.${unique('northfield').replace(' ', '-')}.example`;
  const saved = await client.inject({
    method: 'PUT',
    url,
    payload: { name: website.name, adminUrl: website.adminUrl, publicUrl: `https://${host}` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { website, host };
}

/**
 * A row made through the API, as the public site would name it: its page's path (the list's, for a
 * row that has no page of its own) and the text it shows.
 */
export interface Published {
  path: string;
  text: string;
  /** Its address in the public content API (`/news/7`, after `/api/public/v1`), where it has one of its own. */
  api?: string;
}

/**
 * What the shared test of public pages (`site-areas.test.ts`) needs of an area that has them: where
 * it lists its rows, how to make one the site shows, and one of each kind it must never show (a
 * draft, an inactive or deleted row, one outside its window, another website's).
 */
export interface PublicCases {
  area: string;
  /** The list page that would show the rows (`/news`); none for rows that have only their own page (pages). */
  list?: string;
  /** The public content API's list that holds the rows (`/news`), where the area has one. */
  api?: string;
  shown(clients: Clients): Promise<Published>;
  hidden: Record<string, (clients: Clients) => Promise<Published>>;
}

/**
 * Who makes the rows, and what the site is asked for a row before it goes (`warm`), so that the
 * test sees the site drop what it kept, not render it for the first time.
 */
type Clients = { admin: Client; other: Client; warm?: (row: Published) => Promise<void> };

/**
 * The cases of an area whose rows are made one by one (`make`) and removed (`remove`): one it
 * shows, the same once deleted, and another website's, with the area's own kinds of hidden row
 * (`more`: a draft, an inactive one).
 */
export function publicCases<R>(
  area: string,
  list: string,
  rows: {
    make(client: Client): Promise<R>;
    remove(client: Client, row: R): Promise<{ statusCode: number }>;
    onSite(row: R): Published;
  },
  more: PublicCases['hidden'] = {},
): PublicCases {
  return {
    area,
    list,
    shown: async ({ admin }: Clients) => rows.onSite(await rows.make(admin)),
    hidden: {
      ...more,
      deleted: async ({ admin, warm }: Clients) => {
        const row = await rows.make(admin);
        await warm?.(rows.onSite(row));
        expect((await rows.remove(admin, row)).statusCode).toBe(200);
        return rows.onSite(row);
      },
      "another website's": async ({ other }: Clients) => rows.onSite(await rows.make(other)),
    },
  };
}

/**
 * The cases of an area's resource (`resourceOf`): a row made with the `shown` fields (a function for
 * fields made anew each time, tomorrow's date), which the site shows on its page (`paths[0]`:
 * `/news/:id`, `/:slug`, the row's own field) and in its list (`paths[1]`); the same once deleted; another website's; and
 * one row of each `hidden` kind, made with that kind's fields. A row is known on the page by its name
 * (its title, name or question).
 */
export function resourceCases<E extends { id: number }>(
  area: { name: string },
  resource: Resource<E>,
  fields: {
    /** The row's page, and the list that shows it (none: it is on no list). */
    paths: readonly [page: string, list?: string];
    /** The row's address in the public content API (`/news/:id`), and the API's list of the rows. */
    api?: readonly [item: string, list: string];
    shown?: object | (() => object);
    hidden?: Record<string, object>;
  },
): PublicCases {
  const [page, list] = fields.paths;
  const at = { page, list };
  const shown = () => (typeof fields.shown === 'function' ? fields.shown() : (fields.shown ?? {}));
  const onSite = (row: E): Published => {
    const values = row as unknown as Record<string, unknown>;
    const filled = (path: string) => path.replace(/:(\w+)/, (_, field: string) => String(values[field]));
    return {
      path: filled(at.page),
      text: String(values[resource.name]),
      ...(fields.api ? { api: filled(fields.api[0]) } : {}),
    };
  };
  const kinds = Object.entries(fields.hidden ?? {}).map(([kind, values]) => [
    kind,
    async ({ admin }: Clients) => onSite(await resource.create(admin, values)),
  ]);
  const cases = publicCases(
    area.name,
    at.list ?? '',
    {
      make: (client) => resource.create(client, shown()),
      remove: (client, row) => resource.remove(client, row.id),
      onSite,
    },
    Object.fromEntries(kinds),
  );
  const withApi = fields.api ? { ...cases, api: fields.api[1] } : cases;
  return at.list === undefined ? { ...withApi, list: undefined } : withApi;
}
