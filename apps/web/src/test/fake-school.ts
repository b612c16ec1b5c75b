import {
  sitePreviewLink,
  sitePreviewPaths,
  sitePreviewRequest,
  website,
  websiteFindQuery,
  websitesPaths,
  type SitePreviewRequest,
} from '@cms/contract';
import {
  refuse,
  startFakeApi,
  type AreaRows,
  type AreaTables,
  type Endpoint,
  type FakeTable,
  type Override,
} from './fake-api';
import { RIVERSIDE } from './render';
import { signIn } from './session';

/*
 * The demo school on the fake API (test/fake-api.ts), behaving as the server does: the same
 * orders, filters, defaults, name conflicts and link clean-ups. Each area brings its own fake
 * (`features/<area>/<area>.fake.ts`: its tables, rows and endpoints), found here without a list;
 * rows start from what a test gives, and every call and answer is checked against the contract.
 */

/**
 * Every area's fake, by the area's name. Each fake adds itself (declaration merging):
 *   declare module '@/test/fake-school' { interface SchoolFakes { videos: typeof videosFake } }
 * so that the school's rows and tables are typed with it, and a new area touches no list here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' fakes fill it in
export interface SchoolFakes {}

type Fake = SchoolFakes[keyof SchoolFakes];
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;

/** The rows a test starts the school with: each area's, as its tables keep them (`{videos?: Video[]}`). */
export type SchoolRows = Intersection<AreaRows<Fake>>;

/** The school's tables, each area's, for a test to read afterwards (`api.videos.all()`). */
export type SchoolTables = Intersection<AreaTables<Fake>>;

/** An area's fake as the school starts it: `fakeArea(...)`, the default export of its module. */
type FakeArea = (rows: SchoolRows) => { endpoints: Endpoint[]; tables: Record<string, FakeTable<{ id: number }>> };

/** Every area's fake: test-only modules, which no screen imports. */
const FAKES = Object.values(import.meta.glob<FakeArea>('../features/*/*.fake.ts', { eager: true, import: 'default' }));

/** Signs in as the demo school's Alex Morgan with `roles` (an ADMIN unless given). */
export function signInAs(roles: string[] = ['ADMIN'], id = 1) {
  signIn({ id, firstName: 'Alex', lastName: 'Morgan', roles, avatar: null });
}

/** The website the console finds by its admin address. */
const websiteFind: Endpoint = {
  method: 'GET',
  path: websitesPaths.find,
  query: websiteFindQuery,
  response: website.nullable(),
  handle: () => RIVERSIDE,
};

/** The moment every fake preview link stops working. */
export const PREVIEW_EXPIRES_AT = '2030-01-01T00:15:00.000Z';

/**
 * A preview link to a saved row, named by its resource's tag, which is its table's name here as
 * on the server ('news', 'blogs'): `/site/preview/token-news-7`; a missing row is its table's 404.
 */
const sitePreview = (tables: Record<string, FakeTable<{ id: number }>>): Endpoint => ({
  method: 'POST',
  path: sitePreviewPaths.link,
  body: sitePreviewRequest,
  response: sitePreviewLink,
  status: 200,
  handle: ({ body }) => {
    const { kind, id } = body as SitePreviewRequest;
    const table = tables[kind] ?? refuse(400, `There is no preview of ${kind}`);
    table.get(id);
    return { url: `/site/preview/token-${kind}-${id}`, expiresAt: PREVIEW_EXPIRES_AT };
  },
});

/** Starts the fake API with these rows; `overrides` ('METHOD /path') answer those calls instead. */
export function serveSchool(rows: SchoolRows = {}, overrides: Record<string, Override> = {}) {
  const areas = FAKES.map((fake) => fake(rows));
  const tables = Object.assign({}, ...areas.map((area) => area.tables)) as SchoolTables;
  const endpoints = [websiteFind, sitePreview(tables), ...areas.flatMap((area) => area.endpoints)];
  return { ...startFakeApi(endpoints, overrides), ...tables };
}
