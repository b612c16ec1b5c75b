import { itemFormScreens } from '@/components/item-screens';
import { pollsResource } from '../api';
import { PollForm } from '../components/poll-form';

/** /poll/new and /poll/{id}/edit: one form, then back to the list. */
export const { CreateScreen, EditScreen } = itemFormScreens(pollsResource, PollForm, {
  new: 'A question for visitors of the website, and the answers they choose from.',
});
