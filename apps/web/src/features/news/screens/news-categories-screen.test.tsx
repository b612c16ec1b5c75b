import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsCategoriesMessages } from '@cms/contract';
import { categoriesResource } from '../api';
import { makeCategory } from '../news.fake';
import { headersOf, openWith } from '@/test/queries';
import { describeNamedList } from '@/test/screen-suites';

const SPORTS = makeCategory(1, 'Sports');
const EVENTS = makeCategory(2, 'Events');

describeNamedList(categoriesResource, {
  rows: [SPORTS, EVENTS],
  named: 'name',
  taken: newsCategoriesMessages.nameTaken,
  question: 'Delete Category',
  table: 'categories',
});

describe('news categories', () => {
  it('lists the categories by name, with their created date and the way back to News', async () => {
    await openWith('/news/categories', 'News Categories', { news: [], categories: [SPORTS, EVENTS] });
    const table = await screen.findByRole('table');
    expect(headersOf(table)).toEqual(['Name', 'Created Date', 'Actions']);
    // Alphabetical, as the server sorts them.
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(names).toEqual(['Events', 'Sports']);
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
  });

  it('says what deleting a category does to the news', async () => {
    const { user } = await openWith('/news/categories', 'News Categories', { categories: [SPORTS, EVENTS] });
    await user.click(await screen.findByRole('button', { name: 'Delete Sports' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Category' })).toHaveTextContent(
      'Are you sure you want to delete the category "Sports"? It is taken off every news item that has it.',
    );
  });
});
