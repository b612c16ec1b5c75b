import { type Video, videoEmbed, type VideoEmbed } from '@cms/contract';
import { BackLink, Empty, hrefOf, PageHeading, Pagination } from '../../platform/site/parts.js';
import { type AreaSite, itemPage, pageOf, type SitePage, type SiteVisit } from '../../platform/site/site-page.js';
import { publicResource } from '../../platform/site/public-api.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { videos } from './videos-routes.js';

/** Read when asked, not at import: the routes' module may still be loading (the list of areas imports both). */
const shown = () => videos.visible!;

const VIDEOS_PER_PAGE = 12;

/**
 * The player of a video, from the hosts' privacy-friendly addresses: YouTube's no-cookie domain and
 * Vimeo's do-not-track player (both allowed by the console's CSP `frame-src`, `app.ts`).
 */
const playerOf = ({ host, id }: VideoEmbed) =>
  host === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}?dnt=1`;

/** A YouTube video's still image; Vimeo's would need a third party, so its card shows the title instead. */
const stillOf = ({ host, id }: VideoEmbed) =>
  host === 'youtube' ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;

/**
 * A video of the gallery: its still image (or a plain placeholder) and title, a link to the page that
 * plays it, so no player loads until it is asked for. An address that is no YouTube or Vimeo
 * video is a plain link to it, never embedded.
 */
function VideoCard({ visit, video }: { visit: SiteVisit; video: Video }) {
  const embed = videoEmbed(video.videoUrl);
  const still = embed && stillOf(embed);
  return (
    <li className="video" id={`video-${video.id}`}>
      <a className="video-link" href={embed ? `${visit.base}/videos/${video.id}` : video.videoUrl}>
        <span className="video-thumb">
          {still ? (
            <img src={still} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="video-placeholder" aria-hidden="true">
              {video.name}
            </span>
          )}
          {embed ? <span className="play" aria-hidden="true" /> : null}
        </span>
        <span className="video-name">
          <span className="visually-hidden">{embed ? 'Play: ' : 'Watch on another site: '}</span>
          {video.name}
        </span>
      </a>
    </li>
  );
}

const list: SitePage = {
  path: '/videos',
  async render(visit) {
    const page = pageOf(visit);
    const found = await shown().page(visit.db, visit.websiteId, { page, size: VIDEOS_PER_PAGE });
    return {
      title: 'Videos',
      body: (
        <>
          <PageHeading title="Videos" />
          {found.content.length === 0 ? (
            <Empty>No videos yet.</Empty>
          ) : (
            <ul className="videos" aria-label="Videos">
              {found.content.map((video) => (
                <VideoCard key={video.id} visit={visit} video={video} />
              ))}
            </ul>
          )}
          <Pagination
            href={(n) => hrefOf(`${visit.base}/videos`, { page: n })}
            page={page}
            totalPages={found.totalPages}
          />
        </>
      ),
    };
  },
};

/** One video, its player loaded now that it was asked for; an address no player shows is a link. */
const item = itemPage(
  '/videos/:id',
  (visit, id) => shown().find(visit.db, visit.websiteId, id),
  (video, visit) => {
    const embed = videoEmbed(video.videoUrl);
    return {
      title: video.name,
      body: (
        <article className="video-page">
          <BackLink href={`${visit.base}/videos`}>All videos</BackLink>
          <h1>{video.name}</h1>
          {embed ? (
            <div className="player">
              <iframe
                src={playerOf(embed)}
                title={`Video: ${video.name}`}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : (
            <p>
              <a href={video.videoUrl}>Watch {video.name} on another site</a>
            </p>
          )}
        </article>
      ),
    };
  },
);

/** `/videos` and `/videos/{id}` (docs/product/videos.md): every video of the website, in the gallery's order. */
export const videosSite: AreaSite = {
  pages: [list, item],
  api: () => publicResource('videos', videos),
  sitemap: [listUrl('/videos', shown), itemUrls('/videos/:id', shown)],
};
