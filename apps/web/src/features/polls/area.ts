import { Vote } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** Polls (docs/product/polls.md §2): listed at /poll-list, each at /poll/{id}. */
export const pollsArea: SidebarArea = {
  menu: { title: 'Poll', path: '/poll-list', icon: Vote, card: 'Polls and their results' },
  screens: {
    '/poll-list': () => import('./screens/poll-list-screen').then((m) => m.PollListScreen),
    '/poll/new': () => import('./screens/poll-form-screen').then((m) => m.PollCreateScreen),
    '/poll/:id': () => import('./screens/poll-view-screen').then((m) => m.PollViewScreen),
    '/poll/:id/edit': () => import('./screens/poll-form-screen').then((m) => m.PollEditScreen),
  },
};
