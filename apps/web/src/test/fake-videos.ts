import { videosContract, videosMessages, videoThumbnail, type Video } from '@cms/contract';
import type { z } from 'zod';
import { FAKE_STAMPS, FakeTable, reorderEndpoint, resourceEndpoints, type Endpoint } from './fake-api';

/* The video gallery on the fake API (test/fake-api.ts), as the server keeps it. */

export function makeVideo(id: number, fields: Partial<Video> = {}): Video {
  const videoUrl = fields.videoUrl ?? `https://youtu.be/video${id}abcd`;
  return {
    id,
    assetOwnerId: 1,
    name: `Video ${id}`,
    videoSourceType: 'youtube',
    orderNo: id,
    ...FAKE_STAMPS,
    ...fields,
    videoUrl,
    thumbnailUrl: videoThumbnail(videoUrl),
  };
}

export interface VideosRows {
  videos?: Video[];
}

/** The videos by `orderNo`; a new one goes last. */
export function videosEndpoints(rows: VideosRows) {
  const videos = new FakeTable(rows.videos ?? [], 'Video');
  const endpoints: Endpoint[] = [
    ...resourceEndpoints({
      table: videos,
      contract: videosContract,
      list: (all) => [...all].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id),
      build: (body: z.output<typeof videosContract.schemas.request>, id, current) =>
        makeVideo(id, {
          ...current,
          ...body,
          orderNo: current?.orderNo ?? Math.max(0, ...videos.all().map((video) => video.orderNo)) + 1,
        }),
    }),
    reorderEndpoint(videos, videosContract, videosMessages.reordered),
  ];
  return { endpoints, tables: { videos } };
}
