/** The examples gallery: pick an example; replacing the documents asks first. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { T } from "../texts";
import { Dialog } from "./Dialog";
import { fetchExample, fetchIndex, type ExampleInfo } from "./examples";
import type { Documents } from "../state/documents";

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onReplace: (docs: Documents) => void;
}

export function Gallery({ open, onClose, onReplace }: Props) {
  const index = useQuery({ queryKey: ["examples"], queryFn: fetchIndex, enabled: open, staleTime: Infinity });
  const [asking, setAsking] = useState<ExampleInfo | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const replace = async (example: ExampleInfo) => {
    setAsking(undefined);
    try {
      onReplace(await fetchExample(example.slug));
      setError(undefined);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <Dialog open={open && !asking} title={T.gallery.title} onClose={onClose}>
        {index.isPending ? <p className="muted">{T.gallery.loading}</p> : null}
        {index.isError || error ? (
          <p role="alert" className="badge badge-bad">
            {T.gallery.failed}
          </p>
        ) : null}
        <ul className="gallery">
          {(index.data ?? []).map((example) => (
            <li key={example.slug} className="card">
              <h3>{example.title}</h3>
              <p className="muted">{example.description}</p>
              <button type="button" aria-label={T.gallery.use(example.title)} onClick={() => setAsking(example)}>
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
      <Dialog
        open={asking !== undefined}
        title={T.gallery.confirmTitle}
        onClose={() => setAsking(undefined)}
        role="alertdialog"
      >
        <p>{asking ? T.gallery.confirmBody(asking.title) : ""}</p>
        <div className="dialog-actions">
          <button type="button" onClick={() => setAsking(undefined)} autoFocus>
            {T.gallery.cancel}
          </button>
          <button type="button" className="danger" onClick={() => asking && void replace(asking)}>
            {T.gallery.confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
