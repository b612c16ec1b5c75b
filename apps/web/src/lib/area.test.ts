import { Newspaper } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { itemArea, itemScreens, sidebarArea } from './area';

/** A route module as `import.meta.glob` hands it over: loaded when asked, with these exports. */
const module = (exports: Record<string, unknown>) => () => Promise.resolve(exports);
const List = () => null;
const View = () => null;
const Create = () => null;
const Edit = () => null;

const modules = {
  './screens/notices-list-screen.tsx': module({ ListScreen: List }),
  './screens/notice-view-screen.tsx': module({ ViewScreen: View }),
  './screens/notice-form-screen.tsx': module({ CreateScreen: Create, EditScreen: Edit }),
};

describe('an item resource’s screens, found by file name', () => {
  it('puts the list at its path and the form and the item under its item base', async () => {
    const screens = itemScreens('/carousel-list', modules, '/carousel');
    expect(Object.keys(screens)).toEqual(['/carousel-list', '/carousel/new', '/carousel/:id', '/carousel/:id/edit']);
    expect(await screens['/carousel-list']!()).toBe(List);
    expect(await screens['/carousel/new']!()).toBe(Create);
    expect(await screens['/carousel/:id']!()).toBe(View);
    expect(await screens['/carousel/:id/edit']!()).toBe(Edit);
  });

  it('has no item route when the item has no read-only screen', () => {
    const { './screens/notice-view-screen.tsx': _view, ...withoutView } = modules;
    expect(Object.keys(itemScreens('/notice-board', withoutView))).toEqual([
      '/notice-board',
      '/notice-board/new',
      '/notice-board/:id/edit',
    ]);
  });

  it('refuses modules without a list or a form', () => {
    const { './screens/notices-list-screen.tsx': _list, ...withoutList } = modules;
    expect(() => itemScreens('/notice-board', withoutList)).toThrow('No list screen');
    const { './screens/notice-form-screen.tsx': _form, ...withoutForm } = modules;
    expect(() => itemScreens('/notice-board', withoutForm)).toThrow('No form screen');
  });

  it('refuses two modules of one kind', () => {
    const twoLists = { ...modules, './screens/old-notices-list-screen.tsx': module({ ListScreen: List }) };
    expect(() => itemScreens('/notice-board', twoLists)).toThrow('More than one list screen');
  });

  it('fails the route, naming the file, when a module does not export its screen by the kit’s name', async () => {
    const misnamed = { ...modules, './screens/notices-list-screen.tsx': module({ NoticesListScreen: List }) };
    await expect(itemScreens('/notice-board', misnamed)['/notice-board']!()).rejects.toThrow(
      './screens/notices-list-screen.tsx exports no ListScreen',
    );
  });
});

describe('an area’s sidebar entry', () => {
  it('leads to the first of its screens', () => {
    const screen = () => Promise.resolve(List);
    const area = sidebarArea({ title: 'Classes', icon: Newspaper }, { '/classes': screen, '/subjects': screen });
    expect(area.menu.path).toBe('/classes');
  });

  it('of an item area leads to the list, with its own screens beside the resource’s', () => {
    const area = itemArea({ title: 'News', path: '/news', icon: Newspaper }, modules, {
      screens: { '/news/categories': () => Promise.resolve(List) },
    });
    expect(area.menu.path).toBe('/news');
    expect(Object.keys(area.screens)).toEqual([
      '/news',
      '/news/new',
      '/news/:id',
      '/news/:id/edit',
      '/news/categories',
    ]);
  });
});
