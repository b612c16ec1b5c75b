import type { Photo } from '@cms/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentApp, postCreated, unique } from './content-support.js';
import { carousels, carouselsOnHome } from './resources/carousels.js';
import { events } from './resources/events.js';
import { photoAlbums } from './resources/photo-albums.js';
import { videos } from './resources/videos.js';
import { scriptsToRun, sitePage, siteHtml } from './site-support.js';

/**
 * The public site's albums, videos, events and home carousel (docs/design.md §10): what each shows,
 * and that none needs a script.
 */
const { t, admin, other } = contentApp();
afterEach(() => void vi.useRealTimers());

/** The markup of the element with `id` (the first `</div>` closing it: a viewer holds no div). */
const elementWithId = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</div>', start));
};
const headings = (html: string) => [...html.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));

describe('photo albums', () => {
  const addPhoto = (albumId: number, caption: string) =>
    postCreated<Photo>(admin, `/misc/cms/paac/photos?albumId=${albumId}`, {
      url: `https://cdn.riverside.example/${encodeURIComponent(caption)}.jpg`,
      caption,
    });

  it('lists the albums as cards with their cover, each a link to its page', async () => {
    const album = await photoAlbums.create(admin);
    const photo = await addPhoto(album.id, 'The first photo');
    const html = await siteHtml(t.app, '/albums');
    expect(html).toContain('<h1>Photo albums</h1>');
    expect(html).toContain(`<a href="/site/albums/${album.id}">${album.name}</a>`);
    expect(html).toContain(`<img src="${photo.url}" alt="" loading="lazy"`);
    expect(html).toContain('1 photo<');
  });

  it('shows the photos with their captions, each opened large over the page by its own link', async () => {
    const album = await photoAlbums.create(admin);
    const captions = ['Relay start', 'The "long" jump & <sand>', 'Prize giving'];
    const photos: Photo[] = [];
    for (const caption of captions) photos.push(await addPhoto(album.id, caption));
    const [first, middle, last] = photos as [Photo, Photo, Photo];
    const html = await siteHtml(t.app, `/albums/${album.id}`);
    expect(headings(html)).toEqual([1]);
    expect(html).toContain('3 photos');
    expect(html).not.toContain('<script');
    const escapedMiddle = 'The &quot;long&quot; jump &amp; &lt;sand&gt;';
    // Each thumbnail is a link to its viewer named by its caption, shown under it (the image repeats none of it).
    expect(html).toContain(
      `<a id="thumb-${middle.id}" href="#photo-${middle.id}"><img src="${middle.url}" alt="" loading="lazy"`,
    );
    expect(html).toContain(`<span class="photo-caption">${escapedMiddle}</span></a>`);
    // The viewer: the large picture with its caption, Previous and Next where there are, and Close back to the thumbnail.
    const viewer = elementWithId(html, `photo-${middle.id}`);
    expect(html).toContain(`<div class="viewer" id="photo-${middle.id}">`);
    expect(viewer).toContain(`<figcaption>${escapedMiddle} <span class="viewer-place">`);
    expect(viewer).toContain('(photo 2 of 3)');
    expect(viewer).toContain(`<a href="#photo-${first.id}" rel="prev">Previous photo</a>`);
    expect(viewer).toContain(`<a href="#photo-${last.id}" rel="next">Next photo</a>`);
    expect(viewer).toContain(`<a href="#thumb-${middle.id}">Close</a>`);
    const opening = elementWithId(html, `photo-${first.id}`);
    expect(opening).not.toContain('Previous photo');
    expect(opening).toContain(`href="#photo-${middle.id}" rel="next"`);
    const closing = elementWithId(html, `photo-${last.id}`);
    expect(closing).not.toContain('Next photo');
    expect(closing).toContain(`href="#photo-${middle.id}" rel="prev"`);
  });

  it('says so when an album has no photos yet, and 404s an id that is none', async () => {
    const album = await photoAlbums.create(admin);
    expect(await siteHtml(t.app, `/albums/${album.id}`)).toContain('No photos in this album yet.');
    expect(await siteHtml(t.app, '/albums/x', 404)).toContain('Page not found');
  });
});

