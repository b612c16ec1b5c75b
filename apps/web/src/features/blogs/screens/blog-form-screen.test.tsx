import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, RIVERSIDE } from '@/test/render';
import type { Blog } from '@cms/contract';
import { blogsResource } from '../api';
import { makeBlog, makeTopic } from '../blogs.fake';
import { describeItemScreens } from '@/test/screen-suites';
import {
  expectNoViewOnSite,
  expectPreviewOpens,
  expectViewOnSite,
  field,
  heldCall,
  messageOf,
  openWith,
  submitted,
  toastWith,
  typeInto,
} from '@/test/queries';
import { serverError } from '@/test/fake-api';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

const TOPICS = [makeTopic(1, 'Sports'), makeTopic(2, 'Science Fair'), makeTopic(3, 'Arts')];

const openNew = (options?: Parameters<typeof openWith>[3]) =>
  openWith('/blogs/new', 'New Blog', { blogs: [], topics: TOPICS }, options);

/** The edit form of `blog`, once it has loaded. */
async function openEdit(blog: Blog, options?: Parameters<typeof openWith>[3]) {
  const opened = await openWith(`/blogs/${blog.id}/edit`, 'Edit Blog', { blogs: [blog], topics: TOPICS }, options);
  await screen.findByDisplayValue(blog.title);
  return opened;
}

describeItemScreens(blogsResource, {
  saved: makeBlog(5),
  updateLabel: 'Save Changes',
  editLabel: 'Edit Blog',
  also: { topics: TOPICS },
});

