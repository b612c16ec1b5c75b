import { FileText } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** Pages (docs/product/pages.md §2): a page is edited at /pages/{id}/edit. */
export const pagesArea: SidebarArea = itemArea(
  { title: 'Pages', path: '/pages', icon: FileText, card: 'Block-based pages' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
);
