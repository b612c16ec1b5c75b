import { noticesContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { noticesArea } from './area';

/**
 * The notice board (`/misc/cms/bbmac/bbmessages`), docs/product/notices.md §7, with docs/design.md §9.3: paged and
 * searched by title, and an edit that is a PUT of the same notice, not a second create.
 */
export const noticesResource = defineResource({
  contract: noticesContract,
  screens: noticesArea.menu,
});
