import { photoAlbumsMessages, photosMessages, type Photo, type PhotoAlbum } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp, expectError, MALFORMED_IDS, UNKNOWN_ID } from './content-support.js';
import { photoAlbums } from './resources/photo-albums.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';
import { jpegWithGps, multipart, pngOf } from './upload-support.js';
import sharp from 'sharp';

const { t, admin, editor, viewer, other } = contentApp();

const ALBUMS = photoAlbums.path;
const PHOTOS = '/misc/cms/paac/photos';
const UPLOAD = '/misc/cms/paac/photos/upload';

describeScopedResource(photoAlbums, {
  newestFirst: true,
  invalid: { body: { name: '   ' }, message: photoAlbumsMessages.nameRequired },
  created: {
    body: { name: '  Sports Day  ' },
    answer: { name: 'Sports Day', coverUrl: null, coverPhotoId: null, photoCount: 0 },
  },
  refused: { [photoAlbumsMessages.nameRequired]: [{}, { name: '' }, { name: null }] },
});

const newAlbum = async (client = admin, name = 'Trip') =>
  (await client.inject({ method: 'POST', url: ALBUMS, payload: { name } })).json<PhotoAlbum>();

const uploadTo = (client: typeof admin, albumId: number | string, data: Buffer | string, caption = 'A photo') =>
  client.inject({
    method: 'POST',
    url: `${UPLOAD}?albumId=${albumId}`,
    ...multipart([
      { name: 'caption', data: caption },
      { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data },
    ]),
  });

async function uploadedTo(albumId: number, data: Buffer, caption = 'A photo') {
  const response = await uploadTo(admin, albumId, data, caption);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Photo>();
}

const served = (url: string) => t.app.inject({ method: 'GET', url });
const photoRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedPhotos = async () => (await t.app.deps.storage.list('photos')).length;

