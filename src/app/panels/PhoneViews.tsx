/**
 * On a phone the editor and the results are two views, one at a time, switched here (shown only on narrow screens:
 * styles.css). The skip link also shows the results.
 */
import { T } from "../texts";

export type PhoneView = "editor" | "panels";

export function PhoneViews({
  view,
  onChange,
}: {
  readonly view: PhoneView;
  readonly onChange: (v: PhoneView) => void;
}) {
  return (
    <div className="phone-views" role="group" aria-label={T.phone.label}>
      {(["editor", "panels"] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onChange(v)}>
          {T.phone[v]}
        </button>
      ))}
    </div>
  );
}
