import type { Page, PageQuery } from '@cms/contract';

/** Wraps one page of rows in the page shape of docs/design.md §4. */
export function toPage<T>(content: T[], total: number, { page, size }: PageQuery): Page<T> {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

export const offsetOf = ({ page, size }: PageQuery) => page * size;

/** The same page with each item mapped (rows to their wire shape). */
export const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({
  ...page,
  content: page.content.map(map),
});
