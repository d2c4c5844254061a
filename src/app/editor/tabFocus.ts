/**
 * Whether Tab moves the focus out of the editor (Monaco's tab focus mode) instead of indenting: the switch beside
 * the keys hint shows it and turns it on and off. The mode itself is Monaco's (Ctrl+M and the command palette turn
 * it too); the full editor binds this switch to it both ways (MonacoEditor.tsx), so the switch always tells the
 * mode in force. Until the editor is bound, it only remembers the choice.
 */
export class TabFocusSwitch {
  private on = false;
  private readonly listeners = new Set<() => void>();
  private apply: ((on: boolean) => void) | undefined;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly get = (): boolean => this.on;

  /** The user turned the switch: the editor's mode follows. */
  readonly set = (on: boolean): void => {
    this.apply?.(on);
    this.shown(on);
  };

  /**
   * The editor's mode is bound: `apply` sets it, and the editor reports each change of it (from any source) to
   * `shown`. The switch's choice so far is applied at once. The returned function unbinds.
   */
  bind(apply: (on: boolean) => void): () => void {
    this.apply = apply;
    apply(this.on);
    return () => {
      if (this.apply === apply) this.apply = undefined;
    };
  }

  /** The mode in force now (the editor changed it: Ctrl+M, the command palette). */
  shown(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    for (const listener of [...this.listeners]) listener();
  }
}
