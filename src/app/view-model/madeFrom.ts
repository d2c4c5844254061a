/**
 * What was made from which inputs, by key: asked again with the same inputs (the same objects), it is the object made
 * before. A keystroke in one agent's entry leaves the other agents' answers the objects they were (the analyzer
 * remembers them), so their cards are the cards they were: not made, sent nor drawn again.
 */
export class MadeFrom<T> {
  private made = new Map<string, { readonly inputs: readonly unknown[]; readonly value: T }>();

  /** @param most how many keys are kept; past it the memory starts afresh. */
  constructor(private readonly most = 256) {}

  get(key: string, inputs: readonly unknown[], make: () => T): T {
    const found = this.made.get(key);
    if (found && found.inputs.length === inputs.length && found.inputs.every((x, i) => x === inputs[i]))
      return found.value;
    const value = make();
    if (this.made.size >= this.most) this.made = new Map();
    this.made.set(key, { inputs, value });
    return value;
  }
}
