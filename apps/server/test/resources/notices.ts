import { publicCases } from '../site-support.js';
import { noticesArea } from '../../src/areas/notices/notices-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const notices = resourceOf(noticesArea.resources.notices, () => ({
  title: unique('Notice'),
  content: '<p>Read me</p>',
}));

const onSite = (notice: { id: number; title: string }) => ({
  path: '/notices',
  text: notice.title,
  api: `/notices/${notice.id}`,
});

/** Notices on the public site: only ACTIVE notices of the website, on the list (they have no page of their own). */
export const noticesOnSite = {
  ...publicCases(
    noticesArea.name,
    '/notices',
    {
      make: (client) => notices.create(client, { status: 'ACTIVE' }),
      remove: (client, row) => notices.remove(client, row.id),
      onSite,
    },
    {
      draft: async ({ admin }) => onSite(await notices.create(admin, { status: 'DRAFT' })),
      inactive: async ({ admin }) => onSite(await notices.create(admin, { status: 'INACTIVE' })),
    },
  ),
  api: '/notices',
};