describe('photos of an album', () => {
  it('adds a photo by URL with its caption trimmed, lists it, and the album shows it as its cover', async () => {
    const album = await newAlbum();
    const response = await editor.inject({
      method: 'POST',
      url: `${PHOTOS}?albumId=${album.id}`,
      payload: { url: ' https://cdn.riverside.example/a.jpg ', caption: '  On the bus  ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      url: 'https://cdn.riverside.example/a.jpg',
      caption: 'On the bus',
      albumId: album.id,
      thumbnailUrl: null,
    });
    const page = (await viewer.inject({ method: 'GET', url: `${ALBUMS}/${album.id}/photos` })).json();
    expect(page).toMatchObject({ totalElements: 1, content: [{ caption: 'On the bus' }] });
    const read = (await admin.inject({ method: 'GET', url: `${ALBUMS}/${album.id}` })).json<PhotoAlbum>();
    expect(read).toMatchObject({ coverUrl: 'https://cdn.riverside.example/a.jpg', photoCount: 1 });
  });

  it.each([
    [{ caption: 'x' }, photosMessages.urlRequired],
    [{ url: '  ', caption: 'x' }, photosMessages.urlRequired],
    [{ url: 'javascript:alert(1)', caption: 'x' }, photosMessages.urlInvalid],
    [{ url: 'https://a.example/a.jpg' }, photosMessages.captionRequired],
    [{ url: 'https://a.example/a.jpg', caption: '   ' }, photosMessages.captionRequired],
  ])('refuses %j with a 400 and stores nothing', async (payload, message) => {
    const album = await newAlbum();
    const before = await photoRows();
    expectError(await admin.inject({ method: 'POST', url: `${PHOTOS}?albumId=${album.id}`, payload }), 400, message);
    expect(await photoRows()).toBe(before);
  });

  it('refuses a missing or malformed albumId, and answers Album not found for another website', async () => {
    const theirs = await newAlbum(other);
    const payload = { url: 'https://a.example/a.jpg', caption: 'x' };
    expectError(await admin.inject({ method: 'POST', url: PHOTOS, payload }), 400, photosMessages.albumIdInvalid);
    for (const bad of MALFORMED_IDS.slice(0, 3))
      expectError(
        await admin.inject({ method: 'POST', url: `${PHOTOS}?albumId=${bad}`, payload }),
        400,
        photosMessages.albumIdInvalid,
      );
    for (const id of [theirs.id, UNKNOWN_ID]) {
      expectError(
        await admin.inject({ method: 'POST', url: `${PHOTOS}?albumId=${id}`, payload }),
        404,
        'Album not found',
      );
      expectError(await admin.inject({ method: 'GET', url: `${ALBUMS}/${id}/photos` }), 404, 'Album not found');
      expectError(await uploadTo(admin, id, await pngOf(8, 8)), 404, 'Album not found');
    }
  });

  it('uploads a photo without its GPS, with a thumbnail; edits its caption; deletes it with its files', async () => {
    const album = await newAlbum();
    const photo = await uploadedTo(album.id, await jpegWithGps(800, 600), '  Sack race  ');
    expect(photo).toMatchObject({ caption: 'Sack race', albumId: album.id });
    expect(photo.url).toMatch(/^\/uploads\/photos\/1\/[0-9a-f-]{36}\.jpg$/);
    const original = await served(photo.url);
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();
    expect((await sharp((await served(photo.thumbnailUrl!)).rawPayload).metadata()).width).toBe(320);

    const edited = await editor.inject({
      method: 'PUT',
      url: `${PHOTOS}/${photo.id}`,
      payload: { caption: ' Egg and spoon ' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: photo.id, caption: 'Egg and spoon', url: photo.url });
    expectError(
      await editor.inject({ method: 'PUT', url: `${PHOTOS}/${photo.id}`, payload: { caption: '' } }),
      400,
      photosMessages.captionRequired,
    );

    expect((await admin.inject({ method: 'DELETE', url: `${PHOTOS}/${photo.id}` })).json()).toEqual({
      message: photosMessages.deleted,
    });
    for (const url of [photo.url, photo.thumbnailUrl!, photo.webUrl!]) expect((await served(url)).statusCode).toBe(404);
    expectError(await admin.inject({ method: 'DELETE', url: `${PHOTOS}/${photo.id}` }), 404, 'Photo not found');
  });

  it('refuses a non-image or a photo without a caption, storing nothing', async () => {
    const album = await newAlbum();
    const [rows, files] = [await photoRows(), await storedPhotos()];
    expectError(await uploadTo(admin, album.id, '%PDF-1.7\n'), 400, photosMessages.fileType);
    expectError(
      await uploadTo(admin, album.id, '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      400,
      photosMessages.fileType,
    );
    expectError(await uploadTo(admin, album.id, await pngOf(8, 8), ' '), 400, photosMessages.captionRequired);
    expect([await photoRows(), await storedPhotos()]).toEqual([rows, files]);
  });

  it("answers 404 for another website's photo on every call, and lets a VIEWER only read", async () => {
    const theirs = await newAlbum(other);
    const photo = (
      await other.inject({
        method: 'POST',
        url: `${PHOTOS}?albumId=${theirs.id}`,
        payload: { url: 'https://a.example/a.jpg', caption: 'x' },
      })
    ).json<Photo>();
    expectError(
      await admin.inject({ method: 'PUT', url: `${PHOTOS}/${photo.id}`, payload: { caption: 'y' } }),
      404,
      'Photo not found',
    );
    expectError(await admin.inject({ method: 'DELETE', url: `${PHOTOS}/${photo.id}` }), 404, 'Photo not found');
    const mine = await newAlbum();
    const forbidden = 'You do not have permission to edit photo albums';
    expectError(
      await viewer.inject({
        method: 'POST',
        url: `${PHOTOS}?albumId=${mine.id}`,
        payload: { url: 'https://a.example/a.jpg', caption: 'x' },
      }),
      403,
      forbidden,
    );
    expectError(await uploadTo(viewer, mine.id, await pngOf(8, 8)), 403, forbidden);
    expectError(await viewer.inject({ method: 'DELETE', url: `${PHOTOS}/${photo.id}` }), 403, forbidden);
  });

  it('deletes an album with all its photos, rows and files, in one go', async () => {
    const album = await newAlbum();
    const photos = [await uploadedTo(album.id, await pngOf(50, 50)), await uploadedTo(album.id, await pngOf(60, 40))];
    const keep = await newAlbum();
    const kept = await uploadedTo(keep.id, await pngOf(30, 30));
    const response = await admin.inject({ method: 'DELETE', url: `${ALBUMS}/${album.id}` });
    expect(response.json()).toEqual({ message: photoAlbumsMessages.deleted });
    const left = await t.database.db.selectFrom('photos').select('id').where('album_id', '=', album.id).execute();
    expect(left).toEqual([]);
    for (const photo of photos)
      for (const url of [photo.url, photo.thumbnailUrl!, photo.webUrl!])
        expect((await served(url)).statusCode).toBe(404);
    expect((await served(kept.url)).statusCode).toBe(200);
    expectError(await admin.inject({ method: 'GET', url: `${ALBUMS}/${album.id}` }), 404, photoAlbumsMessages.notFound);
  });

  it('tells the media library that an album shows a file', async () => {
    const album = await newAlbum(admin, 'Open evening');
    const media = (
      await admin.inject({
        method: 'POST',
        url: '/misc/cms/mdac/media/upload',
        ...multipart([
          { name: 'title', data: 'Hall' },
          { name: 'file', filename: 'hall.png', contentType: 'image/png', data: await pngOf(20, 20) },
        ]),
      })
    ).json<{ id: number; mediaUrl: string }>();
    const usage = () => admin.inject({ method: 'GET', url: `/misc/cms/mdac/media/${media.id}/usage` });
    expect((await usage()).json()).toEqual({ usedBy: [] });
    await admin.inject({
      method: 'POST',
      url: `${PHOTOS}?albumId=${album.id}`,
      payload: { url: media.mediaUrl, caption: 'Hall' },
    });
    expect((await usage()).json()).toEqual({ usedBy: [{ kind: 'photo album', name: 'Open evening' }] });
  });
});

describe("an album's order and cover", () => {
  const uploadAt = (albumId: number, data: Buffer, caption: string, orderNo?: number) =>
    admin.inject({
      method: 'POST',
      url: `${UPLOAD}?albumId=${albumId}`,
      ...multipart([
        { name: 'caption', data: caption },
        ...(orderNo === undefined ? [] : [{ name: 'orderNo', data: String(orderNo) }]),
        { name: 'file', filename: 'photo.png', contentType: 'image/png', data },
      ]),
    });
  const captions = async (albumId: number) =>
    (await viewer.inject({ method: 'GET', url: `${ALBUMS}/${albumId}/photos` }))
      .json<{ content: Photo[] }>()
      .content.map((photo) => photo.caption);
  const addByUrl = async (albumId: number, caption: string, client = admin) =>
    (
      await client.inject({
        method: 'POST',
        url: `${PHOTOS}?albumId=${albumId}`,
        payload: { url: `https://cdn.riverside.example/${caption}.jpg`, caption },
      })
    ).json<Photo>();
  const cover = (albumId: number, coverPhotoId: unknown, client = admin) =>
    client.inject({ method: 'PUT', url: `${ALBUMS}/${albumId}/cover`, payload: { coverPhotoId } });

  it('keeps the order the photos were chosen in, whichever upload finishes first', async () => {
    const album = await newAlbum();
    const png = await pngOf(10, 10);
    // The third chosen arrives first, the first last.
    for (const [caption, orderNo] of [
      ['third', 2],
      ['second', 1],
      ['first', 0],
    ] as const) {
      const response = await uploadAt(album.id, png, caption, orderNo);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Photo>().orderNo).toBe(orderNo);
    }
    expect(await captions(album.id)).toEqual(['first', 'second', 'third']);
    // Without a place, a photo goes last.
    await addByUrl(album.id, 'fourth');
    expect(await captions(album.id)).toEqual(['first', 'second', 'third', 'fourth']);
    expectError(await uploadAt(album.id, png, 'x', -1), 400, photosMessages.orderNoInvalid);
  });

  it('reorders the photos of one album, refusing another album’s or website’s', async () => {
    const album = await newAlbum();
    const [a, b, c] = [await addByUrl(album.id, 'a'), await addByUrl(album.id, 'b'), await addByUrl(album.id, 'c')];
    const reorder = (albumId: number, items: { id: number; orderNo: number }[], client = admin) =>
      client.inject({ method: 'PUT', url: `${ALBUMS}/${albumId}/photos/reorder`, payload: items });
    const response = await reorder(album.id, [
      { id: c!.id, orderNo: 0 },
      { id: a!.id, orderNo: 1 },
      { id: b!.id, orderNo: 2 },
    ]);
    expect(response.json()).toEqual({ message: photosMessages.reordered });
    expect(await captions(album.id)).toEqual(['c', 'a', 'b']);
    const elsewhere = await newAlbum();
    const d = await addByUrl(elsewhere.id, 'd');
    expectError(await reorder(album.id, [{ id: d.id, orderNo: 0 }]), 404, 'Photo not found');
    const theirs = await newAlbum(other);
    expectError(await reorder(theirs.id, [{ id: a!.id, orderNo: 0 }]), 404, photoAlbumsMessages.notFound);
    expectError(
      await reorder(album.id, [{ id: a!.id, orderNo: 0 }], viewer),
      403,
      'You do not have permission to edit photo albums',
    );
  });

  it("sets one of the album's own photos as its cover, which the album and its list show, and clears it with the photo", async () => {
    const album = await newAlbum(admin, 'Concert');
    const first = await addByUrl(album.id, 'first');
    const second = await addByUrl(album.id, 'second');
    const read = async () => (await viewer.inject({ method: 'GET', url: `${ALBUMS}/${album.id}` })).json<PhotoAlbum>();
    expect(await read()).toMatchObject({ coverPhotoId: null, coverUrl: first.url });
    expect((await cover(album.id, second.id)).json()).toEqual({ message: photosMessages.coverSet });
    expect(await read()).toMatchObject({ coverPhotoId: second.id, coverUrl: second.url });
    const listed = (await viewer.inject({ method: 'GET', url: ALBUMS })).json<{ content: PhotoAlbum[] }>();
    expect(listed.content.find((one) => one.id === album.id)).toMatchObject({ coverUrl: second.url });

    // Another album's photo is refused; another website's is not found; nothing changes.
    const elsewhere = await newAlbum();
    const notHers = await addByUrl(elsewhere.id, 'elsewhere');
    expectError(await cover(album.id, notHers.id), 400, photosMessages.coverInvalid);
    const theirAlbum = await newAlbum(other);
    const theirs = await addByUrl(theirAlbum.id, 'theirs', other);
    expectError(await cover(album.id, theirs.id), 404, 'Photo not found');
    expectError(await cover(theirAlbum.id, theirs.id), 404, photoAlbumsMessages.notFound);
    for (const bad of ['x', 0, 1.5, undefined])
      expectError(await cover(album.id, bad), 400, photosMessages.coverInvalid);
    expectError(await cover(album.id, null, viewer), 403, 'You do not have permission to edit photo albums');
    expect(await read()).toMatchObject({ coverPhotoId: second.id });

    await admin.inject({ method: 'DELETE', url: `${PHOTOS}/${second.id}` });
    expect(await read()).toMatchObject({ coverPhotoId: null, coverUrl: first.url });
    expect((await cover(album.id, first.id)).statusCode).toBe(200);
    expect((await cover(album.id, null)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ coverPhotoId: null });
  });
});
