import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, MENU } from './areas';

/*
 * The one place the console's menu and route map are written out as the product reference has
 * them (docs/product/console.md §2 and each area's §2): every other test reads them from the areas'
 * declarations, so a reordered list or a lost route fails here.
 */

describe('the console areas', () => {
  it("list the sidebar's entries in the reference's order", () => {
    expect(MENU.map(({ title, path }) => `${title} ${path}`)).toEqual([
      'Dashboard /',
      'Navigation Menu /navigation-menu',
      'Blog /blogs',
      'News /news',
      'Alert /alerts',
      'Bell Schedule /bell-schedule-list',
      'Carousel /carousel-list',
      // The content areas' Poll and Media, which the reference's sidebar leaves out.
      'Poll /poll-list',
      'Notice Board /notice-board',
      'Calendar /calendar',
      'Photo Album /photo-album',
      'Media /media',
      'Video Gallery /video-gallery',
      'Classes & Homeworks /classes',
      'Users /users',
      'Department & Staff /department-staff',
      'Spotlight /spotlight/categories',
      'Pages /pages',
      'Settings /settings',
      'Help /help',
    ]);
  });

  it('give a dashboard card to every entry but Dashboard, Settings and Help', () => {
    expect(MENU.filter(({ card }) => !card).map(({ title }) => title)).toEqual(['Dashboard', 'Settings', 'Help']);
  });

  it("serve every path of the reference's route map, each once", () => {
    const paths = CONSOLE_ROUTES.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/navigation-menu',
        ...['/blogs', '/blogs/new', '/blogs/:id', '/blogs/:id/edit', '/blog-list', '/blog/:id/edit'],
        ...['/news', '/news/new', '/news/:id', '/news/:id/edit', '/news/categories'],
        ...['/alerts', '/alerts/new', '/alerts/:id', '/alerts/:id/edit'],
        ...['/bell-schedule-list', '/bell-schedule/:id'],
        ...['/carousel-list', '/carousel/new', '/carousel/:id', '/carousel/:id/edit'],
        ...['/notice-board', '/notice-board/new', '/notice-board/:id', '/notice-board/:id/edit'],
        ...['/photo-album', '/photo-album/:id', '/video-gallery'],
        ...['/classes', '/classes/:id', '/subjects', '/homeworks'],
        ...['/users', '/users/:id'],
        ...['/department-staff', '/departments', '/departments/new', '/departments/:id', '/departments/:id/edit'],
        ...['/staff', '/staff/new', '/staff/:id', '/staff/:id/edit'],
        ...['/spotlight/categories', '/spotlight/categories/:id'],
        ...['/bulletin-board', '/media', '/media/new', '/media/:id'],
        ...['/poll-list', '/poll/new', '/poll/:id', '/poll/:id/edit'],
        ...['/calendar', '/calendar/new', '/calendar/:id', '/calendar/:id/edit'],
        ...['/analytics', '/notifications', '/settings', '/help'],
        ...['/topic-management', '/profile'],
        ...['/pages', '/pages/new', '/pages/:id/edit'],
      ]),
    );
  });
});
