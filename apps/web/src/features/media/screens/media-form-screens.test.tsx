import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMedia } from '../media.fake';
import { field, openWith, submitted, typeInto } from '@/test/queries';
import { FakeXhr } from '@/test/fake-xhr';

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const openAdd = async () => {
  const api = await openWith('/media/new', 'Add Media', { media: [] });
  expect(screen.queryByLabelText('URL')).not.toBeInTheDocument();
  await api.user.click(screen.getByRole('button', { name: 'Add by URL' }));
  return api;
};

describe('Add Media', () => {
  it("keeps adding by URL behind its own button, and says 'Provide a valid URL' for an address that is not one", async () => {
    const api = await openAdd();
    expect(screen.getByRole('button', { name: 'Add by URL' })).toHaveAttribute('aria-expanded', 'true');
    await typeInto(api.user, { Title: 'Flyer', URL: 'javascript:alert(1)' });
    await api.user.click(screen.getByRole('button', { name: 'Create Media' }));
    expect(await screen.findByText('Provide a valid URL')).toBeInTheDocument();
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('adds a document by URL with its type', async () => {
    const api = await openAdd();
    await typeInto(api.user, { Title: ' Term dates ', URL: 'https://cdn.example/dates.pdf' });
    await api.user.selectOptions(field('Type'), 'Document');
    expect(await submitted(api, 'Create Media', 'POST /misc/cms/mdac/media')).toMatchObject({
      title: 'Term dates',
      mediaUrl: 'https://cdn.example/dates.pdf',
      mediaType: 'document',
    });
  });

  it('uploads chosen files at once, each then shown with its thumbnail, link and alt text', async () => {
    const { user } = await openWith('/media/new', 'Add Media', { media: [] });
    await user.upload(screen.getByLabelText('Choose files'), [
      new File(['a'], 'sports-day.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect((xhr.body as FormData).get('title')).toBe('sports day');
    const item = makeMedia(9, { title: 'sports day', altText: '', thumbnailUrl: '/uploads/media/1/t.webp' });
    await act(async () => xhr.respond(201, item));
    expect(await screen.findByRole('link', { name: 'sports day' })).toHaveAttribute('href', '/media/9');
    expect(screen.getByRole('img', { name: 'Preview of sports day' })).toHaveAttribute(
      'src',
      '/uploads/media/1/t.webp',
    );
    expect(screen.getByLabelText('Alt text for sports day')).toHaveValue('');
  });
});

describe('Edit Media', () => {
  it('shows the stored file and offers to replace it, with no address to type over', async () => {
    const stored = makeMedia(7, {
      title: 'Hall',
      mediaUrl: '/uploads/media/1/hall.png',
      mimeType: 'image/png',
      webUrl: '/uploads/media/1/hall-web.webp',
    });
    await openWith('/media/7', 'Edit Media', { media: [stored] });
    expect(await screen.findByRole('img', { name: stored.altText || 'Preview of Hall' })).toHaveAttribute(
      'src',
      '/uploads/media/1/hall-web.webp',
    );
    expect(screen.getByLabelText('Replace file')).toBeInTheDocument();
    expect(screen.queryByLabelText('URL')).not.toBeInTheDocument();
  });

  it('keeps the URL of an item added by URL, and links to a document', async () => {
    const linked = makeMedia(8, {
      title: 'Dates',
      mediaType: 'document',
      mediaUrl: 'https://cdn.example/d.pdf',
      mimeType: null,
    });
    await openWith('/media/8', 'Edit Media', { media: [linked] });
    expect(await screen.findByRole('link', { name: 'Open Dates' })).toHaveAttribute(
      'href',
      'https://cdn.example/d.pdf',
    );
    expect(field('URL')).toHaveValue('https://cdn.example/d.pdf');
  });
});
