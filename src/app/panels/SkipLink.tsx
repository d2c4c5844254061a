/**
 * The first stop of the keyboard: "Skip to the results", shown when focused, moves the focus past the header and the
 * editor to the panels. A script moves the focus (the page's fragment is the share link's, so no `#panels` is
 * written into the address).
 */
import { PANELS_ID } from "./ids";
import { T } from "../texts";

/** `onSkip`: the page shows the panels first (on a phone, where one of editor and panels shows at a time). */
export function SkipLink({ onSkip }: { readonly onSkip: () => void }) {
  return (
    <a
      className="skip-link"
      href={`#${PANELS_ID}`}
      onClick={(event) => {
        event.preventDefault();
        onSkip();
        // After the panels are shown (a phone's other view), in the next frame.
        requestAnimationFrame(() => document.getElementById(PANELS_ID)?.focus());
      }}
    >
      {T.skipToPanels}
    </a>
  );
}