describe('blog form: the rules', () => {
  it("marks the title required ('Title*'), a blank title being none", async () => {
    const { user } = await openNew();
    expect(screen.getByText('Title').parentElement).toHaveTextContent('Title*');
    await user.type(field('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(messageOf(field('Title'))).toBe('Title is required'));
  });

  it('brings the Details tab back when the title is missing at save time on the Topics tab', async () => {
    const { user } = await openNew();
    await user.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(screen.getByRole('tab', { name: 'Topics', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument());
    expect(field('Title')).toHaveFocus();
    expect(messageOf(field('Title'))).toBe('Title is required');
  });

  it("asks for a valid image URL ('Please enter a valid URL'), empty being fine", async () => {
    const { calls, user } = await openNew();
    await user.type(field('Title'), 'Field day');
    await user.type(field('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));

    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(field('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Image URL'))).toBe('Please enter a valid URL');
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);

    await user.clear(field('Image URL'));
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(calls()).toContain('POST /bms/cms/bac/blogs'));
  });

  it("creates with DRAFT and no homepage by default, then says 'Blog Created' and goes to /blogs", async () => {
    const api = await openNew();
    expect(field('Status')).toHaveValue('DRAFT');
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).not.toBeChecked();
    await typeInto(api.user, { Title: '  Field day ', 'Creator Name': 'Ms. Rivera', Summary: 'A sunny day' });
    await typeInto(api.user, { Description: '<p>Races</p>', 'Image URL': 'https://cdn.example/field.png' });
    const sent = await submitted(api, 'Create Blog', 'POST /bms/cms/bac/blogs');
    await toastWith('Blog Created', 'Blog post "Field day" has been created successfully.');
    await waitFor(() => expect(api.router.state.location.pathname).toBe('/blogs'));
    expect(sent).toEqual({
      title: 'Field day',
      creatorName: 'Ms. Rivera',
      summary: 'A sunny day',
      description: '<p>Races</p>',
      imgUrl: 'https://cdn.example/field.png',
      status: 'DRAFT',
      hpBlog: false,
      topics: [],
    });
  });

  it('sends the chosen status and the homepage switch', async () => {
    const { lastBody, user } = await openNew();
    await user.type(field('Title'), 'News day');
    await user.selectOptions(field('Status'), 'PUBLISHED');
    await user.click(screen.getByRole('switch', { name: 'Show on homepage' }));
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() =>
      expect(lastBody('POST /bms/cms/bac/blogs')).toMatchObject({ status: 'PUBLISHED', hpBlog: true }),
    );
  });

  it("says 'Failed to save blog post.' when a save fails", async () => {
    const { user } = await openNew({ overrides: { 'POST /bms/cms/bac/blogs': serverError } });
    await user.type(field('Title'), 'Kept title');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await toastWith('Error', 'Failed to save blog post.');
  });

  it('Cancel goes back to /blogs', async () => {
    const { router, user } = await openNew();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
  });
});

describe('blog form: topics', () => {
  it('a new blog toggles topics on click, removes them from the selected list, and sends them with the create', async () => {
    const { lastBody, calls, user } = await openNew();
    await user.click(screen.getByRole('tab', { name: 'Topics' }));

    const available = await screen.findByRole('region', { name: 'Available topics' });
    const selectedList = screen.getByRole('region', { name: 'Selected topics' });
    expect(within(selectedList).getByText('No topics selected.')).toBeInTheDocument();
    const sports = within(available).getByRole('button', { name: 'Sports' });
    const science = within(available).getByRole('button', { name: 'Science Fair' });
    expect(sports).toHaveAttribute('aria-pressed', 'false');

    await user.click(science);
    await user.click(sports);
    expect(sports).toHaveAttribute('aria-pressed', 'true');
    expect(science).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(selectedList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Science Fair', 'Sports']);

    // A second click unselects; so does the remove button.
    await user.click(sports);
    expect(sports).toHaveAttribute('aria-pressed', 'false');
    await user.click(sports);
    await user.click(within(selectedList).getByRole('button', { name: 'Remove topic Science Fair' }));
    expect(science).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(selectedList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sports']);
    await user.click(within(available).getByRole('button', { name: 'Arts' }));

    // Nothing was linked yet: the blog does not exist.
    expect(calls().some((c) => c.startsWith('POST /bms/cms/tc/'))).toBe(false);
    expect(calls()).toContain('GET /bms/cms/tc/topics?page=0&size=100');

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.type(field('Title'), 'Tagged');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    await waitFor(() => expect(lastBody('POST /bms/cms/bac/blogs')).toMatchObject({ topics: [1, 3] }));
  });

  it('an existing blog links and unlinks each toggled topic at once, and its save leaves topics out', async () => {
    const blog = makeBlog(5, { topics: [{ id: 1, assetId: 1, title: 'Sports', name: 'Sports', description: '' }] });
    const { calls, lastBody, lastInit, user, router } = await openEdit(blog);
    await user.click(screen.getByRole('tab', { name: 'Topics' }));

    const available = await screen.findByRole('region', { name: 'Available topics' });
    const selectedList = screen.getByRole('region', { name: 'Selected topics' });
    expect(within(available).getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(available).getByRole('button', { name: 'Science Fair' }));
    await waitFor(() => expect(calls()).toContain('POST /bms/cms/tc/blogs/5/topics/2'));
    await waitFor(() =>
      expect(
        within(selectedList)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Sports', 'Science Fair']),
    );
    expect(within(available).getByRole('button', { name: 'Science Fair' })).toHaveAttribute('aria-pressed', 'true');
    // A bodyless call sends no JSON Content-Type (the server answers 400 to an empty JSON body).
    expect(new Headers(lastInit('POST /bms/cms/tc/blogs/5/topics/2')?.headers).has('Content-Type')).toBe(false);

    await user.click(within(selectedList).getByRole('button', { name: 'Remove topic Sports' }));
    await waitFor(() => expect(calls()).toContain('DELETE /bms/cms/tc/blogs/5/topics/1'));
    await waitFor(() =>
      expect(
        within(selectedList)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Science Fair']),
    );
    expect(within(available).getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastWith('Blog Updated', 'Blog post "Blog 5" has been updated successfully.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(lastBody('PUT /bms/cms/bac/blogs/5')).not.toHaveProperty('topics');
    expect(lastBody('PUT /bms/cms/bac/blogs/5')).toMatchObject({ title: 'Blog 5', status: 'DRAFT' });
  });
});

describe('blog screens: edit and view', () => {
  it("edit shows the public URL on the browser's origin, under /site, when the website has none", async () => {
    await openEdit(makeBlog(5));
    expect(screen.getByLabelText('Public URL')).toHaveValue(`${window.location.origin}/site/blog/5`);
  });

  it("edit shows the public URL on the website's public URL", async () => {
    const website = () => jsonResponse(200, { ...RIVERSIDE, publicUrl: 'https://riverside.example/' });
    await openEdit(makeBlog(5), { overrides: { 'GET /wms/public/wlc/websites/find': website } });
    await waitFor(() => expect(screen.getByLabelText('Public URL')).toHaveValue('https://riverside.example/blog/5'));
  });

  it('edit deletes after the confirmation and goes to /blogs', async () => {
    const { calls, user, router } = await openEdit(makeBlog(5));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this blog post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(calls()).toContain('DELETE /bms/cms/bac/blogs/5');
  });

  it('the view is a read-only post with Back to Blogs', async () => {
    const blog = makeBlog(5, {
      title: 'Sports Day',
      status: 'PUBLISHED',
      hpBlog: true,
      description: '<p>We <strong>won</strong></p>',
      topics: [{ id: 1, assetId: 1, title: 'Sports', name: 'Sports', description: '' }],
    });
    await openWith('/blogs/5', 'Sports Day', { blogs: [blog], topics: TOPICS });
    expect(screen.getByText('won', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Homepage')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Topics' })).getByText('Sports')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('edit previews the saved draft in a new tab, and View on site waits for it to be published', async () => {
    const held = heldCall();
    const api = await openEdit(makeBlog(5, { title: 'Field Trip', status: 'DRAFT' }), {
      overrides: { 'POST /misc/cms/preview': held.override },
    });
    expectNoViewOnSite('Field Trip');
    await expectPreviewOpens(api, held, { kind: 'blogs', id: 5 });
  });

  it('edit and view lead to a published post on the public site, where its Copy field points', async () => {
    await openEdit(makeBlog(5, { title: 'Field Trip', status: 'PUBLISHED' }));
    await expectViewOnSite('Field Trip', '/blog/5');
    expect(screen.getByLabelText('Public URL')).toHaveValue(`${window.location.origin}/site/blog/5`);
  });

  it('the view offers a VIEWER Preview and View on site', async () => {
    await openWith(
      '/blogs/6',
      'Open House',
      { blogs: [makeBlog(6, { title: 'Open House', status: 'PUBLISHED' })] },
      {
        roles: ['VIEWER'],
      },
    );
    await expectViewOnSite('Open House', '/blog/6');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });
});
