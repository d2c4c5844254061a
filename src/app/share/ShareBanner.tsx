/**
 * The banner after a link was opened: a bad link names its problem (code and message) over the local draft; a
 * good one says the local draft was kept and offers to bring it back. Dismissible; focusable from the keyboard.
 */
import type { ProfileId } from "../../core/index";
import { docName, T } from "../texts";
import { LinesPreview } from "../panels/LinesPreview";
import type { KeptDraft } from "../state/drafts";
import type { Opening } from "./open";

interface Props {
  readonly opening: Opening;
  /** The profile the opened texts are read in: the proposal names the config by its file name there. */
  readonly profile: ProfileId;
  readonly onBringBack: (kept: KeptDraft) => void;
  readonly onDismiss: () => void;
}

function Dismiss({ onDismiss }: { readonly onDismiss: () => void }) {
  return (
    <button type="button" className="banner-dismiss" aria-label={T.share.banner.dismiss} onClick={onDismiss}>
      {T.share.banner.dismiss}
    </button>
  );
}

export function ShareBanner({ opening, profile, onBringBack, onDismiss }: Props) {
  switch (opening.kind) {
    case "none":
      return null;
    case "failed":
      return (
        <div role="alert" className="banner banner-bad" data-testid="share-banner" data-code={opening.error.code}>
          <p>
            <strong>{T.share.banner.failed(opening.error.code)}</strong> {opening.error.message}{" "}
            {T.share.banner.draftOpen}
          </p>
          <Dismiss onDismiss={onDismiss} />
        </div>
      );
    case "restored":
      return (
        <div role="status" className="banner banner-ok" data-testid="share-banner">
          <p>{T.share.banner.restored}</p>
          <Dismiss onDismiss={onDismiss} />
        </div>
      );
    case "opened": {
      const kept = opening.kept;
      const text = !kept
        ? T.share.banner.opened
        : opening.stored
          ? T.share.banner.openedKept
          : T.share.banner.openedKeptMemory;
      return (
        <div
          role="status"
          className="banner banner-info"
          data-testid="share-banner"
          data-proposal={opening.proposal !== undefined}
        >
          <p>{opening.proposal ? `${T.share.banner.proposal} ${text}` : text}</p>
          {opening.proposal?.map((p) => (
            <LinesPreview
              key={p.doc}
              doc={p.doc}
              docName={docName(p.doc, profile)}
              line={p.line}
              before={p.before}
              after={p.after}
              more={p.more}
            />
          ))}
          {kept ? (
            <button type="button" onClick={() => onBringBack(kept)}>
              {opening.proposal ? T.share.keepMine : T.share.bringBack}
            </button>
          ) : null}
          <Dismiss onDismiss={onDismiss} />
        </div>
      );
    }
  }
}
