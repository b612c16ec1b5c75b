import { Newspaper } from 'lucide-react';
import type { SidebarArea } from '@/lib/area';

/** News and its categories (docs/product/news.md §2). */
export const newsArea: SidebarArea = {
  menu: { title: 'News', path: '/news', icon: Newspaper, card: 'News articles and categories' },
  screens: {
    '/news': () => import('./screens/news-list-screen').then((m) => m.NewsListScreen),
    '/news/new': () => import('./screens/news-form-screen').then((m) => m.NewsCreateScreen),
    '/news/:id': () => import('./screens/news-view-screen').then((m) => m.NewsViewScreen),
    '/news/:id/edit': () => import('./screens/news-form-screen').then((m) => m.NewsEditScreen),
    '/news/categories': () => import('./screens/news-categories-screen').then((m) => m.NewsCategoriesScreen),
  },
};