describe('videos', () => {
  const iframes = (html: string) => [...html.matchAll(/<iframe[^>]*>/g)].map((match) => match[0]);

  /** The gallery's card of a video. */
  const cardOf = (html: string, id: number) => {
    const start = html.indexOf(`<li class="video" id="video-${id}">`);
    expect(start, `video ${id}`).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</li>', start));
  };
  const NO_VIDEOS = [
    'https://example.org/clips/concert.mp4',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=abc&list=PL1',
    'https://vimeo.com/about',
  ];
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

  it('shows thumbnails that load no player until one is pressed; an address that is no video is a plain link', async () => {
    const watch = await videos.create(admin, { videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=5' });
    const vimeo = await videos.create(admin, { videoUrl: 'https://vimeo.com/76979871', videoSourceType: 'vimeo' });
    const others = [];
    for (const videoUrl of NO_VIDEOS) others.push(await videos.create(admin, { videoUrl }));
    const html = await siteHtml(t.app, '/videos');
    expect(iframes(html)).toEqual([]);
    expect(html).not.toContain('<script');
    expect(cardOf(html, watch.id)).toContain(
      `<a class="video-link" href="/site/videos/${watch.id}"><span class="video-thumb">` +
        '<img src="https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg" alt="" loading="lazy"',
    );
    // Vimeo's still would come from a third party: a plain placeholder with the title.
    expect(cardOf(html, vimeo.id)).toContain(`<span class="video-placeholder" aria-hidden="true">${vimeo.name}</span>`);
    expect(cardOf(html, vimeo.id)).not.toContain('<img');
    for (const video of others) {
      expect(cardOf(html, video.id)).toContain(`<a class="video-link" href="${attribute(video.videoUrl)}">`);
      expect(cardOf(html, video.id)).toContain('Watch on another site: ');
    }
  });

  it('plays a pressed video from the privacy-friendly players only', async () => {
    const forms = {
      'https://youtu.be/ScMzIvxBSi4': 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ': 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/jNQXAC9IVRw?start=3': 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
      'https://vimeo.com/76979871': 'https://player.vimeo.com/video/76979871?dnt=1',
      'https://player.vimeo.com/video/12345': 'https://player.vimeo.com/video/12345?dnt=1',
    };
    for (const [videoUrl, player] of Object.entries(forms)) {
      const video = await videos.create(admin, { videoUrl });
      const response = await sitePage(t.app, `/videos/${video.id}`);
      expect(response.statusCode).toBe(200);
      const [iframe, ...more] = iframes(response.body);
      expect(more).toEqual([]);
      expect(iframe).toContain(`src="${player.replaceAll('&', '&amp;')}"`);
      expect(iframe).toContain(`title="Video: ${video.name}"`);
      expect(response.body).toContain(`<h1>${video.name}</h1>`);
      expect(String(response.headers['content-security-policy'])).toMatch(
        /frame-src [^;]*https:\/\/player\.vimeo\.com/,
      );
    }
  });

  it('never embeds an address that is no YouTube or Vimeo video: its page links to it', async () => {
    for (const videoUrl of NO_VIDEOS) {
      const video = await videos.create(admin, { videoUrl });
      const page = await siteHtml(t.app, `/videos/${video.id}`);
      expect(iframes(page)).toEqual([]);
      expect(page).toContain(`<a href="${attribute(videoUrl)}">Watch ${video.name} on another site</a>`);
    }
  });
});

describe('events', () => {
  /** Events of March 2031, made now (the API checks its tokens by the real clock), read on a day that month. */
  async function march() {
    const made = {
      concert: await events.create(admin, { start: '2031-03-05T18:00', end: '2031-03-05T20:00', location: 'Hall' }),
      closure: await events.create(admin, { allDay: true, start: '2031-03-10', end: '2031-03-11' }),
      fair: await events.create(admin, { start: '2031-03-20T09:30' }),
      april: await events.create(admin, { start: '2031-04-02T09:00' }),
      february: await events.create(admin, { start: '2031-02-27T09:00' }),
      othersSchool: await events.create(other, { start: '2031-03-20T10:00' }),
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    return made;
  }

  it('shows this month by default as the days that have events, each a heading, with links to the months around', async () => {
    const { concert, closure, fair, april, february, othersSchool } = await march();
    const html = await siteHtml(t.app, '/events');
    expect(html).toContain('<h1>Events in March 2031</h1>');
    expect(headings(html)).toEqual([1, 2, 2, 2, 2]);
    expect(html).not.toContain('<table');
    const day = (date: string) => {
      const start = html.indexOf(`<h2 id="day-${date}">`);
      expect(start, date).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf('</section>', start));
    };
    expect(day('2031-03-05')).toContain('<time dateTime="2031-03-05">Wednesday, March 5</time>');
    expect(day('2031-03-05')).toMatch(/6:00\sPM – 8:00\sPM<\/span> <a href="\/site\/events\/\d+">/);
    expect(day('2031-03-05')).toContain(`>${concert.title}</a><span class="event-place"> · Hall</span>`);
    expect(day('2031-03-10')).toContain(`All day</span> <a href="/site/events/${closure.id}">${closure.title}</a>`);
    expect(day('2031-03-11')).toContain(closure.title);
    expect(day('2031-03-20')).toContain(fair.title);
    for (const absent of [april, february, othersSchool]) expect(html).not.toContain(`>${absent.title}<`);
    expect(html).toContain('<a href="/site/events?month=2031-02" rel="prev">Previous month</a>');
    expect(html).toContain('<a href="/site/events?month=2031-04" rel="next">Next month</a>');
    expect(html).toContain('<a href="/site/events?view=list">List of upcoming events</a>');

    const next = await siteHtml(t.app, '/events?month=2031-04');
    expect(next).toContain('<h1>Events in April 2031</h1>');
    expect(next).toContain(april.title);
    expect(next).not.toContain(`>${fair.title}<`);
    expect(await siteHtml(t.app, '/events?month=2031-06')).toContain('No events this month.');
  });

  it('lists the upcoming events from today, the nearest first, ten a page', async () => {
    const { concert, closure, fair, april } = await march();
    vi.useRealTimers();
    const later: string[] = [];
    for (let day = 10; day < 20; day++)
      later.push((await events.create(admin, { title: unique('Later'), start: `2031-05-${day}T08:00` })).title);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    const html = await siteHtml(t.app, '/events?view=list');
    expect(html).toContain('<h1>Upcoming events</h1>');
    for (const past of [concert, closure]) expect(html).not.toContain(`>${past.title}<`);
    expect(html.indexOf(fair.title)).toBeGreaterThan(-1);
    expect(html.indexOf(fair.title)).toBeLessThan(html.indexOf(april.title));
    expect(html).toMatch(/Thursday, March 20, 2031, 9:30\sAM/);
    expect(html).toContain('href="/site/events?view=list&amp;page=2" rel="next"');
    const second = await siteHtml(t.app, '/events?view=list&page=2');
    expect(second).toContain(later.at(-1));
    expect(second).not.toContain(`>${fair.title}<`);
  });

  it('shows an event on its own page with its description', async () => {
    const event = await events.create(admin, {
      start: '2031-03-05T18:00',
      category: 'arts',
      location: 'Auditorium',
      description: '<p>The band <strong>plays</strong>.</p>',
    });
    const html = await siteHtml(t.app, `/events/${event.id}`);
    expect(html).toContain(`<h1>${event.title}</h1>`);
    expect(html).toContain('<p class="byline">Arts</p>');
    expect(html).toMatch(/<dd>Wednesday, March 5, 2031, 6:00\sPM<\/dd><dt>Where<\/dt><dd>Auditorium<\/dd>/);
    expect(html).toContain('<p>The band <strong>plays</strong>.</p>');
  });

  it('answers a month or a view that is none with a 400 page', async () => {
    for (const month of ['2031-13', '2031-00', '31-03', 'March', '0999-01', '2031-3'])
      expect(await siteHtml(t.app, `/events?month=${month}`, 400)).toContain(
        'The month must be a year and a month, such as 2026-12',
      );
    expect(await siteHtml(t.app, '/events?view=grid', 400)).toContain('The view must be month or list');
    expect(await siteHtml(t.app, '/events?view=list&page=0', 400)).toContain('The page number must be');
  });
});

describe('the carousel on the home page', () => {
  it("shows the active carousel's slides in order after the heading, as a strip that needs no script", async () => {
    const carousel = await carousels.create(admin, {
      status: 'active',
      link: 'https://www.riverside.example/open-day',
      elements: [
        { image: 'https://cdn.riverside.example/one.jpg', description: 'Open day & tours' },
        { image: 'https://cdn.riverside.example/two.jpg', description: '' },
      ],
    });
    const [one, two] = carousel.elements;
    expect(two).toBeDefined();
    const html = await siteHtml(t.app, '/');
    expect(scriptsToRun(html)).toEqual([]);
    const strip = html.indexOf('<section class="carousel"');
    expect(strip).toBeGreaterThan(html.indexOf('</h1>'));
    expect(strip).toBeLessThan(html.indexOf('aria-labelledby="home-news"'));
    expect(html).toContain(
      `<ul class="slides" tabindex="0" aria-label="Slides of ${carousel.title}"><li id="slide-${one!.id}"><figure>` +
        '<img src="https://cdn.riverside.example/one.jpg" alt="" decoding="async"/>' +
        '<figcaption>Open day &amp; tours</figcaption></figure></li>' +
        `<li id="slide-${two!.id}"><figure><img src="https://cdn.riverside.example/two.jpg" alt="" loading="lazy"`,
    );
    expect(html).toContain(`<a href="#slide-${two!.id}"><span class="visually-hidden">Slide </span>2</a>`);
    expect(html).toContain(
      `<a class="carousel-link" href="https://www.riverside.example/open-day">${carousel.title}</a>`,
    );
  });

  it.each(Object.keys(carouselsOnHome.hidden))('never shows a %s carousel', async (kind) => {
    const shown = await carouselsOnHome.shown({ admin, other });
    const hidden = await carouselsOnHome.hidden[kind]!({ admin, other });
    const html = await siteHtml(t.app, '/');
    expect(html).not.toContain(`>${hidden.text}<`);
    expect(html).toContain(`>${shown.text}<`);
  });
});
