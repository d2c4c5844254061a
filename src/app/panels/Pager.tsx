/**
 * The pager under a long list's heading: which entries are drawn ("Calls 1–100 of 5,000") and buttons to the
 * first, previous, next and last page. A button with nowhere to go stays focusable (aria-disabled), so pressing
 * Enter on "Next" until the end never drops the focus. Drawn only when the list has more than one page.
 */
import { T } from "../texts";
import type { PageWindow } from "./paging";

interface Props {
  /** What the list holds, as the range text names it ("Calls"). */
  readonly label: string;
  readonly window: PageWindow;
  readonly go: (page: number) => void;
}

export function Pager({ label, window: w, go }: Props) {
  if (w.pages <= 1) return null;
  const atStart = w.page === 0;
  const atEnd = w.page === w.pages - 1;
  const button = (text: string, to: number, off: boolean) => (
    <button type="button" aria-disabled={off} className={off ? "pager-off" : undefined} onClick={() => off || go(to)}>
      {text}
    </button>
  );
  return (
    <nav className="pager" aria-label={T.pager.nav(label)}>
      <span className="pager-range" aria-live="polite" data-testid="pager-range">
        {T.pager.range(label, w.start + 1, w.end, w.total)}
      </span>
      {button(T.pager.first, 0, atStart)}
      {button(T.pager.previous, w.page - 1, atStart)}
      {button(T.pager.next, w.page + 1, atEnd)}
      {button(T.pager.last, w.pages - 1, atEnd)}
    </nav>
  );
}
