import { z } from 'zod';
import { contentEntity, ordered } from './entities.js';
import { isHttpUrl, requiredText } from './fields.js';
import { mustBeAddress, oneOf, outcomeMessages, reorderMessages, required } from './messages.js';
import { pageQuery } from './paging.js';
import { orderedPaths } from './paths.js';
import { resourceContract } from './resources.js';

/* The video gallery (docs/product/videos.md §2 "Video gallery", §3 Video, §5, §7 "Videos"; docs/design.md §9.17). */

/** The videos' paths; their reorder renumbers them from 1 (docs/product/videos.md §4). */
export const videosPaths = orderedPaths('videos', 'video', '/misc/cms/vac/videos');

/** Where a video is hosted; a new one is `youtube` (docs/product/videos.md §4, docs/design.md §9.17). */
export const VIDEO_SOURCES = ['youtube', 'vimeo'] as const;

export const videosMessages = {
  titleRequired: required('Title'),
  urlRequired: required('Video URL'),
  urlInvalid: mustBeAddress('The video URL'),
  sourceInvalid: oneOf('videoSourceType', VIDEO_SOURCES),
  ...outcomeMessages('Video', 'videos', { loadFailed: 'Failed to fetch videos' }),
  ...reorderMessages('Videos'),
} as const;

/** Where a video is hosted, with the one message for any other value. */
export const videoSource = z.enum(VIDEO_SOURCES, { error: videosMessages.sourceInvalid });

const VIDEO_ID = /^[\w-]{6,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);

/** The YouTube video a `watch?v=`, `youtu.be/` or `embed/` address shows, if it is one. */
function youtubeId(url: URL, host: string) {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return first === 'embed' ? second : undefined;
}

/** The Vimeo video of `vimeo.com/{id}` or `player.vimeo.com/video/{id}`. */
function vimeoId(url: URL, host: string) {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com') return parts.find((part) => /^\d+$/.test(part));
  return host === 'player.vimeo.com' && parts[0] === 'video' ? parts[1] : undefined;
}

/** The player a video address shows: a YouTube or a Vimeo video by its id. */
export interface VideoEmbed {
  host: 'youtube' | 'vimeo';
  id: string;
}

/**
 * The video of an address (docs/product/videos.md §3): YouTube's `watch?v=`, `youtu.be/` and `embed/` forms
 * and Vimeo's links, which schools also use; null for anything else (never embedded). An id is
 * checked to be one, so it is safe in an address.
 */
export function videoEmbed(videoUrl: string): VideoEmbed | null {
  if (!URL.canParse(videoUrl)) return null;
  const url = new URL(videoUrl);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && VIDEO_ID.test(youtube)) return { host: 'youtube', id: youtube };
  const vimeo = vimeoId(url, host);
  if (vimeo && /^\d+$/.test(vimeo)) return { host: 'vimeo', id: vimeo };
  return null;
}

/**
 * The still image of a video address (docs/product/videos.md §5): YouTube's or Vimeo's for the
 * addresses `videoEmbed` knows; null for anything else, which the console shows as a placeholder.
 */
export function videoThumbnail(videoUrl: string): string | null {
  const video = videoEmbed(videoUrl);
  if (!video) return null;
  return video.host === 'youtube'
    ? `https://img.youtube.com/vi/${video.id}/hqdefault.jpg`
    : `https://vumbnail.com/${video.id}.jpg`;
}

/**
 * Create and update (docs/product/videos.md §7: `{name, videoUrl, videoSourceType, orderNo}`): the title and an
 * http(s) address are required, trimmed (§5). `orderNo` is the server's: a new video goes last.
 */
export const videoRequest = z.object({
  name: requiredText(videosMessages.titleRequired, 255),
  videoUrl: z
    .string({ error: videosMessages.urlRequired })
    .trim()
    .min(1, { message: videosMessages.urlRequired, abort: true })
    .max(2048, videosMessages.urlInvalid)
    .refine((value) => isHttpUrl(value), videosMessages.urlInvalid),
  videoSourceType: videoSource.nullish().transform((v) => v ?? 'youtube'),
});
export type VideoRequest = z.input<typeof videoRequest>;

export const video = contentEntity({
  name: z.string(),
  videoUrl: z.string(),
  videoSourceType: z.string(),
  ...ordered,
  /** The video's still image (`videoThumbnail`), or null where none can be derived. */
  thumbnailUrl: z.string().nullable(),
});
export type Video = z.infer<typeof video>;

/** `GET .../videos?page&size`: a page in `orderNo` order (size 10 by default). */
export const videoListQuery = pageQuery;

/** Videos (docs/product/videos.md §7), ordered from 1 and reordered by drag. */
export const videosContract = resourceContract('videos', {
  paths: { collection: videosPaths.videos, item: videosPaths.video, reorder: videosPaths.reorder },
  orderBase: 1,
  schemas: { entity: video, listQuery: videoListQuery, request: videoRequest },
  messages: videosMessages,
});
