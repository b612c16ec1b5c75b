import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoAlbumsMessages } from '@cms/contract';
import { makeAlbum, makePhoto } from '../photo-albums.fake';
import { expectViewOnSite, openWith } from '@/test/queries';

const sports = makeAlbum(1, { name: 'Sports Day' });
const fair = makeAlbum(2, { name: 'Science Fair' });
const relay = makePhoto(5, { albumId: 1, caption: 'The relay', url: 'https://cdn.example/relay.jpg' });

describe('photo albums', () => {
  it('shows the albums as a grid with their covers and photo counts, or a placeholder', async () => {
    await openWith('/photo-album', 'Photo Album', { 'photo albums': [sports, fair], photos: [relay] });
    const albums = await screen.findByRole('list', { name: 'Albums' });
    expect(within(albums).getByRole('img', { name: 'Cover of Sports Day' })).toHaveAttribute('src', relay.url);
    expect(within(albums).getByText('1 photo')).toBeInTheDocument();
    expect(within(albums).getByRole('img', { name: 'No cover for Science Fair' })).toBeInTheDocument();
    expect(within(albums).getByRole('link', { name: 'Sports Day' })).toHaveAttribute('href', '/photo-album/1');
  });

  it('leads from each album to its public page in a new tab, for a VIEWER too', async () => {
    await openWith('/photo-album', 'Photo Album', { 'photo albums': [sports, fair] }, { roles: ['VIEWER'] });
    await screen.findByRole('list', { name: 'Albums' });
    await expectViewOnSite('Sports Day', '/albums/1');
    await expectViewOnSite('Science Fair', '/albums/2');
  });

  it("leads from an album's screen to its public page", async () => {
    await openWith('/photo-album/2', 'Science Fair', { 'photo albums': [sports, fair] });
    await expectViewOnSite('Science Fair', '/albums/2');
  });

  it('creates an album with its name trimmed, and sends nothing for a blank one', async () => {
    const { user, calls, lastBody } = await openWith('/photo-album', 'Photo Album', { 'photo albums': [] });
    await user.click(await screen.findByRole('button', { name: 'New Album' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Album' });
    await user.type(within(dialog).getByLabelText(/Album name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Album' }));
    expect(await within(dialog).findByText(photoAlbumsMessages.nameRequired)).toBeInTheDocument();
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
    await user.clear(within(dialog).getByLabelText(/Album name/));
    await user.type(within(dialog).getByLabelText(/Album name/), '  Trip  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Album' }));
    await waitFor(() => expect(lastBody('POST /misc/cms/paac/photo-albums')).toEqual({ name: 'Trip' }));
    expect(await screen.findByRole('link', { name: 'Trip' })).toBeInTheDocument();
  });

  it('warns that the photos go too before deleting an album', async () => {
    const { user, calls } = await openWith('/photo-album', 'Photo Album', {
      'photo albums': [sports],
      photos: [relay],
    });
    const albums = await screen.findByRole('list', { name: 'Albums' });
    await user.click(within(albums).getByRole('button', { name: 'Delete Sports Day' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete album?' });
    expect(question).toHaveTextContent(photoAlbumsMessages.deleteConfirm);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls()).toContain('DELETE /misc/cms/paac/photo-albums/1'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sports Day' })).not.toBeInTheDocument());
  });
});

describe('an album', () => {
  it("shows its photos, a broken one as a placeholder, and 'Album not found' for a missing one", async () => {
    const { user } = await openWith('/photo-album/1', 'Sports Day', { 'photo albums': [sports], photos: [relay] });
    const photo = await screen.findByRole('img', { name: 'The relay' });
    photo.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('img', { name: 'The photo "The relay" could not be loaded' })).toBeInTheDocument();
    void user;
  });

  it("says 'Album not found' for an album that is not there", async () => {
    // The screen's heading is the album's; a missing one has none, so the open's own wait gives up.
    await openWith('/photo-album/9', 'Photo Album', { 'photo albums': [] }).catch(() => undefined);
    expect(await screen.findByText('Album not found')).toBeInTheDocument();
  });

  it('adds a photo by URL with its caption, and edits a caption', async () => {
    const { user, lastBody } = await openWith('/photo-album/1', 'Sports Day', {
      'photo albums': [sports],
      photos: [relay],
    });
    await user.click(screen.getByRole('button', { name: 'Add by URL' }));
    const add = await screen.findByRole('dialog', { name: 'Add Photo by URL' });
    await user.type(within(add).getByLabelText(/Photo URL/), 'https://cdn.example/sack.jpg');
    await user.click(within(add).getByRole('button', { name: 'Add Photo' }));
    expect(await within(add).findByText('Caption is required')).toBeInTheDocument();
    await user.type(within(add).getByLabelText(/Caption/), ' Sack race ');
    await user.click(within(add).getByRole('button', { name: 'Add Photo' }));
    await waitFor(() =>
      expect(lastBody('POST /misc/cms/paac/photos')).toEqual({
        url: 'https://cdn.example/sack.jpg',
        caption: 'Sack race',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Sack race' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit caption of The relay' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Caption' });
    await user.clear(within(edit).getByLabelText(/Caption/));
    await user.type(within(edit).getByLabelText(/Caption/), 'The last lap');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastBody('PUT /misc/cms/paac/photos/5')).toEqual({ caption: 'The last lap' }));
  });
});
