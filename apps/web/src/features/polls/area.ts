import { Vote } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Polls (docs/product/polls.md §2): listed at /poll-list, each at /poll/{id}. */
export const pollsArea: SidebarArea = itemArea(
  { title: 'Poll', path: '/poll-list', icon: Vote, card: 'Polls and their results', itemBase: '/poll' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
