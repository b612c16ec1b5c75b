import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newsResource } from '../api';
import { makeCategory, makeNews } from '../news.fake';
import { badRequest, serverError } from '@/test/fake-api';
import { expectSavedTo, field, messageOf, openWith, optionsOf, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

const CATEGORIES = [makeCategory(1, 'Sports'), makeCategory(2, 'Events')];
const sportsDay = makeNews(7, {
  title: 'Sports Day',
  summary: 'Races all day.',
  content: '<p>Bring water.</p>',
  creator_name: 'Coach Lee',
  imgUrl: 'https://example.com/track.png',
  status: 'ACTIVE',
  showOnHomePage: true,
  categories: [{ id: 1, name: 'Sports' }],
});

/** The new-article form, once its categories are there to choose from. */
async function openNew(options?: Parameters<typeof openWith>[3]) {
  const opened = await openWith('/news/new', 'New News Article', { news: [], categories: CATEGORIES }, options);
  await screen.findByRole('button', { name: 'Sports' });
  return opened;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describeItemScreens(newsResource, {
  saved: sportsDay,
  fill: (user) => user.type(field('Content'), '<p>Results</p>'),
  viewTitle: 'News Preview',
  also: { categories: CATEGORIES },
});

describe('news form: new article', () => {
  it('starts as a draft, not on the homepage, with the categories to choose from', async () => {
    await openNew();
    expect(field('Status')).toHaveValue('DRAFT');
    expect(optionsOf(field('Status'))).toEqual(['Draft', 'Published', 'Inactive']);
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('region', { name: 'Available categories' })).toBeInTheDocument();
    expect([pressed('Sports'), pressed('Events')]).toEqual(['false', 'false']);
    expect(screen.getByLabelText('Upload image')).toHaveAttribute('type', 'file');
  });

  it("starts the Creator Name with the signed-in user's name, and sends it", async () => {
    const api = await openNew();
    expect(field('Creator Name')).toHaveValue('Alex Morgan');
    await api.user.type(field('Title'), 'Bake sale');
    await api.user.type(field('Content'), '<p>Friday</p>');
    const body = (await submitted(api, 'Create News', 'POST /nms/cms/nac/news')) as { creator_name: string };
    expect(body.creator_name).toBe('Alex Morgan');
  });

  it("saves a cleared Creator Name as none, which the article shows as 'System'", async () => {
    const api = await openNew();
    await api.user.clear(field('Creator Name'));
    await api.user.type(field('Title'), 'Bake sale');
    await api.user.type(field('Content'), '<p>Friday</p>');
    const body = (await submitted(api, 'Create News', 'POST /nms/cms/nac/news')) as { creator_name: string };
    expect(body.creator_name).toBe('');
  });

  it("asks for the content too ('Content is required'), a blank title being none", async () => {
    const { user } = await openNew();
    await user.type(field('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    await waitFor(() => expect(messageOf(field('Content'))).toBe('Content is required'));
    expect(field('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Title'))).toBe('Title is required');
    expect(field('Title')).toHaveFocus();
  });

  it('refuses an image address that is not http(s) or an upload', async () => {
    const { user } = await openNew();
    await user.type(field('Title'), 'Science Fair');
    await user.type(field('Content'), '<p>Results</p>');
    await user.type(field('Image'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    await waitFor(() => expect(field('Image')).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(field('Image'))).toBe('Please enter a valid URL');
  });

  it('creates the article with every field', async () => {
    const api = await openNew();
    await typeInto(api.user, { Title: '  Science Fair Winners ', Summary: 'Three winners.' });
    await api.user.clear(field('Creator Name'));
    await typeInto(api.user, { Content: '<p>Results are in.</p>', 'Creator Name': 'Dr. Ruiz' });
    await typeInto(api.user, { Image: 'https://example.com/fair.png' });
    await api.user.selectOptions(field('Status'), 'Published');
    await api.user.click(screen.getByRole('switch', { name: 'Show on homepage' }));
    await api.user.click(screen.getByRole('button', { name: 'Events' }));
    expect(await submitted(api, 'Create News', 'POST /nms/cms/nac/news')).toEqual({
      title: 'Science Fair Winners',
      summary: 'Three winners.',
      content: '<p>Results are in.</p>',
      creator_name: 'Dr. Ruiz',
      imgUrl: 'https://example.com/fair.png',
      status: 'ACTIVE',
      showOnHomePage: true,
      categoryIds: [2],
    });
  });

  it('keeps the chosen categories when the save fails', async () => {
    const { user } = await openNew({ overrides: { 'POST /nms/cms/nac/news': serverError } });
    await user.type(field('Title'), 'Bake Sale');
    await user.type(field('Content'), '<p>Friday</p>');
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText('Failed to save news')).toBeInTheDocument();
    expect(field('Content')).toHaveValue('<p>Friday</p>');
    expect(pressed('Sports')).toBe('true');
  });

  it("puts the server's validation message on its field", async () => {
    const refused = () => badRequest({ path: 'body.content', message: 'Content is required' });
    const { user } = await openNew({ overrides: { 'POST /nms/cms/nac/news': refused } });
    await user.type(field('Title'), 'Empty markup');
    await user.type(field('Content'), '<p></p>');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText('Failed to save news')).toBeInTheDocument();
    await waitFor(() => expect(messageOf(field('Content'))).toBe('Content is required'));
  });
});

describe('news form: editing', () => {
  it('shows every field of the item and its categories, and sends the changed ones', async () => {
    const school = { news: [sportsDay], categories: CATEGORIES };
    const { lastBody, user, router } = await openWith('/news/7/edit', 'Edit News', school);
    expect(await screen.findByDisplayValue('Races all day.')).toBe(field('Summary'));
    expect(field('Content')).toHaveValue('<p>Bring water.</p>');
    expect(field('Creator Name')).toHaveValue('Coach Lee');
    expect(field('Image')).toHaveValue('https://example.com/track.png');
    expect(field('Status')).toHaveValue('ACTIVE');
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Update News' }));
    await expectSavedTo(router, 'News updated successfully', '/news');
    expect(lastBody('PUT /nms/cms/nac/news/7')).toMatchObject({
      title: 'Sports Day',
      status: 'ACTIVE',
      showOnHomePage: true,
      categoryIds: [2],
    });
  });
});
