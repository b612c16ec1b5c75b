import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videosMessages as messages, videosPaths } from '@cms/contract';
import { serverError } from '@/test/fake-api';
import { makeVideo } from '../videos.fake';
import { messageOf, openWith, retryAfterLoadError } from '@/test/queries';
import { describeNamedList } from '@/test/screen-suites';
import { layOutRows, moveByKeyboard } from '@/test/sortable';
import { videosResource } from '../api';

const tour = makeVideo(1, { name: 'Campus Tour', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
const concert = makeVideo(2, { name: 'Winter Concert', videoUrl: 'https://cdn.riverside.example/concert.mp4' });
const open = (videos = [tour, concert], options?: Parameters<typeof openWith>[3]) =>
  openWith('/video-gallery', 'Video Gallery', { videos }, options);

/** The video titles in the list, top to bottom. */
const titles = () =>
  within(screen.getByRole('list', { name: 'Video Gallery in order' }))
    .getAllByRole('button', { name: /^Reorder / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Reorder ', ''));

describeNamedList(videosResource, {
  rows: [tour, concert],
  named: 'name',
  namedLabel: 'Title',
  ordered: true,
  fill: async (dialog, user) => {
    await user.type(within(dialog).getByLabelText(/^YouTube URL/), 'https://youtu.be/ScMzIvxBSi4');
  },
});

describe('Video Gallery', () => {
  it('shows each video’s thumbnail from its address, and a placeholder where there is none', async () => {
    const { calls } = await open();
    const thumbnail = await screen.findByRole('img', { name: 'Thumbnail of Campus Tour' });
    expect(thumbnail).toHaveAttribute('src', 'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    expect(screen.getByRole('img', { name: 'No thumbnail for Winter Concert' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 videos')).toBeInTheDocument();
    expect(calls()).toContain(`GET ${videosPaths.videos}?page=0&size=10`);
  });

  it('adds a video at the end with its thumbnail, previewed while typing, source youtube', async () => {
    const { user, lastBody } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
    await user.type(within(dialog).getByLabelText(/^Title/), '  Sports Day ');
    await user.type(within(dialog).getByLabelText(/^YouTube URL/), 'https://www.youtube.com/embed/jNQXAC9IVRw');
    expect(within(dialog).getByRole('img', { name: 'Thumbnail of Sports Day' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
    expect(await screen.findByRole('img', { name: 'Thumbnail of Sports Day' })).toBeInTheDocument();
    expect(lastBody(`POST ${videosPaths.videos}`)).toEqual({
      name: 'Sports Day',
      videoUrl: 'https://www.youtube.com/embed/jNQXAC9IVRw',
      videoSourceType: 'youtube',
    });
    expect(titles()).toEqual(['Campus Tour', 'Winter Concert', 'Sports Day']);
  });

  it('refuses an address that is not http(s) beside its field and sends nothing', async () => {
    const { user, calls } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Video' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Trick');
    const url = within(dialog).getByLabelText(/^YouTube URL/);
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(url)).toBe(messages.urlInvalid);
    expect(within(dialog).getByRole('img', { name: 'No thumbnail for Trick' })).toBeInTheDocument();
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('keeps a Vimeo video’s source when it is edited', async () => {
    const vimeo = makeVideo(3, { name: 'Robotics', videoUrl: 'https://vimeo.com/76979871', videoSourceType: 'vimeo' });
    const { user, lastBody } = await open([vimeo]);
    expect(await screen.findByRole('img', { name: 'Thumbnail of Robotics' })).toHaveAttribute(
      'src',
      'https://vumbnail.com/76979871.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Robotics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Video' });
    await user.type(within(dialog).getByLabelText(/^Title/), ' Finals');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(lastBody(`PUT /misc/cms/vac/videos/3`)).toEqual({
        name: 'Robotics Finals',
        videoUrl: 'https://vimeo.com/76979871',
        videoSourceType: 'vimeo',
      }),
    );
  });

  it('reorders by keyboard, numbering the second page after the first', async () => {
    layOutRows();
    const videos = Array.from({ length: 12 }, (_, index) => makeVideo(index + 1));
    const { user, lastBody } = await open(videos);
    await screen.findByText('Page 1 of 2 · 12 videos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 12 videos');
    await moveByKeyboard('Video 11', '[ArrowDown]');
    await waitFor(() =>
      expect(lastBody(`PUT ${videosPaths.reorder}`)).toEqual([
        { id: 12, orderNo: 11 },
        { id: 11, orderNo: 12 },
      ]),
    );
    expect(await screen.findByText(messages.reordered)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Video 12', 'Video 11']));
  });

  it(`says '${messages.loadFailed}' and tries again`, async () => {
    let failing = true;
    await open(undefined, {
      overrides: { [`GET ${videosPaths.videos}`]: () => (failing ? serverError() : undefined) },
    });
    await retryAfterLoadError(messages.loadFailed, () => (failing = false));
    expect(await screen.findByRole('img', { name: 'Thumbnail of Campus Tour' })).toBeInTheDocument();
  });
});
