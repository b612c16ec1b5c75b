import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '@/test/render';
import { makeCategory, makeNews, serveSchool, signInAs } from '@/test/fake-school';
import { field, firstLoad, messageOf } from '@/test/queries';
import { serverError } from '@/test/fake-api';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

const CATEGORIES = [makeCategory(1, 'Sports'), makeCategory(2, 'Events')];

async function openNew() {
  const rendered = renderApp('/news/new');
  await screen.findByRole('heading', { name: 'New News Article', level: 1 }, firstLoad);
  await screen.findByRole('button', { name: 'Sports' });
  return rendered;
}

describe('news form: new article', () => {
  it('starts as a draft, not on the homepage, with the categories to choose from', async () => {
    signInAs();
    serveSchool({ news: [], categories: CATEGORIES });
    await openNew();
    expect(field('Status')).toHaveValue('DRAFT');
    expect(
      within(field('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Draft', 'Published', 'Inactive']);
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('region', { name: 'Available categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Upload image')).toHaveAttribute('type', 'file');
  });

  it("shows 'Title is required' and 'Content is required' at their fields and sends nothing", async () => {
    signInAs();
    const { calls } = serveSchool({ news: [], categories: CATEGORIES });
    const user = userEvent.setup();
    await openNew();
    await user.click(screen.getByRole('button', { name: 'Create News' }));

    await waitFor(() => expect(field('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(field('Title'))).toBe('Title is required');
    expect(field('Content')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Content'))).toBe('Content is required');
    expect(field('Title')).toHaveFocus();
    expect(calls().some((c) => c.startsWith('POST'))).toBe(false);

    // Blank space is not a title either.
    await user.type(field('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(messageOf(field('Title'))).toBe('Title is required');
  });

  it('refuses an image address that is not http(s) or an upload', async () => {
    signInAs();
    serveSchool({ news: [], categories: CATEGORIES });
    const user = userEvent.setup();
    await openNew();
    await user.type(field('Title'), 'Science Fair');
    await user.type(field('Content'), '<p>Results</p>');
    await user.type(field('Image'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    await waitFor(() => expect(field('Image')).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(field('Image'))).toBe('Please enter a valid URL');
  });

  it('creates the article with every field, toasts and returns to /news', async () => {
    signInAs();
    const { lastBody } = serveSchool({ news: [], categories: CATEGORIES });
    const user = userEvent.setup();
    const { router } = await openNew();

    await user.type(field('Title'), '  Science Fair Winners ');
    await user.type(field('Summary'), 'Three winners.');
    await user.type(field('Content'), '<p>Results are in.</p>');
    await user.type(field('Creator Name'), 'Dr. Ruiz');
    await user.type(field('Image'), 'https://example.com/fair.png');
    await user.selectOptions(field('Status'), 'Published');
    await user.click(screen.getByRole('switch', { name: 'Show on homepage' }));
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Create News' }));

    expect(await screen.findByText('News created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(lastBody('POST /nms/cms/nac/news')).toEqual({
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

  it("disables submit while saving, then shows 'Failed to save news' and keeps what was typed", async () => {
    signInAs();
    let answer: (response: Response) => void = () => undefined;
    serveSchool(
      { news: [], categories: CATEGORIES },
      {
        'POST /nms/cms/nac/news': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    );
    const user = userEvent.setup();
    const { router } = await openNew();
    await user.type(field('Title'), 'Bake Sale');
    await user.type(field('Content'), '<p>Friday</p>');
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Create News' }));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    answer(serverError());

    expect(await screen.findByText('Failed to save news')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create News' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/news/new');
    expect(field('Title')).toHaveValue('Bake Sale');
    expect(field('Content')).toHaveValue('<p>Friday</p>');
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("puts the server's validation message on its field", async () => {
    signInAs();
    serveSchool(
      { news: [], categories: CATEGORIES },
      {
        'POST /nms/cms/nac/news': () =>
          jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Content is required',
            issues: [{ path: 'body.content', message: 'Content is required' }],
          }),
      },
    );
    const user = userEvent.setup();
    await openNew();
    await user.type(field('Title'), 'Empty markup');
    await user.type(field('Content'), '<p></p>');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText('Failed to save news')).toBeInTheDocument();
    await waitFor(() => expect(messageOf(field('Content'))).toBe('Content is required'));
  });
});

describe('news form: editing', () => {
  const item = makeNews(7, {
    title: 'Sports Day',
    summary: 'Races all day.',
    content: '<p>Bring water.</p>',
    creator_name: 'Coach Lee',
    imgUrl: 'https://example.com/track.png',
    status: 'ACTIVE',
    showOnHomePage: true,
    categories: [{ id: 1, name: 'Sports' }],
  });

  it('loads the item into the same form and saves it with PUT', async () => {
    signInAs();
    const { lastBody } = serveSchool({ news: [item], categories: CATEGORIES });
    const user = userEvent.setup();
    const { router } = renderApp('/news/7/edit');
    await screen.findByRole('heading', { name: 'Edit News', level: 1 }, firstLoad);

    expect(await screen.findByDisplayValue('Sports Day')).toBe(field('Title'));
    expect(field('Summary')).toHaveValue('Races all day.');
    expect(field('Content')).toHaveValue('<p>Bring water.</p>');
    expect(field('Creator Name')).toHaveValue('Coach Lee');
    expect(field('Image')).toHaveValue('https://example.com/track.png');
    expect(field('Status')).toHaveValue('ACTIVE');
    expect(screen.getByRole('switch', { name: 'Show on homepage' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Sports Day 2026');
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Update News' }));

    expect(await screen.findByText('News updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(lastBody('PUT /nms/cms/nac/news/7')).toMatchObject({
      title: 'Sports Day 2026',
      status: 'ACTIVE',
      showOnHomePage: true,
      categoryIds: [2],
    });
  });

  it("shows 'Failed to load news item' when the item cannot be read", async () => {
    signInAs();
    serveSchool({ news: [], categories: CATEGORIES });
    renderApp('/news/99/edit');
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Failed to load news item');
    expect(alert).toHaveTextContent('News not found');
    expect(within(alert).getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
  });

  it('tells a VIEWER they may not edit news', async () => {
    signInAs(['VIEWER']);
    serveSchool({ news: [item], categories: CATEGORIES });
    renderApp('/news/7/edit');
    expect(await screen.findByText('You do not have permission to edit news', {}, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update News' })).not.toBeInTheDocument();
  });
});
