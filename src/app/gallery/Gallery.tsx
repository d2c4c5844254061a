/**
 * The examples gallery: pick an example; the documents it replaces are kept as a snapshot first (by the caller).
 * When the examples cannot be had (offline on a first visit, a failed request) it says so at once, with a Retry,
 * and the documents stay as they are.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { T } from "../texts";
import { Dialog } from "./Dialog";
import { browserExamplesNet, fetchExample, type ExampleInfo, type ExamplesNet } from "./examples";
import { ExamplesLoader } from "./loader";
import type { Documents } from "../state/documents";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Replaces the documents with the example named `title` (after snapshotting the current ones). */
  readonly onReplace: (docs: Documents, title: string) => void;
  /** Where the examples are read from (the browser's network unless given). */
  readonly net?: ExamplesNet;
}

export function Gallery({ open, onClose, onReplace, net = browserExamplesNet }: Props) {
  const [loader] = useState(() => new ExamplesLoader(net));
  const list = useSyncExternalStore(loader.subscribe, loader.get);
  // Opening the gallery loads the list, or tries again after a failure.
  useEffect(() => {
    if (open) loader.load();
  }, [open, loader]);
  const [error, setError] = useState<string | undefined>(undefined);
  // A Retry pressed from the keyboard: once the list replaces the message (and its button), the focus goes to the
  // first example instead of falling out of the dialog.
  const retried = useRef(false);
  const firstExample = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!retried.current || !list.examples?.length) return;
    retried.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || !focused.isConnected) firstExample.current?.focus();
  }, [list.examples]);

  const replace = async (example: ExampleInfo) => {
    try {
      onReplace(await fetchExample(example.slug, net), example.title);
      setError(undefined);
      onClose();
    } catch {
      setError(T.gallery.exampleFailed(example.title, !net.online()));
    }
  };

  return (
    <Dialog open={open} title={T.gallery.title} onClose={onClose}>
      {list.loading ? (
        <p role="status" className="muted">
          {T.gallery.loading}
        </p>
      ) : null}
      {list.failure ? (
        <div role="alert" className="gallery-failed">
          <p>{T.gallery.failed(list.failure.offline, list.failures)}</p>
          {/* aria-disabled, not disabled: the button keeps the focus while the retry is under way. */}
          <button
            type="button"
            aria-disabled={list.loading}
            onClick={() => {
              retried.current = true;
              loader.load();
            }}
          >
            {T.gallery.retry}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="gallery-failed">
          {error}
        </p>
      ) : null}
      <p className="muted">{T.gallery.snapshotNote}</p>
      <ul className="gallery">
        {(list.examples ?? []).map((example, i) => (
          <li key={example.slug} className="card">
            <h3>{example.title}</h3>
            <p className="badge" data-profile={example.profile}>
              {T.profiles[example.profile]}
            </p>
            <p className="muted">{example.description}</p>
            <button
              type="button"
              ref={i === 0 ? firstExample : undefined}
              aria-label={T.gallery.use(example.title)}
              onClick={() => void replace(example)}
            >
              {T.gallery.use(example.title)}
            </button>
          </li>
        ))}
      </ul>
      {/* A plain button, not a dialog form's submit: closing unmounts the dialog, and a form removed while it
          submits makes the browser log "Form submission canceled". */}
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {T.gallery.close}
        </button>
      </div>
    </Dialog>
  );
}
