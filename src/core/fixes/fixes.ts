/**
 * Quick fixes: for a diagnostic with an obvious remedy, the edits that make it, as data. The facts come from the
 * diagnostic's code, its path and its `data` (DiagnosticData), and from the value at that path in the text; never
 * from its message. A fix is offered only when the text has no syntax error, so every edit lands where it means to.
 */
import { getNodeValue, type Node } from "jsonc-parser";
import { ANALYZE_CODES } from "../codes";
import type { Diagnostic, DocumentId, FixFacts } from "../diagnostics";
import { homePathOf, type OpenClawFinding } from "../openclaw";
import { SCOPE_CODES } from "../scope";
import { TEAM_CODES } from "../team";
import type { Fix, FixWhat } from "./fix";
import { fixTitle } from "./texts";
import {
  addProperty,
  nodeAt,
  propertyOf,
  removeAt,
  removeItem,
  renameKey,
  replaceValue,
  treeOf,
  writeAt,
  type Replacement,
} from "../edit";

export interface FixTexts {
  readonly config: string;
  readonly scenarios: string;
  /** The host's exec approvals, in an OpenClaw profile that has them as a document of their own. */
  readonly approvals?: string;
}

/** Fixes for the diagnostics of one pair of texts; each text is read (parsed) once, when a fix first needs it. */
export interface Fixer {
  fixesFor(diagnostic: Diagnostic): Fix[];
}

/** The codes fixed by their path and value alone (the others by their DiagnosticData). */
const BY_CODE: ReadonlySet<string> = new Set([
  SCOPE_CODES.skillStarInside.code,
  SCOPE_CODES.skillPatternCapitals.code,
  ANALYZE_CODES.skillName.code,
  TEAM_CODES.grantNeverApplies.code,
]);

/** The DiagnosticData kinds that have a fix. */
const BY_DATA: ReadonlySet<string> = new Set<FixFacts["kind"]>([
  "unknown-key",
  "wrong-type",
  "several-defaults",
  "unknown-model",
  "allow-overridden",
  "expectation-failed",
]);

/** The OpenClaw findings (DiagnosticData "openclaw") that have a fix. */
const OPENCLAW_FIXED: ReadonlySet<string> = new Set<OpenClawFinding["kind"]>([
  "retired-model",
  "path-placeholder",
  "windows-path",
  "model-drops-fallbacks",
  "skill-unmatched",
  "tool-allow-overridden",
  "allowlist-never-matches",
  "binding-never-matches",
  "binding-unknown-agent",
  "dm-scope-shared",
]);

/** Whether a diagnostic may have a fix (cheap: reads no text). */
export const mayHaveFix = (d: Diagnostic): boolean =>
  BY_CODE.has(d.code) ||
  (d.data !== undefined &&
    (BY_DATA.has(d.data.kind) || (d.data.kind === "openclaw" && OPENCLAW_FIXED.has(d.data.finding.kind))));

export function createFixer(texts: FixTexts): Fixer {
  const trees = new Map<DocumentId, Node | undefined>();
  const treeFor = (doc: DocumentId): Node | undefined => {
    if (!trees.has(doc)) trees.set(doc, treeOf(texts[doc] ?? ""));
    return trees.get(doc);
  };
  return {
    fixesFor(d) {
      if (!mayHaveFix(d)) return [];
      const root = treeFor(d.doc);
      if (!root) return [];
      return candidates(d, texts[d.doc] ?? "", root).map(({ what, preferred, edits }) => ({
        what,
        title: fixTitle(what),
        preferred,
        edits: [...edits].sort((a, b) => a.offset - b.offset).map((e) => ({ doc: d.doc, ...e })),
      }));
    },
  };
}

/** The fixes of one diagnostic against the texts it was found in. */
export const quickFixes = (diagnostic: Diagnostic, texts: FixTexts): Fix[] => createFixer(texts).fixesFor(diagnostic);

interface Candidate {
  readonly what: FixWhat;
  readonly preferred: boolean;
  readonly edits: readonly Replacement[];
}

const fix = (what: FixWhat, edits: readonly (Replacement | undefined)[], preferred = false): Candidate[] =>
  edits.length && edits.every((e) => e !== undefined) ? [{ what, preferred, edits: edits as Replacement[] }] : [];

/** The string value at the diagnostic's path, with its node. */
function stringAt(root: Node, d: Diagnostic): { node: Node; value: string } | undefined {
  const node = nodeAt(root, d.path);
  return node?.type === "string" && typeof node.value === "string" ? { node, value: node.value } : undefined;
}

