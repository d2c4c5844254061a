/**
 * The code action "convert agents.list into agents.entries": the legacy roster rewritten as OpenClaw 2026.9's keyed
 * one, so that 2026.9 answers for the converted text as 2026.7 answered for the original (the same agents, each
 * with the same id, workspace, agent folder, default, model and bindings). Each entry goes under the id 2026.7 gives
 * it; an entry 2026.7 merges into an earlier one is dropped as 2026.7 drops it, and the mapping says into which
 * (OpenClaw's own `doctor --fix` renames it `main-2` without a word). A fleet gets `ownership: "explicit"` and
 * `defaults.systemAgent` naming 2026.7's default, whose workspace is then written out where 2026.9 would move it.
 * Edits replace the `agents` value (and a binding's agentId 2026.9 would not read as 2026.7 did); the rest of the
 * text stays byte for byte. What still differs afterwards is said, as changes.
 */
import { createScanner } from "jsonc-parser";
import type { ParsedDocument } from "../document";
import { isRecord, own } from "../safe";
import { text as nonBlank } from "./agents";
import type { OpenClawReads } from "./evaluate";
import { OPENCLAW_VARIABLES, openclawConfigPath } from "./places";
import { sanitizeId2026_7 } from "./roster-2026-7";
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawProfileId } from "./types";
import { diffOpenClawAnswers } from "./upgrade-diff";
import type { ConversionAddition, ListConversion, ListMapping, TextEdit, UpgradeStep } from "./upgrade-types";

/** jsonc-parser's token kinds for comments and the end of the text (its SyntaxKind, a const enum). */
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const END = 17;
/** A `${NAME}` (or `$${NAME}`) OpenClaw substitutes (places.ts). */
const VARIABLE = /\$\$?\{[A-Z_][A-Z0-9_]*\}/;

