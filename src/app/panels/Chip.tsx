/** The small "from" chip: where a value came from, in words; a click shows the field it names in the editor. */
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { ChipVM } from "../view-model/index";

export function Chip({ chip }: { readonly chip: ChipVM }) {
  const controller = useEditorController();
  const target = chip.target;
  if (!target) {
    return (
      <span className="chip chip-static" data-step={chip.step} title={T.provenance.nowhere}>
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
      data-step={chip.step}
      data-field={chip.field}
      title={T.provenance.reveal(chip.field)}
      onClick={() => controller.reveal(target)}
    >
      <span className="chip-from">{T.provenance.from}</span> {chip.label}
    </button>
  );
}
