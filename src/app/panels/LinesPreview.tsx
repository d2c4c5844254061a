/** The lines an edit touches, as they are (`-`) and as they would be (`+`), under the file and line they start at. */
import { T } from "../texts";

export interface LinesPreviewProps {
  /** The document's name as the profile calls it ("openclaw.json", "scenarios.json"). */
  readonly docName: string;
  readonly line: number;
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** Lines past the preview's limit, counted. */
  readonly more: number;
  /** A data-doc attribute, for a caller that lists one figure per document. */
  readonly doc?: string;
}

export function LinesPreview({ docName, line, before, after, more, doc }: LinesPreviewProps) {
  return (
    <figure className="why-preview" data-doc={doc}>
      <figcaption className="muted">{T.why.lineAt(docName, line)}</figcaption>
      <pre>
        {before.map((text, j) => (
          <span key={`b${j}`} className="why-del">
            {`- ${text}\n`}
          </span>
        ))}
        {after.map((text, j) => (
          <span key={`a${j}`} className="why-add">
            {`+ ${text}\n`}
          </span>
        ))}
      </pre>
      {more ? <span className="muted">{T.why.more(more)}</span> : null}
    </figure>
  );
}
