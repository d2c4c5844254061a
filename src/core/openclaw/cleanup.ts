/**
 * "Clean up for <release>": one change that removes every key the release refuses as unknown (the keys an older
 * OpenClaw wrote into the file itself, `$comment`s, a legacy top-level `agent`), each the smallest edit that removes
 * its property, with the verdict the cleaned text gets. Made only on a text the editor reads as JSON with comments
 * (a JSON5-only text has no tree to edit safely) and only from the release's own reasons (`unrecognized-key`).
 */
import type { JsonPath } from "../diagnostics";
import { applyReplacements, removeAt, smallestReplacement, treeOf } from "../edit";
import type { OpenClawReads } from "./evaluate";
import type { OpenClawEnvironment, OpenClawProfileId, OpenClawVerdict } from "./types";
import type { TextEdit } from "./upgrade-types";

export interface OpenClawCleanup {
  readonly profile: OpenClawProfileId;
  /** Each key removed, where it was (the object's path) and its name, in the release's order. */
  readonly removed: readonly { readonly path: JsonPath; readonly key: string }[];
  /** One edit of the config: the stretch between the first and the last change, as the cleaned text has it. */
  readonly edits: readonly TextEdit[];
  readonly text: string;
  /** What the release says of the cleaned text. */
  readonly after: OpenClawVerdict;
}

/** Passes: a key can hide another (a removed object's sibling reported once its parent parses). */
const MAX_PASSES = 3;
/**
 * The most keys one clean-up removes: each removal reads the text again (neighbouring removals share commas), so a
 * pasted config with thousands of unknown keys gets no clean-up rather than a frozen panel.
 */
export const MAX_CLEANUP_KEYS = 200;

export function cleanupWith(
  reads: OpenClawReads,
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
): OpenClawCleanup | undefined {
  const removed: { path: JsonPath; key: string }[] = [];
  let text = configText;
  let verdict = reads.read(profile, text, env).answer.verdict;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const unknown = verdict.issues.flatMap((i) =>
      i.kind === "unrecognized-key" ? i.keys.map((key) => ({ path: i.path, key })) : [],
    );
    if (unknown.length === 0) break;
    if (removed.length + unknown.length > MAX_CLEANUP_KEYS) return undefined;
    // Last first: each removal leaves the offsets of the keys before it where they were.
    let next = text;
    for (const at of [...unknown].reverse()) {
      const root = treeOf(next);
      if (!root) return undefined;
      const edits = removeAt(next, root, [...at.path, at.key]);
      if (edits.length === 0) return undefined;
      next = applyReplacements(next, edits);
    }
    removed.push(...unknown);
    text = next;
    verdict = reads.read(profile, text, env).answer.verdict;
  }
  if (removed.length === 0) return undefined;
  const edit = smallestReplacement(configText, text);
  return {
    profile,
    removed,
    edits: [{ start: edit.offset, end: edit.offset + edit.length, text: edit.text }],
    text,
    after: verdict,
  };
}
