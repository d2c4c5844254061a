/** A panel list's page: the page number is the list's own state; the window is clamped to the current length. */
import { useState } from "react";
import { PAGE_SIZE, pageWindow, type PageWindow } from "./paging";

export interface Paged<T> {
  /** The entries of the page shown. */
  readonly items: readonly T[];
  readonly window: PageWindow;
  /** Shows page `page` (clamped). */
  readonly go: (page: number) => void;
}

export function usePage<T>(list: readonly T[], size: number = PAGE_SIZE): Paged<T> {
  const [page, setPage] = useState(0);
  const window = pageWindow(list.length, page, size);
  const items = window.start === 0 && window.end === list.length ? list : list.slice(window.start, window.end);
  return { items, window, go: (next) => setPage(pageWindow(list.length, next, size).page) };
}
