import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMedia } from './media.fake';
import { field, openWith } from '@/test/queries';

vi.mock('@/components/rich-text/lazy-rich-text-editor', () => import('@/test/plain-text-editor'));

describe('choosing an image from the media library', () => {
  it("puts a library image's web copy into a blog's image field, searching by title", async () => {
    const fair = makeMedia(3, {
      title: 'Science fair',
      webUrl: '/uploads/media/1/00000003-0000-4000-8000-000000000000-web.webp',
    });
    const hall = makeMedia(4, { title: 'Hall' });
    const flyer = makeMedia(5, { title: 'Flyer', mediaType: 'document' });
    const { user, calls } = await openWith('/blogs/new', 'New Blog', { media: [fair, hall, flyer] });
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    const images = await within(picker).findByRole('list', { name: 'Library images' });
    expect(
      within(images)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Choose Hall', 'Choose Science fair']);
    await user.type(within(picker).getByLabelText('Search the library by title'), 'fair');
    await waitFor(() => expect(within(picker).queryByRole('button', { name: 'Choose Hall' })).not.toBeInTheDocument());
    await user.click(within(picker).getByRole('button', { name: 'Choose Science fair' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    expect(field('Image URL')).toHaveValue(fair.webUrl);
    expect(calls()).toContain('GET /misc/cms/mdac/media?mediaType=image&size=48');
  });

  it("brings a library image's alt text into a page block, but never over alt text already written", async () => {
    const hall = makeMedia(4, { title: 'Hall', altText: 'The school hall set for assembly' });
    const banner = makeMedia(6, { title: 'Banner', altText: '', decorative: true });
    const { user } = await openWith('/pages/new', 'New Page', { pages: [], media: [hall, banner] });
    await user.click(screen.getByRole('button', { name: 'Add Image only block' }));
    const block = screen.getByTestId('page-block');
    const choose = async (title: string) => {
      await user.click(within(block).getByRole('button', { name: 'Choose from library' }));
      const picker = await screen.findByRole('dialog', { name: 'Choose from the media library' });
      await user.click(await within(picker).findByRole('button', { name: `Choose ${title}` }));
      await waitFor(() => expect(picker).not.toBeInTheDocument());
    };
    await choose('Hall');
    expect(within(block).getByLabelText('Image', { exact: true })).toHaveValue(hall.mediaUrl);
    expect(within(block).getByLabelText('Alt text')).toHaveValue('The school hall set for assembly');
    expect(within(block).getByRole('switch', { name: 'Decorative image' })).not.toBeChecked();

    // Written alt text stays when another image is chosen.
    await choose('Banner');
    expect(within(block).getByLabelText('Image', { exact: true })).toHaveValue(banner.mediaUrl);
    expect(within(block).getByLabelText('Alt text')).toHaveValue('The school hall set for assembly');

    // With the alt text cleared, a decorative library image says so.
    await user.clear(within(block).getByLabelText('Alt text'));
    await choose('Banner');
    expect(within(block).getByLabelText('Alt text')).toHaveValue('');
    expect(within(block).getByRole('switch', { name: 'Decorative image' })).toBeChecked();
  });
});
