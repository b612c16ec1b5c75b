import { noticesContract, type Notice } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, listing, rowMaker } from '@/test/fake-rows';

/* The notice board on the fake API (test/fake-api.ts), as the server keeps it. */

export const makeNotice = rowMaker<Notice>((id) => ({
  title: `Notice ${id}`,
  summary: `Summary of notice ${id}`,
  content: `<p>Notice ${id}</p>`,
  status: 'ACTIVE',
  ...FAKE_STAMPS,
}));

/** The notice board newest first, searched by title and filtered by status. */
const noticesFake = fakeArea({ notices: table<Notice>('Notice') }, ({ notices }) =>
  resourceEndpoints({
    table: notices,
    contract: noticesContract,
    list: listing({ filters: ['status'], search: 'title' }),
    make: makeNotice,
  }),
);

export default noticesFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    notices: typeof noticesFake;
  }
}
