import { videosMessages, type Video } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { BAD_URLS, contentApp, expectError, ISO_DATE } from './content-support.js';
import { videos } from './resources/videos.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { admin, other } = contentApp();

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const STILL = 'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg';

describeScopedResource(videos, {
  invalid: { body: { name: 'Concert', videoUrl: 'javascript:alert(1)' }, message: videosMessages.urlInvalid },
  created: {
    body: { name: '  Concert  ', videoUrl: ` ${YOUTUBE} `, orderNo: 99, assetOwnerId: 403 },
    answer: {
      name: 'Concert',
      videoUrl: YOUTUBE,
      videoSourceType: 'youtube',
      orderNo: expect.any(Number),
      thumbnailUrl: STILL,
    },
  },
  updated: {
    from: {},
    body: { name: 'Robotics', videoUrl: 'https://vimeo.com/76979871', videoSourceType: 'vimeo' },
    answer: { name: 'Robotics', videoSourceType: 'vimeo', thumbnailUrl: 'https://vumbnail.com/76979871.jpg' },
  },
  refused: {
    [videosMessages.titleRequired]: [{ videoUrl: YOUTUBE }, { name: '   ', videoUrl: YOUTUBE }, { name: null }],
    [videosMessages.urlRequired]: [{ name: 'Concert' }, { name: 'Concert', videoUrl: '  ' }],
    [videosMessages.urlInvalid]: [
      ...BAD_URLS.filter((url) => typeof url === 'string' && url.trim() !== '').map((videoUrl) => ({
        name: 'Concert',
        videoUrl,
      })),
      { name: 'Concert', videoUrl: 'ftp://files.riverside.example/concert.mp4' },
      { name: 'Concert', videoUrl: '/uploads/content/concert.mp4' },
    ],
    [videosMessages.sourceInvalid]: [{ name: 'Concert', videoUrl: YOUTUBE, videoSourceType: 'tiktok' }],
  },
  ordering: { base: 1 },
});

describe('videos', () => {
  it('takes the spec’s body and answers its fields, the new video last with source youtube', async () => {
    const before = await videos.page(admin, 'size=100');
    const response = await videos.post(admin, {
      name: 'Sports Day',
      videoUrl: 'https://youtu.be/ScMzIvxBSi4',
      orderNo: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Video>();
    expect(created).toEqual({
      id: expect.any(Number),
      assetOwnerId: admin.websiteId,
      name: 'Sports Day',
      videoUrl: 'https://youtu.be/ScMzIvxBSi4',
      videoSourceType: 'youtube',
      orderNo: Math.max(0, ...before.content.map((video) => video.orderNo)) + 1,
      thumbnailUrl: 'https://img.youtube.com/vi/ScMzIvxBSi4/hqdefault.jpg',
      createdBy: admin.id,
      updatedBy: admin.id,
      createdDate: expect.stringMatching(ISO_DATE),
      updatedDate: created.createdDate,
    });
    const page = await videos.page(admin, 'page=0&size=10');
    expect(page).toMatchObject({ number: 0, size: 10, totalElements: before.totalElements + 1 });
    expect(page.content.map((video) => video.orderNo)).toEqual(
      [...page.content.map((v) => v.orderNo)].sort((a, b) => a - b),
    );
  });

  it.each([
    ['https://www.youtube.com/watch?v=jNQXAC9IVRw&t=10s', 'https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg'],
    ['https://youtu.be/jNQXAC9IVRw?si=abc', 'https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg'],
    ['https://www.youtube.com/embed/jNQXAC9IVRw', 'https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg'],
    ['https://m.youtube.com/watch?v=jNQXAC9IVRw', 'https://img.youtube.com/vi/jNQXAC9IVRw/hqdefault.jpg'],
    ['https://vimeo.com/76979871', 'https://vumbnail.com/76979871.jpg'],
    ['https://player.vimeo.com/video/76979871?h=1', 'https://vumbnail.com/76979871.jpg'],
    ['https://www.youtube.com/channel/UCabc', null],
    ['https://evil.example/watch?v=jNQXAC9IVRw', null],
    ['https://cdn.riverside.example/concert.mp4', null],
  ])('derives the still image of %s', async (videoUrl, thumbnailUrl) => {
    expect((await videos.create(admin, { videoUrl })).thumbnailUrl).toBe(thumbnailUrl);
  });

  it("reorders only the website's own videos and leaves another website's order alone", async () => {
    const mine = [await videos.create(admin), await videos.create(admin)];
    const theirs = await videos.page(other, 'size=100');
    const response = await admin.inject({
      method: 'PUT',
      url: videos.contract.paths.reorder!,
      payload: [
        { id: mine[1]!.id, orderNo: 1 },
        { id: mine[0]!.id, orderNo: 2 },
      ],
    });
    expect(response.json()).toEqual({ message: videosMessages.reordered });
    const ids = (await videos.page(admin, 'size=3')).content.map((video) => video.id);
    expect(ids.slice(0, 2)).toEqual([mine[1]!.id, mine[0]!.id]);
    expect(await videos.page(other, 'size=100')).toEqual(theirs);
    expectError(
      await admin.inject({
        method: 'PUT',
        url: videos.contract.paths.reorder!,
        payload: [{ id: mine[0]!.id, orderNo: -1 }],
      }),
      400,
      'Each item needs a whole-number orderNo from 0',
    );
  });
});
