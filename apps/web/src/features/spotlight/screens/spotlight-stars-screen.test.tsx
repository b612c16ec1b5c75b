import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spotlightConsoleBase, spotlightPaths, spotlightStarsMessages as messages } from '@cms/contract';
import { makeCategory, makeStar } from '../spotlight.fake';
import { serveSchool, signInAs } from '@/test/fake-school';
import { expectItemLoadFailed, messageOf, openWith } from '@/test/queries';
import { renderApp } from '@/test/render';
import { describeNamedList } from '@/test/screen-suites';
import { starsOf } from '../api';

const paths = spotlightPaths(spotlightConsoleBase);
const STARS = paths.stars.replace(':id', '1');
const toppers = makeCategory(1, { name: 'Academic Toppers' });
const priya = makeStar(1, 1, {
  name: 'Priya Sharma',
  percentage: 98.6,
  imgUrl: 'https://cdn.riverside.example/priya.jpg',
});
const daniel = makeStar(2, 1, { name: 'Daniel Kim', percentage: 97.2 });
const open = (stars = [priya, daniel], options?: Parameters<typeof openWith>[3]) =>
  openWith('/spotlight/categories/1', 'Stars of Academic Toppers', { spotlight: [toppers], stars }, options);

/** Fills the star dialog's required fields but its name (which the suite types). */
async function fillStar(
  dialog: HTMLElement,
  user: Parameters<NonNullable<Parameters<typeof describeNamedList>[1]['fill']>>[1],
) {
  await user.type(within(dialog).getByLabelText(/^Class/), 'Grade 10');
  await user.clear(within(dialog).getByLabelText(/^Percentage/));
  await user.type(within(dialog).getByLabelText(/^Percentage/), '96.5');
  await user.type(within(dialog).getByLabelText(/^Description/), 'Top of the school');
}

describeNamedList(starsOf(1), {
  rows: [priya, daniel],
  named: 'name',
  ordered: true,
  table: 'stars',
  heading: 'Stars of Academic Toppers',
  also: { spotlight: [toppers] },
  fill: fillStar,
});

describe('Stars of a category', () => {
  it('pages the stars ten at a time, saying which are shown, with each one’s fields', async () => {
    const stars = Array.from({ length: 12 }, (_, index) => makeStar(index + 1, 1));
    const { user, calls } = await open([{ ...stars[0]!, ...priya }, ...stars.slice(1)]);
    expect(await screen.findByText('Page 1 of 2 · 12 stars')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Priya Sharma' })).toHaveAttribute(
      'src',
      'https://cdn.riverside.example/priya.jpg',
    );
    expect(screen.getByRole('img', { name: 'No photo of Star 2' })).toBeInTheDocument();
    expect(screen.getByText('98.6%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Spotlight Categories' })).toHaveAttribute(
      'href',
      '/spotlight/categories',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 12 stars')).toBeInTheDocument();
    expect(calls()).toContain(`GET ${STARS}?page=1&size=10`);
  });

  it('adds a star at the end by default, with the fields the spec names', async () => {
    const { user, lastBody } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Star' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Star' });
    expect(within(dialog).getByLabelText(/^Order No/)).toHaveValue(3);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Amara Okoye');
    await fillStar(dialog, user);
    await user.clear(within(dialog).getByLabelText(/^Year/));
    await user.type(within(dialog).getByLabelText(/^Year/), '2025');
    await user.type(within(dialog).getByLabelText(/^Image/), 'https://cdn.riverside.example/amara.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add Star' }));
    expect(await screen.findByRole('img', { name: 'Photo of Amara Okoye' })).toBeInTheDocument();
    expect(lastBody(`POST ${STARS}`)).toEqual({
      name: 'Amara Okoye',
      academicClass: 'Grade 10',
      percentage: 96.5,
      year: 2025,
      description: 'Top of the school',
      orderNo: 3,
      imgUrl: 'https://cdn.riverside.example/amara.jpg',
    });
  });

  it.each([
    ['Percentage', '101', messages.percentageRange],
    ['Percentage', '97.25', messages.percentageStep],
    ['Year', '2031', messages.yearRange],
    ['Year', '2019', messages.yearRange],
    ['Order No', '0', messages.orderNoMin],
  ])('refuses a %s of %s beside its field and sends nothing', async (label, value, message) => {
    const { user, calls } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Star' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Star' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Amara Okoye');
    await fillStar(dialog, user);
    const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    await user.type(input, value);
    await user.click(within(dialog).getByRole('button', { name: 'Add Star' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(messageOf(input)).toBe(message);
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('says a category that is not there is not found, with the way back', async () => {
    signInAs();
    serveSchool({ spotlight: [toppers] });
    renderApp('/spotlight/categories/404');
    await expectItemLoadFailed('Failed to load category', 'Spotlight category not found', {
      label: 'Back to Spotlight Categories',
      to: '/spotlight/categories',
    });
  });
});
