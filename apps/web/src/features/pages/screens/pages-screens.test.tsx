import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagesMessages, type PageBody, type SitePage, type SitePageBlock } from '@cms/contract';
import { pagesResource } from '../api';
import { makePage } from '../pages.fake';
import { expectNoViewOnSite, expectViewOnSite, field, openWith, submitted, toastWith } from '@/test/queries';
import { describeItemScreens, describeListScreen } from '@/test/screen-suites';

const block = (id: number, type: SitePageBlock['type'], content: SitePageBlock['content']): SitePageBlock => ({
  id,
  type,
  order: 0,
  margins: { top: 16, bottom: 16 },
  content,
});
const about = makePage(1, {
  title: 'About Us',
  slug: 'about-us',
  status: 'published',
  blocks: [
    block(11, 'text', { html: '<p>Our story</p>' }),
    block(12, 'image-only', {
      image: { url: 'https://images.example/campus.jpg', alt: 'Campus', decorative: false },
      caption: 'Campus',
    }),
    block(13, 'table', { headers: ['Stage', 'Years'], rows: [['Primary', '1–6']] }),
  ],
});
const admissions = makePage(2, { title: 'Admissions', slug: 'admissions', status: 'draft' });
const update = 'PUT /misc/cms/pgac/pages/1';
const openEditor = (pages: SitePage[] = [about]) => openWith('/pages/1/edit', 'Edit Page', { pages });
const openNew = () => openWith('/pages/new', 'New Page', { pages: [] });
const blocks = () => screen.queryAllByTestId('page-block');
const headingOf = (region: HTMLElement) => within(region).getByRole('heading').textContent;

describeListScreen(pagesResource, {
  rows: [about, admissions],
  headers: ['Title', 'Status', 'Last Updated', 'Actions'],
  shows: { 'About Us': ['/about-us', 'Published'], Admissions: ['Draft'] },
  filter: { label: 'Status', option: 'Draft', query: 'status=draft' },
});

describeItemScreens(pagesResource, {
  saved: about,
  required: pagesMessages.titleRequired,
  missingToList: true,
  stale: pagesMessages.stale,
});

describe('pages on the public site', () => {
  it('lead from the list to a published page at its slug, in a new tab', async () => {
    await openWith('/pages', 'Pages', { pages: [about, admissions] }, { roles: ['VIEWER'] });
    await expectViewOnSite('About Us', '/about-us');
    expectNoViewOnSite('Admissions');
  });

  it('lead from the editor of a published page, beside its own Preview tab', async () => {
    await openEditor();
    await screen.findByDisplayValue('About Us');
    await expectViewOnSite('About Us', '/about-us');
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeInTheDocument();
  });
});

