import { videosContract, videosMessages, videoThumbnail, type Video } from '@cms/contract';
import type { z } from 'zod';
import { FakeTable, reorderEndpoint, resourceEndpoints, type Endpoint } from './fake-api';
import { FAKE_STAMPS, inOrder, listing, nextOrderNo } from './fake-rows';

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
      list: listing({ order: inOrder }),
      build: (body: z.output<typeof videosContract.schemas.request>, id, current) =>
        makeVideo(id, { ...current, ...body, orderNo: current?.orderNo ?? nextOrderNo(videos.all()) }),
    }),
    reorderEndpoint(videos, videosContract, videosMessages.reordered),
  ];
  return { endpoints, tables: { videos } };
}
