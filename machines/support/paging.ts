/**
 * Which pages of a long list are needed (issue 35): the list's rows are numbered from 0, its pages
 * from 1, `pageSize` rows' items to a page. Pure, so the machine and the views share one rule.
 */

/** The pages holding the items `first` to `last` (indices from 0, both included). */
export function pagesOfItems(first: number, last: number, pageSize: number): number[] {
  if (pageSize <= 0 || last < first || last < 0) return [];
  const from = Math.floor(Math.max(0, first) / pageSize) + 1;
  const to = Math.floor(last / pageSize) + 1;
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The page an item (index from 0) is on, and its place there. */
export function pageOfItem(index: number, pageSize: number): { page: number; offset: number } {
  return { page: Math.floor(index / pageSize) + 1, offset: index % pageSize };
}

export type PageBook = {
  /** Pages answered. */
  loaded: readonly number[];
  /** Pages whose load failed: not asked again until the user retries them. */
  failed: readonly number[];
  /** Pages being fetched. */
  inFlight: readonly number[];
};

/** The pages of `pages` still to ask for: not answered, not failed, not on their way; in order, once each. */
export function missingPages(pages: readonly number[], book: PageBook): number[] {
  const known = new Set([...book.loaded, ...book.failed, ...book.inFlight]);
  return [...new Set(pages)].filter((page) => page >= 1 && !known.has(page));
}

/**
 * The page after what the user reads: the first page not yet answered after the last answered page
 * of the range on screen (or of the list, with no range yet). None when the list has no such page,
 * or when that page failed (it waits for its retry) or is on its way.
 */
export function nextPage(range: readonly number[], book: PageBook, totalPages: number | null): number | null {
  if (totalPages === null) return null;
  const answered = book.loaded.filter((page) => range.length === 0 || range.includes(page));
  let page = Math.max(0, ...answered) + 1;
  while (book.loaded.includes(page)) page += 1;
  if (page > totalPages || book.failed.includes(page) || book.inFlight.includes(page)) return null;
  return page;
}

/** The next pages to fetch together: the first `limit` of `wanted` still missing. */
export function nextBatch(wanted: readonly number[], book: PageBook, limit: number): number[] {
  return missingPages(wanted, book).slice(0, limit);
}

/** `pages` without `removed`, in order. */
export function without(pages: readonly number[], removed: readonly number[]): number[] {
  return pages.filter((page) => !removed.includes(page));
}

/** `pages` and `added`, once each, in order. */
export function withPages(pages: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...pages, ...added])];
}
