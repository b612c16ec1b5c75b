import { photo, photoAlbumsContract, type PageQuery, type Photo } from '@cms/contract';
import { BackLink, CardList, Empty, hrefOf, PageHeading, Pagination } from '../../platform/site/parts.js';
import { publicEntity, publicPage, publicResource } from '../../platform/site/public-api.js';
import { type AreaSite, itemPage, pageOf, type SitePage } from '../../platform/site/site-page.js';
import { albumsTable, photosOf } from './photo-albums-repository.js';
import { itemUrls, listUrl } from '../../platform/site/sitemap.js';
import { publicAlbums } from './photo-albums-routes.js';

const ALBUMS_PER_PAGE = 12;
const PHOTOS_PER_PAGE = 48;

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

const list: SitePage = {
  path: '/albums',
  async render(visit) {
    const page = pageOf(visit);
    const found = await publicAlbums.page(visit.db, visit.websiteId, { page, size: ALBUMS_PER_PAGE });
    const cards = found.content.map((album) => ({
      href: `${visit.base}/albums/${album.id}`,
      title: album.name,
      // The album's name beside it says what the cover shows.
      image: album.coverUrl ? { url: album.coverUrl, alt: '' } : null,
      kicker: photoCount(album.photoCount),
    }));
    return {
      title: 'Photo albums',
      body: (
        <>
          <PageHeading title="Photo albums" />
          {cards.length === 0 ? <Empty>No photo albums yet.</Empty> : <CardList label="Photo albums" cards={cards} />}
          <Pagination
            href={(n) => hrefOf(`${visit.base}/albums`, { page: n })}
            page={page}
            totalPages={found.totalPages}
          />
        </>
      ),
    };
  },
};

/**
 * One photo opened large over the page (docs/design.md §10: viewers usable by keyboard, no script):
 * the CSS `:target` of its thumbnail's link, with Previous, Next and Close links; Close goes back
 * to the thumbnail, so focus returns where it was.
 */
function Viewer({ photo, previous, next, place }: { photo: Photo; previous?: Photo; next?: Photo; place: string }) {
  return (
    <div className="viewer" id={`photo-${photo.id}`}>
      <figure>
        {/* Its caption, beside it, says what it shows: the image says nothing more. */}
        <img src={photo.webUrl ?? photo.url} alt="" loading="lazy" decoding="async" />
        <figcaption>
          {photo.caption} <span className="viewer-place">({place})</span>
        </figcaption>
      </figure>
      <p className="viewer-links">
        {previous ? (
          <a href={`#photo-${previous.id}`} rel="prev">
            Previous photo
          </a>
        ) : null}
        <a href={`#thumb-${photo.id}`}>Close</a>
        {next ? (
          <a href={`#photo-${next.id}`} rel="next">
            Next photo
          </a>
        ) : null}
      </p>
    </div>
  );
}

/** An album's photos as a grid of thumbnails, each opened large in its viewer without leaving the page. */
const item = itemPage(
  '/albums/:id',
  (visit, id) => publicAlbums.find(visit.db, visit.websiteId, id),
  async (album, visit) => {
    const page = pageOf(visit);
    const found = await photosOf(visit.db, visit.websiteId, album.id, { page, size: PHOTOS_PER_PAGE });
    const photos = found.content;
    const first = page * PHOTOS_PER_PAGE;
    return {
      title: album.name,
      body: (
        <article className="album">
          <BackLink href={`${visit.base}/albums`}>All photo albums</BackLink>
          <h1>{album.name}</h1>
          <p className="byline">{photoCount(album.photoCount)}</p>
          {photos.length === 0 ? (
            <Empty>No photos in this album yet.</Empty>
          ) : (
            <ul className="photos" aria-label="Photos">
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  {/* The caption is the link's name, shown under the thumbnail; without one, its place. */}
                  <a id={`thumb-${photo.id}`} href={`#photo-${photo.id}`}>
                    <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" decoding="async" />
                    <span className="photo-caption">{photo.caption || `Photo ${first + index + 1}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {photos.map((photo, index) => (
            <Viewer
              key={photo.id}
              photo={photo}
              previous={photos[index - 1]}
              next={photos[index + 1]}
              place={`photo ${first + index + 1} of ${found.totalElements}`}
            />
          ))}
          <Pagination
            href={(n) => hrefOf(`${visit.base}/albums/${album.id}`, { page: n })}
            page={page}
            totalPages={found.totalPages}
          />
        </article>
      ),
    };
  },
);

/** An album's photos in the public API, a page at a time, in the order the album lists them; 404 for an album that is none. */
const albumPhotos = () =>
  publicPage<Photo, PageQuery, { id: number }>(
    'albums/:id/photos',
    publicEntity(photo),
    { summary: "A public album's photos, a page at a time", missing: `${albumsTable.thing} not found` },
    async (visit, query, { id }) =>
      (await publicAlbums.find(visit.db, visit.websiteId, id)) && photosOf(visit.db, visit.websiteId, id, query),
  );

/**
 * `/albums` and `/albums/{id}` (docs/product/photo-albums.md): every album of the website and its
 * photos; in the public API, the albums, each one, and its photos.
 */
export const photoAlbumsSite: AreaSite = {
  pages: [list, item],
  api: () => [
    ...publicResource('albums', { contract: photoAlbumsContract, table: albumsTable, visible: publicAlbums }),
    albumPhotos(),
  ],
  sitemap: [listUrl('/albums', () => publicAlbums), itemUrls('/albums/:id', () => publicAlbums)],
};
