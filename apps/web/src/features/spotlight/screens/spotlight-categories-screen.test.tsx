import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spotlightCategoriesMessages as messages, spotlightPaths, spotlightConsoleBase } from '@cms/contract';
import { makeCategory, makeStar } from '../spotlight.fake';
import { deleteAfterConfirming, openWith, retryAfterLoadError } from '@/test/queries';
import { serverError } from '@/test/fake-api';
import { describeNamedList } from '@/test/screen-suites';
import { categoriesResource } from '../api';

const paths = spotlightPaths(spotlightConsoleBase);
const toppers = makeCategory(1, { name: 'Academic Toppers', description: 'Best marks' });
const athletes = makeCategory(2, { name: 'Sports Champions', description: 'District winners' });
const stars = [makeStar(1, 1), makeStar(2, 1), makeStar(3, 2)];
const open = (options?: Parameters<typeof openWith>[3]) =>
  openWith('/spotlight/categories', 'Spotlight Categories', { spotlight: [toppers, athletes], stars }, options);

describeNamedList(categoriesResource, {
  rows: [toppers, athletes],
  named: 'name',
  ordered: true,
  fill: async (dialog, user) => {
    await user.type(within(dialog).getByLabelText(/^Description/), 'Made for the suite');
  },
});

describe('Spotlight Categories', () => {
  it('lists the categories whole, in order, with their description and a link to their stars', async () => {
    const { calls } = await open();
    const link = await screen.findByRole('link', { name: 'Stars of Academic Toppers' });
    expect(link).toHaveAttribute('href', '/spotlight/categories/1');
    expect(link).toHaveTextContent('2 stars');
    expect(screen.getByRole('link', { name: 'Stars of Sports Champions' })).toHaveTextContent('1 star');
    expect(screen.getByText('District winners')).toBeInTheDocument();
    expect(calls()).toContain(`GET ${paths.categories}`);
  });

  it('asks for the name and the description', async () => {
    const { user, calls } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText(messages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.descriptionRequired)).toBeInTheDocument();
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('says how many stars go with a category before it is deleted', async () => {
    const { user, calls } = await open();
    await user.click(await screen.findByRole('button', { name: 'Delete Academic Toppers' }));
    const asked = await screen.findByRole('alertdialog', { name: messages.deleteConfirm });
    expect(asked).toHaveTextContent('"Academic Toppers" and its 2 stars will be deleted for good.');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await deleteAfterConfirming('Sports Champions', messages.deleteConfirm, messages.deleted, calls);
    expect(calls()).toContain(`DELETE ${paths.categories}/2`);
  });

  it(`says '${messages.loadFailed}' and tries again`, async () => {
    let failing = true;
    await open({ overrides: { [`GET ${paths.categories}`]: () => (failing ? serverError() : undefined) } });
    await retryAfterLoadError(messages.loadFailed, () => (failing = false));
    expect(await screen.findByRole('link', { name: 'Stars of Academic Toppers' })).toBeInTheDocument();
  });
});
