/** The examples gallery: pick an example; the documents it replaces are kept as a snapshot first (by the caller). */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { T } from "../texts";
import { Dialog } from "./Dialog";
import { fetchExample, fetchIndex, type ExampleInfo } from "./examples";
import type { Documents } from "../state/documents";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Replaces the documents with the example named `title` (after snapshotting the current ones). */
  readonly onReplace: (docs: Documents, title: string) => void;
}

export function Gallery({ open, onClose, onReplace }: Props) {
  const index = useQuery({ queryKey: ["examples"], queryFn: fetchIndex, enabled: open, staleTime: Infinity });
  const [error, setError] = useState<string | undefined>(undefined);

  const replace = async (example: ExampleInfo) => {
    try {
      onReplace(await fetchExample(example.slug), example.title);
      setError(undefined);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog open={open} title={T.gallery.title} onClose={onClose}>
      {index.isPending ? <p className="muted">{T.gallery.loading}</p> : null}
      {index.isError || error ? (
        <p role="alert" className="badge badge-bad">
          {T.gallery.failed}
        </p>
      ) : null}
      <p className="muted">{T.gallery.snapshotNote}</p>
      <ul className="gallery">
        {(index.data ?? []).map((example) => (
          <li key={example.slug} className="card">
            <h3>{example.title}</h3>
            <p className="badge" data-profile={example.profile}>
              {T.profiles[example.profile]}
            </p>
            <p className="muted">{example.description}</p>
            <button type="button" aria-label={T.gallery.use(example.title)} onClick={() => void replace(example)}>
              {T.gallery.use(example.title)}
            </button>
          </li>
        ))}
      </ul>
      <form method="dialog" className="dialog-actions">
        <button type="submit" onClick={onClose}>
          {T.gallery.close}
        </button>
      </form>
    </Dialog>
  );
}