function candidates(d: Diagnostic, text: string, root: Node): Candidate[] {
  const data = d.data;
  switch (data?.kind) {
    case "unknown-key":
      return unknownKey(text, root, d, data.key, data.closest);
    case "wrong-type": {
      const at = stringAt(root, d);
      if (!at || !data.expected.includes("array")) return [];
      return fix({ kind: "wrap-in-list", value: at.value }, [replaceValue(at.node, [at.value])], true);
    }
    case "several-defaults":
      return severalDefaults(text, root, d, data.chosen);
    case "unknown-model": {
      const at = stringAt(root, d);
      if (!at) return [];
      return data.nearest.flatMap((to, i) =>
        fix({ kind: "replace-model", from: at.value, to }, [replaceValue(at.node, to)], i === 0),
      );
    }
    case "allow-overridden":
      return fix({ kind: "remove-rule", by: data.by, action: data.action }, removeAt(text, root, d.path), true);
    case "expectation-failed": {
      const node = nodeAt(root, d.path);
      if (!node) return [];
      const actual = data.actual;
      // A subagent's `expect` is an object whose `tools` list is the value expected.
      const target = node.type === "object" && Array.isArray(actual) ? propertyOf(node, "tools")?.children?.[1] : node;
      if (!target) return [];
      return fix({ kind: "expect-actual", subject: data.subject, actual }, [replaceValue(target, actual)], true);
    }
  }
  if (data?.kind === "openclaw") return openclawFix(d, text, root, data.finding);
  return byCode(d, text, root);
}

/**
 * An agent's own model given the defaults' fallbacks, written out: a string becomes `{ primary, fallbacks }`; an
 * object with only a `primary` gets the same (any other key is left to the user: no fix).
 */
function keepFallbacks(root: Node, d: Diagnostic, fallbacks: readonly string[]): Candidate[] {
  const node = nodeAt(root, d.path);
  if (!node) return [];
  const value: unknown = getNodeValue(node);
  const primary =
    typeof value === "string"
      ? value
      : node.type === "object" && node.children?.length === 1
        ? (value as { primary?: unknown }).primary
        : undefined;
  if (typeof primary !== "string") return [];
  return fix({ kind: "keep-fallbacks", fallbacks }, [replaceValue(node, { primary, fallbacks })], true);
}

/** An OpenClaw finding's fix: a retired model replaced with the one named instead, a template's path from `~`. */
function openclawFix(d: Diagnostic, text: string, root: Node, finding: OpenClawFinding): Candidate[] {
  if (finding.kind === "model-drops-fallbacks") return keepFallbacks(root, d, finding.fallbacks);
  if (finding.kind === "tool-allow-overridden") return allowedAnyway(text, root, finding.tool, finding.fix);
  if (finding.kind === "allowlist-never-matches") return neverMatches(text, root, d, finding);
  // A binding outranked by peer wildcards still takes a message that names no chat: no fix is offered.
  if (finding.kind === "binding-never-matches" && finding.why !== "outranked")
    return fix({ kind: "remove-binding" }, removeAt(text, root, d.path), true);
  if (finding.kind === "dm-scope-shared") {
    const edit = writeAt(root, ["session", "dmScope"], "per-channel-peer", false);
    return edit ? fix({ kind: "dm-scope", to: "per-channel-peer" }, [edit], true) : [];
  }
  if (finding.kind === "binding-unknown-agent") {
    const at = stringAt(root, d);
    return at && finding.meant
      ? fix(
          { kind: "binding-agent", from: finding.agent, to: finding.meant },
          [replaceValue(at.node, finding.meant)],
          true,
        )
      : [];
  }
  const at = stringAt(root, d);
  if (!at) return [];
  switch (finding.kind) {
    case "retired-model":
      return finding.replacement
        ? fix(
            { kind: "replace-retired-model", from: at.value, to: finding.replacement },
            [replaceValue(at.node, finding.replacement)],
            true,
          )
        : [];
    case "skill-unmatched":
      return finding.closest
        ? fix(
            { kind: "rename-skill", from: at.value, to: finding.closest },
            [replaceValue(at.node, finding.closest)],
            true,
          )
        : [];
    case "path-placeholder":
    case "windows-path": {
      const to = homePathOf(at.value);
      return to === undefined ? [] : fix({ kind: "home-path", from: at.value, to }, [replaceValue(at.node, to)], true);
    }
    default:
      return [];
  }
}

/** An allowlist entry that can never match, made one that does where the remedy is plain. */
function neverMatches(
  text: string,
  root: Node,
  d: Diagnostic,
  finding: Extract<OpenClawFinding, { kind: "allowlist-never-matches" }>,
): Candidate[] {
  if (finding.why === "command-line") return splitPattern(root, d, finding.split);
  if (finding.why === "allow-always-unhashed")
    return fix({ kind: "remove-allow-always" }, removeAt(text, root, [...d.path, "source"]), true);
  if (finding.why === "agent-not-listed" && finding.agent) {
    const property = nodeAt(root, d.path)?.parent;
    return property?.type === "property"
      ? fix(
          { kind: "rename-approvals-agent", from: finding.pattern, to: finding.agent },
          [renameKey(property, finding.agent)],
          true,
        )
      : [];
  }
  return [];
}

/**
 * An allowlist entry written as a command line, as OpenClaw matches it: a string becomes `{ pattern, argPattern }`;
 * an object keeps its other keys, its pattern replaced and the argPattern added.
 */
