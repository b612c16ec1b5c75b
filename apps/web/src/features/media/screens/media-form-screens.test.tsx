import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaResource } from '../api';
import { makeMedia } from '../media.fake';
import { field, openWith, submitted, typeInto } from '@/test/queries';
import { describeItemScreens } from '@/test/screen-suites';

const fair = makeMedia(7, { title: 'Science fair', mediaUrl: 'https://cdn.example/fair.jpg' });

describeItemScreens(mediaResource, {
  saved: fair,
  missingToList: true,
  fill: async (user) => {
    await user.type(field('URL'), 'https://cdn.example/new.jpg');
  },
});

describe('media form', () => {
  it("says 'Provide a valid URL' for an address that is not one, and sends nothing", async () => {
    const api = await openWith('/media/new', 'Add Media', { media: [] });
    await typeInto(api.user, { Title: 'Flyer', URL: 'javascript:alert(1)' });
    await api.user.click(screen.getByRole('button', { name: 'Create Media' }));
    expect(await screen.findByText('Provide a valid URL')).toBeInTheDocument();
    expect(api.calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('adds a document by URL with its type', async () => {
    const api = await openWith('/media/new', 'Add Media', { media: [] });
    await typeInto(api.user, { Title: ' Term dates ', URL: 'https://cdn.example/dates.pdf' });
    await api.user.selectOptions(field('Type'), 'Document');
    expect(await submitted(api, 'Create Media', 'POST /misc/cms/mdac/media')).toMatchObject({
      title: 'Term dates',
      mediaUrl: 'https://cdn.example/dates.pdf',
      mediaType: 'document',
    });
  });

  it('offers several files for upload, each with its title and alt text', async () => {
    const { user } = await openWith('/media/new', 'Add Media', { media: [] });
    const files = [
      new File(['a'], 'sports-day.png', { type: 'image/png' }),
      new File(['b'], 'flyer.pdf', { type: 'application/pdf' }),
    ];
    await user.upload(screen.getByLabelText('Choose files'), files);
    expect(screen.getByLabelText('Title for sports-day.png')).toHaveValue('sports day');
    expect(screen.getByLabelText('Alt text for flyer.pdf')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
  });
});