/** An object built key by key as own properties (`__proto__` included), in the given order. */
function objectOf(pairs: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The machine with the document where the CLI reads it: a conversion is about the text, wherever it lies now. */
function reading(env: OpenClawEnvironment, from: OpenClawProfileId): OpenClawEnvironment {
  return { ...env, configAt: openclawConfigPath(from, env) };
}

function variable(env: OpenClawEnvironment, name: string): string | undefined {
  const value = Object.hasOwn(env.vars, name) ? env.vars[name] : undefined;
  return value?.trim() ? value.trim() : undefined;
}

/**
 * The default agent's workspace as 2026.7 finds it, written so that it means the same on this machine and moves as
 * 2026.7's would: `defaults.workspace` as written, else `${OPENCLAW_WORKSPACE_DIR}`, else `~/.openclaw/workspace`
 * (with OPENCLAW_PROFILE's suffix).
 */
function defaultWorkspaceText(defaults: unknown, env: OpenClawEnvironment): string {
  const shared = nonBlank(own(defaults, "workspace"));
  if (shared !== undefined) return shared;
  if (variable(env, OPENCLAW_VARIABLES.workspaceDir) !== undefined) return `\${${OPENCLAW_VARIABLES.workspaceDir}}`;
  const named = variable(env, OPENCLAW_VARIABLES.profile);
  const suffix = named !== undefined && named.toLowerCase() !== "default" ? `-${named}` : "";
  return `~/.openclaw/workspace${suffix}`;
}

/** Which key each list entry goes to, and what becomes of it. */
function mapList(items: readonly Record<string, unknown>[]): ListMapping[] {
  const firstByKey = new Map<string, number>();
  return items.map((item, index) => {
    const written = String(item["id"]);
    const key = sanitizeId2026_7(written);
    const first = firstByKey.get(key);
    if (first === undefined) {
      firstByKey.set(key, index);
      return { index, written, key, fate: written === key ? "kept" : "renamed" };
    }
    const fate = String(items[first]?.["id"]) === written ? "dropped" : "merged";
    return { index, written, key, fate, into: first };
  });
}

interface Plan {
  readonly agents: Record<string, unknown>;
  readonly items: readonly Record<string, unknown>[];
  readonly mapping: readonly ListMapping[];
  /** 2026.7's default agent. */
  readonly defaultId: string | undefined;
  /** The workspace text written into an entry, by key. */
  readonly pins: ReadonlyMap<string, string>;
}

/** The new `agents` value: `list` replaced in place by `entries`, ownership and systemAgent added for a fleet. */
function newAgents(plan: Plan): Record<string, unknown> {
  const kept = plan.mapping.filter((m) => m.into === undefined);
  const entries = objectOf(
    kept.map((m) => {
      const item = plan.items[m.index] ?? {};
      const fields: [string, unknown][] = Object.entries(item).filter(([k]) => k !== "id" && k !== "default");
      const pin = plan.pins.get(m.key);
      if (pin !== undefined) {
        const at = fields.findIndex(([k]) => k === "workspace");
        if (at >= 0) fields[at] = ["workspace", pin];
        else fields.push(["workspace", pin]);
      }
      return [m.key, objectOf(fields)] as const;
    }),
  );
  // An empty list stands for the implicit agent; its workspace, when pinned, needs an entry of its own.
  for (const [key, pin] of plan.pins) {
    if (Object.hasOwn(entries, key)) continue;
    Object.defineProperty(entries, key, {
      value: { workspace: pin },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const fleet = kept.length > 1 && plan.defaultId !== undefined;
  const system = { agentId: plan.defaultId };
  const pairs: [string, unknown][] = fleet ? [["ownership", "explicit"]] : [];
  const hasDefaults = Object.hasOwn(plan.agents, "defaults");
  for (const [key, value] of Object.entries(plan.agents)) {
    if (key === "list") {
      if (fleet && !hasDefaults) pairs.push(["defaults", { systemAgent: system }]);
      pairs.push(["entries", entries]);
    } else if (key === "defaults" && fleet) {
      const rest = isRecord(value) ? Object.entries(value).filter(([k]) => k !== "systemAgent") : [];
      pairs.push(["defaults", objectOf([...rest, ["systemAgent", system]])]);
    } else pairs.push([key, value]);
  }
  return objectOf(pairs);
}

/** How the text around the `agents` value indents: the key's line, and one level. */
function indentation(text: string, keyOffset: number, valueText: string): { base: string; unit: string } {
  const lineStart = text.lastIndexOf("\n", keyOffset - 1) + 1;
  const base = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "";
  const inner = /\n([ \t]+)\S/.exec(valueText)?.[1];
  const unit =
    inner !== undefined && inner.length > base.length && inner.startsWith(base)
      ? inner.slice(base.length)
      : (/\n([ \t]+)\S/.exec(text)?.[1] ?? "  ");
  return { base, unit };
}

function commentsIn(valueText: string): number {
  // Every comment starts with `//` or `/*`: a text without either (most) is not scanned token by token.
  if (!valueText.includes("//") && !valueText.includes("/*")) return 0;
  const scanner = createScanner(valueText, false);
  let count = 0;
  for (let kind = scanner.scan(); kind !== END; kind = scanner.scan()) {
    if (kind === LINE_COMMENT || kind === BLOCK_COMMENT) count++;
  }
  return count;
}

/** Bindings whose agentId 2026.9 (lower-cased) would not read as the id 2026.7 (sanitized) gave: written anew. */
function bindingEdits(
  config: unknown,
  doc: ParsedDocument,
  text: string,
): { edits: TextEdit[]; added: ConversionAddition[] } {
  const edits: TextEdit[] = [];
  const added: ConversionAddition[] = [];
  const bindings = own(config, "bindings");
  if (!Array.isArray(bindings)) return { edits, added };
  bindings.forEach((binding, index) => {
    const from = own(binding, "agentId");
    // One that names a variable is left as written: its value is the machine's.
    if (typeof from !== "string" || VARIABLE.test(from)) return;
    const to = sanitizeId2026_7(from);
    if (from.trim().toLowerCase() === to) return;
    const span = doc.spanOf(["bindings", index, "agentId"]);
    // The string node itself (the path exists: the value was read from this text).
    if (text[span.offset] !== '"') return;
    edits.push({ start: span.offset, end: span.offset + span.length, text: JSON.stringify(to) });
    added.push({ kind: "binding-renamed", index, from, to });
  });
  return { edits, added };
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The conversion of `configText`'s `agents.list` into `agents.entries`, or why there is none. */
export function convertWith(
  reads: OpenClawReads,
  step: UpgradeStep,
  configText: string,
  env: OpenClawEnvironment,
): ListConversion {
  const machine = reading(env, step.from);
  const parsed = reads.parse(configText);
  const config = parsed.ok ? parsed.value : undefined;
  const agents = own(config, "agents");
  const list = own(agents, "list");
  if (!isRecord(agents) || list === undefined) return { ok: false, reason: { kind: "no-list" } };
  if (own(agents, "entries") !== undefined) return { ok: false, reason: { kind: "has-entries" } };
  if (!Array.isArray(list)) return { ok: false, reason: { kind: "list-not-array" } };
  const before = reads.read(step.from, configText, machine).answer;
  if (!before.verdict.valid || before.agents === null) {
    return { ok: false, reason: { kind: "rejected-by-2026.7", issues: before.verdict.issues } };
  }
  const doc = reads.document(configText);
  if (!doc.syntaxOk) {
    const offset = doc.diagnostics[0]?.span?.offset ?? 0;
    const head = configText.slice(0, offset);
    const line = head.split("\n").length;
    return { ok: false, reason: { kind: "not-jsonc", line, column: offset - head.lastIndexOf("\n") } };
  }
  const items = list.filter(isRecord);
  const mapping = mapList(items);
  const defaultId = before.agents.find((a) => a.isDefault)?.id;
  const span = doc.spanOf(["agents"]);
  const keySpan = doc.keySpanOf(["agents"]);
  const valueText = configText.slice(span.offset, span.offset + span.length);
  const { base, unit } = indentation(configText, keySpan.offset, valueText);
  const bindings = bindingEdits(config, doc, configText);

  const attempt = (pins: ReadonlyMap<string, string>) => {
    const value = newAgents({ agents, items, mapping, defaultId, pins });
    const written = JSON.stringify(value, null, unit).split("\n").join(`\n${base}`);
    const edits = [{ start: span.offset, end: span.offset + span.length, text: written }, ...bindings.edits].sort(
      (a, b) => a.start - b.start,
    );
    const text = applyEdits(configText, edits);
    const after: OpenClawAnswer = reads.read(step.to, text, machine).answer;
    return { edits, text, preserved: diffOpenClawAnswers(before, after) };
  };
  // 2026.9 gives the default agent another workspace (an explicit fleet's system agent, or a moved state folder):
  // write 2026.7's out, once, where the entry names none.
  let result = attempt(new Map());
  const kept = new Map(mapping.filter((m) => m.into === undefined).map((m) => [m.key, items[m.index]]));
  const pins = new Map<string, string>();
  for (const change of result.preserved) {
    if (change.kind !== "workspace-moved" || change.id !== defaultId) continue;
    const entry = kept.get(change.id);
    if (entry ? nonBlank(entry["workspace"]) === undefined : mapping.length === 0) {
      pins.set(change.id, defaultWorkspaceText(own(agents, "defaults"), env));
    }
  }
  if (pins.size > 0) result = attempt(pins);

  const markers = items.filter((item) => Object.hasOwn(item, "default")).length;
  const comments = commentsIn(valueText);
  const added: ConversionAddition[] = [
    ...(mapping.filter((m) => m.into === undefined).length > 1 && defaultId !== undefined
      ? [{ kind: "system-agent" as const, id: defaultId }]
      : []),
    ...[...pins].map(([id, workspace]) => ({ kind: "workspace-pinned" as const, id, workspace })),
    ...bindings.added,
    ...(markers > 0 ? [{ kind: "markers-removed" as const, count: markers }] : []),
    ...(comments > 0 ? [{ kind: "comments-dropped" as const, count: comments }] : []),
  ];
  return { ok: true, edits: result.edits, text: result.text, mapping, added, preserved: result.preserved };
}
