import { dragOnto, expect, journeys, makePng, rowOf, test, unique, type Admin } from './fixtures';
import type { Page } from '@playwright/test';

interface ServerVideo {
  id: number;
  name: string;
  videoUrl: string;
  videoSourceType: string;
  orderNo: number;
  thumbnailUrl: string | null;
}

const VIDEOS = '/misc/cms/vac/videos';

/** Every video of the demo school, in its order, as the server has it. */
async function gallery(admin: Admin) {
  return (await admin.read<{ content: ServerVideo[] }>(VIDEOS, { size: 100 })).body!.content;
}
const namesOf = async (admin: Admin) => (await gallery(admin)).map((video) => video.name);
const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });

/** Adds a video through the dialog, with the thumbnail it previews (or its placeholder). */
async function addVideo(page: Page, name: string, videoUrl: string, preview: string | null) {
  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Video' });
  await dialog.getByLabel('Title').fill(name);
  await dialog.getByLabel('YouTube URL').fill(videoUrl);
  if (preview) await expect(dialog.getByRole('img', { name: `Thumbnail of ${name}` })).toHaveAttribute('src', preview);
  else await expect(dialog.getByRole('img', { name: `No thumbnail for ${name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog).toBeHidden();
}

journeys('video gallery', () => {
  // The video hosts' still images come from the internet, which this machine may not reach: each
  // host answers with a picture of its own here, so a thumbnail shows as it would for a school.
  test.beforeEach(async ({ page }) => {
    for (const host of ['https://img.youtube.com/**', 'https://vumbnail.com/**']) {
      await page.route(host, (route) => route.fulfill({ contentType: 'image/png', body: makePng(32) }));
    }
  });

  test('an editor adds three videos, sees their thumbnails, reorders them and deletes one', async ({
    page,
    admin,
    staff,
  }) => {
    const [tour, concert, fair] = [unique('Campus tour'), unique('Concert'), unique('Fair')];
    await staff.open('Video Gallery', /\/video-gallery$/, 'Video Gallery');
    // The demo school's videos, with the thumbnails their addresses give.
    await expect(page.getByRole('img', { name: 'Thumbnail of Welcome to Riverside High School' })).toBeVisible();
    await staff.accessible();

    // Title and URL are required; an address that is not http(s) is refused beside its field.
    const dialog = await staff.emptyDialogRefused('Add Video', 'Title is required', 'Video URL is required');
    await dialog.getByLabel('YouTube URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await expect(dialog.getByLabel('YouTube URL')).toHaveAccessibleDescription(
      'The video URL must be an http:// or https:// address',
    );
    await staff.accessible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const before = await namesOf(admin);
    await addVideo(
      page,
      tour,
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    await staff.toast('Video created successfully');
    await addVideo(
      page,
      concert,
      'https://youtu.be/ScMzIvxBSi4',
      'https://img.youtube.com/vi/ScMzIvxBSi4/hqdefault.jpg',
    );
    await addVideo(page, fair, 'https://cdn.riverside.example/fair.mp4', null);
    // Each new video goes last, with its source youtube.
    const added = await gallery(admin);
    expect(added.map((video) => video.name)).toEqual([...before, tour, concert, fair]);
    expect(added.slice(-3).map((video) => video.videoSourceType)).toEqual(['youtube', 'youtube', 'youtube']);
    expect(added.slice(-3).map((video) => video.orderNo)).toEqual([
      before.length + 1,
      before.length + 2,
      before.length + 3,
    ]);

    // The new ones are on the last page: 'Page n of total'.
    const pages = Math.ceil(added.length / 10);
    if (pages > 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(rowOf(page, tour).getByRole('img', { name: `Thumbnail of ${tour}` })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    await expect(rowOf(page, concert).getByRole('img', { name: `Thumbnail of ${concert}` })).toBeVisible();
    await expect(rowOf(page, fair).getByRole('img', { name: `No thumbnail for ${fair}` })).toBeVisible();
    await staff.accessible();

    // The keyboard: the fair picked up and moved above the concert.
    await staff.moveByKeyboard(fair, 'ArrowUp');
    await staff.toast('Videos reordered successfully');
    await expect.poll(async () => (await namesOf(admin)).slice(-3)).toEqual([tour, fair, concert]);

    // The mouse: the tour dragged below the concert.
    await dragOnto(page, handle(page, tour), handle(page, concert));
    await expect.poll(async () => (await namesOf(admin)).slice(-3)).toEqual([fair, concert, tour]);
    const numbers = (await gallery(admin)).map((video) => video.orderNo);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));

    // Edit keeps the place; delete asks first.
    await rowOf(page, fair)
      .getByRole('button', { name: `Edit ${fair}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    await expect(edit.getByLabel('Title')).toHaveValue(fair);
    await staff.accessible();
    await edit.getByLabel('YouTube URL').fill('https://vimeo.com/76979871');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await staff.toast('Video updated successfully');
    await expect(rowOf(page, fair).getByRole('img', { name: `Thumbnail of ${fair}` })).toHaveAttribute(
      'src',
      'https://vumbnail.com/76979871.jpg',
    );

    await staff.deleteRow(
      concert,
      'Are you sure you want to delete this video?',
      'Video deleted successfully',
      async () => expect(await namesOf(admin)).toContain(concert),
    );
    expect((await namesOf(admin)).slice(-2)).toEqual([fair, tour]);
  });

  test('on a phone, each video is a card with its thumbnail and its actions in reach', async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.visit('/video-gallery', 'Video Gallery');
    const name = 'Welcome to Riverside High School';
    const card = rowOf(page, name);
    await expect(card.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Reorder ${name}` })).toBeInViewport();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeInViewport();
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toBeInViewport();
    await staff.accessible();
  });
});
