/**
 * The compression dictionaries a link may name, by id. Id "0" is no dictionary. A shipped dictionary is never
 * changed or removed (old links name it forever); a better one is added under a new id, and the encoder picks
 * whichever gives the shortest link.
 */
import { encodeWtf8 } from "./bytes";
import { D1_TEXT } from "./dictionaries/d1";

/** Deflate looks back at most 32 KiB: a longer dictionary's start would never be used. */
export const DICTIONARY_WINDOW = 32768;

export interface Dictionary {
  readonly id: string;
  /** undefined: no dictionary. */
  readonly bytes: Uint8Array | undefined;
}

const lazy = (text: string) => {
  let bytes: Uint8Array | undefined;
  return () => (bytes ??= encodeWtf8(text).subarray(-DICTIONARY_WINDOW));
};

const d1 = lazy(D1_TEXT);

const REGISTRY: ReadonlyMap<string, () => Uint8Array | undefined> = new Map<string, () => Uint8Array | undefined>([
  ["0", () => undefined],
  ["1", d1],
]);

/** Every dictionary id, in registry order (no dictionary first). */
export const DICTIONARY_IDS: readonly string[] = [...REGISTRY.keys()];

/** The dictionary of an id, or undefined when this build has no such dictionary. */
export function dictionaryById(id: string): Dictionary | undefined {
  const bytes = REGISTRY.get(id);
  return bytes ? { id, bytes: bytes() } : undefined;
}
