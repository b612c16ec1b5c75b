import {
  carouselElementsMessages as elementMessages,
  carouselsMessages as messages,
  carouselsPaths as paths,
  type Carousel,
  type CarouselElement,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { BAD_URLS, contentApp, expectError, postCreated, type Client } from './content-support.js';
import { carousels } from './resources/carousels.js';
import { describeScopedResource } from './kit/scoped-resource-suite.js';

const { t, admin, editor, viewer, other } = contentApp();

const LINK = 'https://www.riverside.example/';
const image = (name: string) => `https://cdn.riverside.example/images/${name}.jpg`;
const element = (name: string) => ({ image: image(name), description: `The ${name}` });
const titled = (fields: object) => ({ title: 'Home', link: LINK, ...fields });

describeScopedResource(carousels, {
  newestFirst: true,
  invalid: { body: { title: '  ', link: LINK }, message: messages.titleRequired },
  created: {
    body: { title: '  Home ', link: ` ${LINK} ` },
    answer: { title: 'Home', link: LINK, status: 'draft', elements: [] },
  },
  filters: {
    field: 'status',
    values: [
      ['active', 'active'],
      ['inactive', 'inactive'],
      ['draft', 'draft'],
    ],
    invalid: messages.statusInvalid,
  },
  refused: {
    [messages.titleRequired]: [{ link: LINK }, { title: null, link: LINK }],
    [messages.linkRequired]: [{ title: 'Home' }, { title: 'Home', link: '  ' }, { title: 'Home', link: null }],
    [messages.linkInvalid]: BAD_URLS.filter((url) => typeof url === 'string').map((link) => ({ title: 'Home', link })),
    [messages.statusInvalid]: [titled({ status: 'ACTIVE' }), titled({ status: 'published' })],
    [messages.elementsInvalid]: [titled({ elements: 'slide' })],
    [elementMessages.imageRequired]: [titled({ elements: [{ description: 'No picture' }] })],
    [elementMessages.imageInvalid]: [titled({ elements: [{ image: 'javascript:alert(1)' }] })],
  },
  children: {
    field: 'elements',
    table: 'carousel_elements',
    parentColumn: 'carousel_id',
    child: element,
    keptWhenLeftOut: true,
  },
});

const elementsUrl = (carouselId: number | string) => paths.elements.replace(':id', `${carouselId}`);
const elementUrl = (carouselId: number | string, elementId: number | string) =>
  `${elementsUrl(carouselId)}/${elementId}`;
const reorderUrl = (carouselId: number | string) => paths.elementsReorder.replace(':id', `${carouselId}`);

const create = (client: Client, body: object) => carousels.create(client, body);
const read = (client: Client, id: number) => carousels.read(client, id);
const descriptions = (saved: Carousel) => saved.elements.map((each) => each.description);

describe('carousels', () => {
  it('numbers the elements from 1 in the order of the document, each saved whole with its carousel’s id', async () => {
    const created = await create(
      editor,
      titled({ elements: [element('entrance'), element('fair'), element('choir')] }),
    );
    expect(created.elements.map((each) => each.order)).toEqual([1, 2, 3]);
    expect(created.elements.every((each) => each.carouselId === created.id)).toBe(true);
    const [entrance, fair] = created.elements as [CarouselElement, CarouselElement, CarouselElement];

    const response = await carousels.update(editor, created.id, {
      ...titled({ status: 'active' }),
      elements: [
        { ...fair, description: 'Fair winners' },
        { id: entrance.id, image: entrance.image },
        element('sports'),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Carousel>();
    expect(updated.status).toBe('active');
    expect(updated.elements.map((each) => [each.id, each.order])).toEqual([
      [fair.id, 1],
      [entrance.id, 2],
      [expect.any(Number), 3],
    ]);
    expect(descriptions(updated)).toEqual(['Fair winners', '', 'The sports']);
  });

  it('answers when a carousel was created and last changed as createdAt and updatedAt, read back as saved', async () => {
    const created = await create(editor, titled({ elements: [element('entrance')] }));
    const row = await t.database.db
      .selectFrom('carousels')
      .select(['created_at', 'updated_at'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ createdAt: row.created_at, updatedAt: row.updated_at });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(await read(viewer, created.id)).toEqual(created);
    const listed = await carousels.page(editor, 'size=100');
    expect(listed.content.find((each) => each.id === created.id)).toEqual(created);
  });

  it('adds, edits and deletes elements one at a time, a new one last, with the dialog’s answers', async () => {
    const created = await create(editor, titled({ elements: [element('entrance')] }));
    const added = await postCreated<CarouselElement>(editor, elementsUrl(created.id), element('fair'));
    expect(added).toMatchObject({ carouselId: created.id, order: 2, description: 'The fair' });

    const put = await editor.inject({
      method: 'PUT',
      url: elementUrl(created.id, added.id),
      payload: { image: image('fair-2'), description: ' Winners ' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: added.id, image: image('fair-2'), description: 'Winners', order: 2 });

    const listed = await editor.inject({ method: 'GET', url: elementsUrl(created.id) });
    expect(listed.json<{ content: CarouselElement[] }>().content.map((each) => each.id)).toEqual([
      created.elements[0]!.id,
      added.id,
    ]);

    const removed = await editor.inject({ method: 'DELETE', url: elementUrl(created.id, created.elements[0]!.id) });
    expect(removed.json()).toEqual({ message: elementMessages.deleted });
    expect((await read(editor, created.id)).elements.map((each) => each.id)).toEqual([added.id]);
  });

  it("refuses an element without an image with 400 'Image URL is required', saving nothing", async () => {
    const created = await create(admin, titled({ elements: [element('entrance')] }));
    for (const payload of [{ description: 'x' }, { image: '  ' }, { image: null }]) {
      expectError(
        await admin.inject({ method: 'POST', url: elementsUrl(created.id), payload }),
        400,
        elementMessages.imageRequired,
      );
    }
    const first = created.elements[0]!;
    expectError(
      await admin.inject({ method: 'PUT', url: elementUrl(created.id, first.id), payload: { image: '' } }),
      400,
      elementMessages.imageRequired,
    );
    expect(await read(admin, created.id)).toEqual(created);
  });

  it('reorders the elements from 1, answering the dialog’s words', async () => {
    const created = await create(admin, titled({ elements: [element('a'), element('b'), element('c')] }));
    const [a, b, c] = created.elements.map((each) => each.id) as [number, number, number];
    const response = await admin.inject({
      method: 'PUT',
      url: reorderUrl(created.id),
      payload: [
        { id: c, orderNo: 1 },
        { id: a, orderNo: 2 },
        { id: b, orderNo: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: elementMessages.reordered });
    expect((await read(admin, created.id)).elements.map((each) => [each.id, each.order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
  });

  it("answers 404 for another website's carousel or element on every element call, changing nothing", async () => {
    const theirs = await create(other, titled({ elements: [element('theirs')] }));
    const mine = await create(admin, titled({ elements: [element('mine')] }));
    const theirElement = theirs.elements[0]!.id;
    const carousel404 = 'Carousel not found';
    expectError(await admin.inject({ method: 'GET', url: elementsUrl(theirs.id) }), 404, carousel404);
    expectError(
      await admin.inject({ method: 'POST', url: elementsUrl(theirs.id), payload: element('x') }),
      404,
      carousel404,
    );
    expectError(
      await admin.inject({ method: 'PUT', url: elementUrl(theirs.id, theirElement), payload: element('x') }),
      404,
      carousel404,
    );
    expectError(await admin.inject({ method: 'DELETE', url: elementUrl(theirs.id, theirElement) }), 404, carousel404);
    expectError(
      await admin.inject({ method: 'PUT', url: reorderUrl(theirs.id), payload: [{ id: theirElement, orderNo: 1 }] }),
      404,
      carousel404,
    );
    // Their element under my carousel is no element of mine.
    expectError(
      await admin.inject({ method: 'PUT', url: elementUrl(mine.id, theirElement), payload: element('x') }),
      404,
      'Element not found',
    );
    expectError(
      await admin.inject({ method: 'DELETE', url: elementUrl(mine.id, theirElement) }),
      404,
      'Element not found',
    );
    expectError(
      await admin.inject({ method: 'PUT', url: reorderUrl(mine.id), payload: [{ id: theirElement, orderNo: 1 }] }),
      404,
      'Element not found',
    );
    expect(await read(other, theirs.id)).toEqual(theirs);
    expect(await read(admin, mine.id)).toEqual(mine);
  });

  it('lets a VIEWER read elements and refuses every element write with 403', async () => {
    const created = await create(admin, titled({ elements: [element('a'), element('b')] }));
    const [a, b] = created.elements.map((each) => each.id) as [number, number];
    expect((await viewer.inject({ method: 'GET', url: elementsUrl(created.id) })).statusCode).toBe(200);
    const forbidden = 'You do not have permission to edit carousels';
    const writes = [
      { method: 'POST' as const, url: elementsUrl(created.id), payload: element('x') },
      { method: 'PUT' as const, url: elementUrl(created.id, a), payload: element('x') },
      { method: 'DELETE' as const, url: elementUrl(created.id, a) },
      {
        method: 'PUT' as const,
        url: reorderUrl(created.id),
        payload: [
          { id: b, orderNo: 1 },
          { id: a, orderNo: 2 },
        ],
      },
    ];
    for (const call of writes) expectError(await viewer.inject(call), 403, forbidden);
    expect(await read(admin, created.id)).toEqual(created);
  });

  it('tells the media library which carousels show a file', async () => {
    const title = `Home ${Date.now()}`;
    await create(admin, titled({ title, elements: [element('library')] }));
    const uses = await t.app.deps.fileUses.find(t.database.db, admin.websiteId, [image('library')]);
    expect(uses).toContainEqual({ kind: 'carousel', name: title });
  });
});