function splitPattern(
  root: Node,
  d: Diagnostic,
  split: { readonly pattern: string; readonly argPattern: string } | undefined,
): Candidate[] {
  const node = nodeAt(root, d.path);
  if (!node || !split) return [];
  const what = { kind: "split-command-pattern", ...split } as const;
  if (node.type === "string") return fix(what, [replaceValue(node, { ...split })], true);
  const pattern = nodeAt(root, [...d.path, "pattern"]);
  if (node.type !== "object" || !pattern) return [];
  return fix(what, [replaceValue(pattern, split.pattern), addProperty(node, "argPattern", split.argPattern)], true);
}

/** A tool an allow list names but a deny entry or the tool profile refuses: the checked change that lets it through. */
function allowedAnyway(
  text: string,
  root: Node,
  tool: string,
  change: Extract<OpenClawFinding, { kind: "tool-allow-overridden" }>["fix"],
): Candidate[] {
  if (!change) return [];
  if (change.kind === "remove-deny") {
    const at = nodeAt(root, change.path);
    const list = change.path.slice(0, -1);
    return at ? fix({ kind: "remove-deny", tool, list }, removeAt(text, root, change.path), true) : [];
  }
  const edit = writeAt(root, change.list, tool, true);
  return edit ? fix({ kind: "also-allow", tool, list: change.list }, [edit], true) : [];
}

function byCode(d: Diagnostic, text: string, root: Node): Candidate[] {
  if (d.code === TEAM_CODES.grantNeverApplies.code) {
    const node = nodeAt(root, d.path);
    if (node?.type !== "object") return [];
    const tool: unknown = propertyOf(node, "tool")?.children?.[1]?.value;
    const pattern: unknown = propertyOf(node, "pattern")?.children?.[1]?.value ?? "*";
    if (typeof tool !== "string" || typeof pattern !== "string") return [];
    return fix({ kind: "remove-grant", tool, pattern }, removeAt(text, root, d.path), true);
  }
  const at = stringAt(root, d);
  if (!at) return [];
  const from = at.value;
  if (d.code === SCOPE_CODES.skillStarInside.code) return starInside(at.node, from);
  if (d.code === ANALYZE_CODES.skillName.code && from !== from.trim())
    return fix({ kind: "trim", from, to: from.trim() }, [replaceValue(at.node, from.trim())], true);
  const to = from.toLowerCase();
  if (to === from) return [];
  return fix({ kind: "lowercase", from, to }, [replaceValue(at.node, to)], true);
}

/** The unknown key renamed to the closest known one (unless the object has that one already), or removed. */
function unknownKey(text: string, root: Node, d: Diagnostic, key: string, closest: string | undefined): Candidate[] {
  const object = nodeAt(root, d.path.slice(0, -1));
  const property = object ? propertyOf(object, key) : undefined;
  if (!object || !property) return [];
  const rename =
    closest !== undefined && !propertyOf(object, closest)
      ? fix({ kind: "rename-key", from: key, to: closest }, [renameKey(property, closest)], true)
      : [];
  return [...rename, ...fix({ kind: "remove-key", key }, removeItem(text, property))];
}

/** A later default mark: remove it (the first stays the default), or keep it and remove every other mark. */
/** The most other default marks "keep only this one" removes in one fix. */
const MAX_OTHER_MARKS = 20;

function severalDefaults(text: string, root: Node, d: Diagnostic, chosen: Diagnostic["path"]): Candidate[] {
  const entry = d.path.slice(0, -1);
  const list = nodeAt(root, entry.slice(0, -1));
  const self = nodeAt(root, entry);
  if (list?.type !== "array" || !self) return [];
  const others = (list.children ?? []).flatMap((item, i) => {
    const mark = item === self ? undefined : propertyOf(item, "default");
    return mark?.children?.[1] && getNodeValue(mark.children[1]) ? [{ path: [...entry.slice(0, -1), i], mark }] : [];
  });
  return [
    ...fix({ kind: "remove-default-mark", chosen }, removeAt(text, root, d.path), true),
    // "Keep only this one" when the others are few: with thousands of marks it would be thousands of edits for each.
    ...(others.length <= MAX_OTHER_MARKS
      ? fix(
          { kind: "only-default", others: others.map((o) => [...o.path, "default"]) },
          others.flatMap((o) => removeItem(text, o.mark)),
        )
      : []),
  ];
}

/** A skill pattern with a `*` before its end, where it is literal: the lint's two remedies. */
function starInside(node: Node, from: string): Candidate[] {
  const trimmed = from.trim();
  const body = trimmed.replace(/\*/g, "");
  const moved = `${body}*`;
  const removed = trimmed.endsWith("*") ? moved : body;
  return [
    ...fix({ kind: "move-star", from, to: moved }, [replaceValue(node, moved)]),
    ...(removed === moved || !body
      ? []
      : fix({ kind: "remove-star", from, to: removed }, [replaceValue(node, removed)])),
  ];
}
