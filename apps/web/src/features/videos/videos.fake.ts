import { videosContract, videoThumbnail, type Video } from '@cms/contract';
import { fakeArea, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS } from '@/test/fake-rows';

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

/** The videos by `orderNo`; a new one goes last. */
const videosFake = fakeArea({ videos: table<Video>('Video') }, ({ videos }) =>
  resourceEndpoints({
    table: videos,
    contract: videosContract,
    make: makeVideo,
    ordered: true,
  }),
);

export default videosFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    videos: typeof videosFake;
  }
}
