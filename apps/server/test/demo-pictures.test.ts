import { carouselsPaths, pagesPaths, type Carousel, type SitePage } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { contentApp } from './content-support.js';

// The demo school shows pictures on its About page and home carousel: they are drawn at seed time
// and stored like uploads, so a fresh install shows no broken image.

const { admin } = contentApp();

async function served(url: string) {
  const response = await admin.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
}

describe("the demo school's pictures", () => {
  it('on its pages are stored and served', async () => {
    const list = await admin.inject({ method: 'GET', url: `${pagesPaths.pages}?size=100` });
    const about = list.json<{ content: SitePage[] }>().content.find((page) => page.slug === 'about')!;
    const page = (
      await admin.inject({ method: 'GET', url: pagesPaths.page.replace(':id', String(about.id)) })
    ).json<SitePage>();
    const urls = page.blocks.flatMap((block) => {
      const image = (block.content as { image?: { url: string } }).image;
      return image ? [image.url] : [];
    });
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\//);
      await served(url);
    }
  });

  it('on its carousels are stored and served', async () => {
    const list = await admin.inject({ method: 'GET', url: `${carouselsPaths.carousels}?size=100` });
    const carousels = list.json<{ content: Carousel[] }>().content;
    const urls = carousels.flatMap((carousel) => carousel.elements.map((element) => element.image));
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\//);
      await served(url);
    }
  });
});
