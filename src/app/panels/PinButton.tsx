/**
 * The "pin as expected" button the panels put beside an answer: one click writes the answer as its entry's `expect`
 * in the scenarios (one undoable edit). The panels column says, through PinContext, how to write and whether it may.
 */
import { createContext, useContext } from "react";
import { T } from "../texts";
import type { Pin } from "../view-model/expectations";

export interface Pinning {
  /** False while the scenarios do not parse or the panels show an older text's answers. */
  readonly enabled: boolean;
  readonly pin: (pins: readonly Pin[]) => void;
}

export const PinContext = createContext<Pinning | null>(null);

/** Nothing outside a PinContext, or without a pin. `label` is the accessible name: "Pin reviewer as expected". */
export function PinButton({ pin, label }: { readonly pin: Pin | undefined; readonly label: string }) {
  const pinning = useContext(PinContext);
  if (!pinning || !pin) return null;
  return (
    <button
      type="button"
      className="pin"
      aria-label={label}
      title={label}
      data-pin={pin.subject}
      disabled={!pinning.enabled}
      onClick={() => pinning.pin([pin])}
    >
      {T.expectations.pin}
    </button>
  );
}
