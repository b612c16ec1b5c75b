import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaResource } from '../api';
import { makeMedia } from '../media.fake';
import { openWith, rowOf } from '@/test/queries';
import { describeListScreen } from '@/test/screen-suites';

const fair = makeMedia(2, { title: 'Science fair', altText: 'Pupils at their stands' });
const flyer = makeMedia(1, { title: 'Term flyer', mediaType: 'document', mimeType: 'application/pdf' });
const noAlt = makeMedia(3, { title: 'Hall', altText: '' });

describeListScreen(mediaResource, {
  rows: [fair, flyer],
  headers: [],
  cards: true,
  shows: { 'Science fair': ['Image', 'Given'], 'Term flyer': ['Document'] },
  filter: { label: 'Type', option: 'Document', query: 'mediaType=document' },
});

describe('media library', () => {
  it('flags an image without alt text, unless it is decorative', async () => {
    const decorative = makeMedia(4, { title: 'Border', decorative: true });
    await openWith('/media', 'Media', { media: [fair, noAlt, decorative] });
    await screen.findByRole('link', { name: 'Hall' });
    expect(within(rowOf('Hall')).getByText('No alt text')).toBeInTheDocument();
    expect(within(rowOf('Border')).getByText('Decorative')).toBeInTheDocument();
    expect(within(rowOf('Science fair')).queryByText('No alt text')).not.toBeInTheDocument();
  });

  it('switches between the grid and the table, keeping the choice in the URL', async () => {
    const { user, router } = await openWith('/media', 'Media', { media: [fair] });
    await screen.findByRole('link', { name: 'Science fair' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Table/ }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toContain('view=table');
  });

  it('warns before deleting a file that an album still shows', async () => {
    const { user } = await openWith('/media', 'Media', {
      media: [fair],
      mediaUses: [{ id: 2, usedBy: [{ kind: 'photo album', name: 'Sports Day' }] }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Science fair' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() => expect(question).toHaveTextContent('is still used by the photo album "Sports Day"'));
  });
});
