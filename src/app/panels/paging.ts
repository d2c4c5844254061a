/**
 * Which slice of a long list a panel draws: pages of a fixed size, the page number clamped to the list (a list that
 * shrank under an open page shows its last page). Pure, so the pager's arithmetic is tested without a page.
 */

/** How many entries a panel draws at once: enough to read, few enough that drawing them never blocks typing. */
export const PAGE_SIZE = 100;

export interface PageWindow {
  /** The page shown, from 0; always within [0, pages - 1]. */
  readonly page: number;
  /** How many pages the list has (at least 1, even when empty). */
  readonly pages: number;
  /** The first entry drawn (inclusive) and the end (exclusive). */
  readonly start: number;
  readonly end: number;
  readonly total: number;
}

export function pageWindow(total: number, page: number, size: number = PAGE_SIZE): PageWindow {
  const count = Math.max(0, Math.floor(total));
  const per = Math.max(1, Math.floor(size));
  const pages = Math.max(1, Math.ceil(count / per));
  const shown = Number.isFinite(page) ? Math.min(pages - 1, Math.max(0, Math.floor(page))) : 0;
  const start = shown * per;
  return { page: shown, pages, start, end: Math.min(count, start + per), total: count };
}
