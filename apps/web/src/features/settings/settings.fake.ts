import { website, websiteRequest, websitesPaths, type Website, type WebsiteBody } from '@cms/contract';
import { fakeArea, table } from '@/test/fake-api';
import { RIVERSIDE } from '@/test/render';

/*
 * The websites on the fake API (test/fake-api.ts), as the server keeps them: the demo school's
 * unless a test gives its own; an edit writes what the body sends and keeps the settings it leaves out.
 */

/** A body's fields that it sends: a setting left out is kept. */
const sent = (body: WebsiteBody) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Website>;

const settingsFake = fakeArea({ websites: table<Website>('Website') }, ({ websites }, rows) => {
  if (!rows.websites) websites.put(structuredClone(RIVERSIDE));
  return [
    {
      method: 'GET',
      path: websitesPaths.website,
      response: website,
      handle: ({ params }) => websites.get(params.id!),
    },
    {
      method: 'PUT',
      path: websitesPaths.website,
      body: websiteRequest,
      response: website,
      handle: ({ params, body }) => {
        const current = websites.get(params.id!);
        return websites.put({ ...current, ...sent(body as WebsiteBody), updatedDate: new Date().toISOString() });
      },
    },
  ];
});

export default settingsFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    settings: typeof settingsFake;
  }
}
