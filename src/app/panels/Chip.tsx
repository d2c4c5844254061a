/** The small "from" chip: where a value came from; a click shows that place in the editor. */
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { ChipVM } from "../view-model/index";

export function Chip({ chip }: { readonly chip: ChipVM }) {
  const controller = useEditorController();
  const target = chip.target;
  if (!target) {
    return (
      <span className="chip chip-static" title={`${chip.step}: ${T.provenance.nowhere}`}>
        <span className="chip-from">{T.provenance.from}</span> {chip.label}
      </span>
    );
  }
  // Named by its visible text ("from …"), as speech control and screen readers expect; what a click does is its
  // description.
  return (
    <button
      type="button"
      className="chip"
      title={`${T.provenance.reveal(chip.label)} (${chip.step})`}
      onClick={() => controller.reveal(target)}
    >
      <span className="chip-from">{T.provenance.from}</span> {chip.label}
    </button>
  );
}
