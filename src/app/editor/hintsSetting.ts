/**
 * Whether the editor shows its hints beside agents and calls (hints.ts): off until turned on (a hint at the end of a
 * line was seen to swallow keystrokes typed beside it in a ~550 KB document; see docs/semantics.md), remembered in
 * the storage passed in. Storage the browser refuses keeps the choice for this page only.
 */
import type { KeyValueStorage } from "../platform";

export const HINTS_KEY = "scope-studio:editor-hints";
const ON = "on";

export class HintsSetting {
  private on: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage) {
    let stored: string | null = null;
    try {
      stored = storage.getItem(HINTS_KEY);
    } catch {
      // Refused storage: the default.
    }
    this.on = stored === ON;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly get = (): boolean => this.on;

  set(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    try {
      if (on) this.storage.setItem(HINTS_KEY, ON);
      else this.storage.removeItem(HINTS_KEY);
    } catch {
      // Refused storage: the choice holds until the page is left.
    }
    for (const listener of [...this.listeners]) listener();
  }
}