describe('page editor', () => {
  it('adds a block of each type, 16 and 16 px, a new table 2 by 2, and saves them in order from the tabs', async () => {
    const api = await openNew();
    for (const label of ['Text', 'Image and text', 'Text and image', 'Image only', 'Table']) {
      await api.user.click(screen.getByRole('button', { name: `Add ${label} block` }));
    }
    expect(blocks().map(headingOf)).toEqual([
      'Block 1: Text',
      'Block 2: Image and text',
      'Block 3: Text and image',
      'Block 4: Image only',
      'Block 5: Table',
    ]);
    const table = blocks()[4]!;
    expect(within(table).getAllByLabelText(/^Header/)).toHaveLength(2);
    expect(within(table).getAllByLabelText(/^Row \d, column/)).toHaveLength(4);
    expect(within(blocks()[0]!).getByLabelText(/^Top margin/)).toHaveValue('16');
    await api.user.type(field('Title'), 'Open Day 2026');
    const body = (await submitted(api, 'Create Page', 'POST /misc/cms/pgac/pages')) as PageBody;
    expect(body).toMatchObject({ title: 'Open Day 2026', slug: 'open-day-2026', status: 'draft' });
    expect(body.blocks.map((b) => b.type)).toEqual(['text', 'image-text', 'text-image', 'image-only', 'table']);
    expect(body.blocks.every((b) => b.margins.top === 16 && b.margins.bottom === 16)).toBe(true);
    expect(body.blocks[4]!.content).toEqual({
      headers: ['', ''],
      rows: [
        ['', ''],
        ['', ''],
      ],
    });
  });

  it('moves blocks up and down, up disabled on the first and down on the last, and deletes one', async () => {
    const api = await openEditor();
    await screen.findByDisplayValue('About Us');
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move block 3 down' })).toBeDisabled();
    await api.user.click(screen.getByRole('button', { name: 'Move block 1 down' }));
    await api.user.click(screen.getByRole('button', { name: 'Move block 3 up' }));
    expect(blocks().map(headingOf)).toEqual(['Block 1: Image only', 'Block 2: Table', 'Block 3: Text']);
    await api.user.click(screen.getByRole('button', { name: 'Delete block 1' }));
    const body = (await submitted(api, 'Update Page', update)) as PageBody;
    expect(body.blocks.map((b) => b.id)).toEqual([13, 11]);
    expect(body.version).toBe(1);
  });

  it('keeps a table to at least one column and one row', async () => {
    const api = await openEditor();
    const table = (await screen.findAllByTestId('page-block'))[2]!;
    const remove = (name: string) => within(table).getByRole('button', { name });
    await api.user.click(remove('Remove Column'));
    expect(remove('Remove Column')).toBeDisabled();
    expect(remove('Remove Row')).toBeDisabled();
    await api.user.click(within(table).getByRole('button', { name: 'Add Row' }));
    await api.user.type(within(table).getByLabelText('Row 2, column 1'), 'Secondary');
    const body = (await submitted(api, 'Update Page', update)) as PageBody;
    expect(body.blocks[2]!.content).toEqual({ headers: ['Stage'], rows: [['Primary'], ['Secondary']] });
  });

  it("puts the title and slug on the first tab, generates the slug, and says 'Validation Error' for a missing title", async () => {
    const api = await openNew();
    const content = screen.getByRole('tabpanel', { name: 'Content' });
    expect(within(content).getByRole('textbox', { name: /^Title/ })).toBeVisible();
    expect(within(content).getByRole('textbox', { name: /^Slug/ })).toBeVisible();
    await api.user.click(screen.getByRole('tab', { name: 'Settings' }));
    await api.user.click(screen.getByRole('button', { name: 'Create Page' }));
    await toastWith(pagesMessages.validationError, pagesMessages.titleRequired);
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await api.user.type(field('Title'), "  Parents' Evening!  ");
    await api.user.click(screen.getByRole('button', { name: 'Generate from title' }));
    expect(field('Slug')).toHaveValue('parents-evening');
  });

  it('keeps a published page from an image without alt text unless it is marked decorative', async () => {
    const api = await openEditor();
    const image = (await screen.findAllByTestId('page-block'))[1]!;
    const alt = within(image).getByLabelText(/^Alt text/);
    await api.user.clear(alt);
    await api.user.click(screen.getByRole('button', { name: 'Update Page' }));
    await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
    expect(within(image).getByText(pagesMessages.altRequired)).toBeInTheDocument();
    expect(api.calls()).not.toContain(update);
    await api.user.click(within(image).getByRole('switch', { name: 'Decorative image' }));
    const body = (await submitted(api, 'Update Page', update)) as PageBody;
    expect(body.blocks[1]!.content).toMatchObject({ image: { alt: '', decorative: true } });
  });

  it('counts the meta title and description against the 50–60 and 150–160 guidance', async () => {
    const api = await openNew();
    await api.user.type(field('Meta title'), 'About Riverside');
    expect(screen.getByText('15 characters; 50–60 recommended')).toBeInTheDocument();
    expect(screen.getByText('0 characters; 150–160 recommended')).toBeInTheDocument();
  });

  it('names the slug another page has, beside its field', async () => {
    const api = await openWith('/pages/new', 'New Page', { pages: [admissions] });
    await api.user.type(field('Title'), 'Admissions');
    await api.user.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(field('Slug')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(pagesMessages.slugTaken('admissions')).length).toBeGreaterThan(0);
  });

  it('previews the page from what the server answers, saving nothing', async () => {
    const api = await openEditor();
    await screen.findByDisplayValue('About Us');
    await api.user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview of About Us' });
    expect(within(preview).getByText('Our story')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Campus' })).toBeInTheDocument();
    expect(within(preview).getByRole('cell', { name: 'Primary' })).toBeInTheDocument();
    expect(api.calls()).toContain('POST /misc/cms/pgac/pages/preview');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it("says 'Page not found' of one that is not there and goes back to /pages", async () => {
    const { router } = await openWith('/pages/404/edit', 'Pages', { pages: [about] });
    expect(await screen.findByText(pagesMessages.notFound, { selector: '[data-slot="toast-title"]' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pages');
  });
});
