import { Newspaper } from 'lucide-react';
import { itemArea, type SidebarArea } from '@/lib/area';

/** News and its categories (docs/product/news.md §2). */
export const newsArea: SidebarArea = itemArea(
  { title: 'News', path: '/news', icon: Newspaper, card: 'News articles and categories' },
  import.meta.glob('./screens/*-{list,view,form}-screen.tsx'),
  {
    screens: {
      '/news/categories': () => import('./screens/news-categories-screen').then((m) => m.NewsCategoriesScreen),
    },
  },
);
