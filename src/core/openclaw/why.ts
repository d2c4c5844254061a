/**
 * "Why not?" for a scenarios call in an OpenClaw profile: the smallest changes that let it run, each checked by
 * reading the changed texts again as the release reads them. The candidates come from what refused the call: a deny
 * entry removed; the tool added to the allow list that left it out, to the alsoAllow list beside the tool profile, or
 * to the sandbox's alsoAllow; an exec call's security (or ask) loosened where it was set, in the config or in the
 * host's approvals (the scenarios' `approvals`). Each is written with the edit module (the least text changed) and
 * kept only when the call then runs; what else it changes (the other calls' verdicts, every agent's answers) is told.
 * Narrowest first: the fewest other changes, then the fewest edits.
 */
import type { DocumentId, JsonPath } from "../diagnostics";
import { nodeAt, removeAt, treeOf, writeAt, type Replacement } from "../edit";
import { isRecord } from "../safe";
import { parseDocument } from "../document";
import { applyTextEdits } from "../why";
import { diffOpenClawAgents, type OpenClawAgentChange } from "./answer-diff";
import { hostApprovals, openclawMachine } from "./machine";
import type { OpenClawAnalyzer } from "./analyzer";
import type { OpenClawToolCall } from "./tool-calls";
import { OPENCLAW_RELEASES } from "./releases";
import type { OpenClawEnvironment, OpenClawProfileId } from "./types";

export interface OpenClawTexts {
  readonly config: string;
  readonly scenarios: string;
  /** The host's approvals as a document of their own: when it holds text, they are read (and changed) there. */
  readonly approvals?: string;
}

/** One replacement in one document, against the texts the search was made for. */
export interface OpenClawEdit {
  readonly doc: DocumentId;
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

/** What a suggestion does, as data. */
export type OpenClawWhyChange =
  | { readonly kind: "remove-deny"; readonly tool: string; readonly list: JsonPath }
  | { readonly kind: "add-to-list"; readonly tool: string; readonly list: JsonPath }
  | {
      readonly kind: "set-exec";
      readonly field: "security" | "ask";
      readonly value: string;
      readonly at: JsonPath;
      readonly doc: DocumentId;
    }
  | {
      /** An entry added to an agent's allowlist in the host's approvals (the scenarios' `approvals`). */
      readonly kind: "allowlist-add";
      readonly doc: DocumentId;
      readonly agent: string;
      readonly pattern: string;
      readonly argPattern?: string;
      readonly list: JsonPath;
    };

export interface OpenClawSuggestion {
  readonly change: OpenClawWhyChange;
  readonly edits: readonly OpenClawEdit[];
  /** The other calls whose verdict it changes (their indexes). */
  readonly otherCalls: readonly number[];
  /** What else changes in the agents' answers (the Changes panel's terms). */
  readonly alsoChanges: readonly OpenClawAgentChange[];
}

export interface OpenClawWhy {
  readonly index: number;
  readonly now: OpenClawToolCall | undefined;
  readonly suggestions: readonly OpenClawSuggestion[];
  readonly tried: number;
}

/** The machine the scenarios describe: their `env` strings, and the host's approvals (hostApprovals). */
export function scenariosMachine(scenarios: unknown, approvalsDocument?: string): OpenClawEnvironment {
  const env = isRecord(scenarios) && isRecord(scenarios["env"]) ? scenarios["env"] : {};
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(env))
    if (typeof v === "string") Object.defineProperty(strings, k, { value: v, enumerable: true });
  return openclawMachine(strings, hostApprovals(scenarios, approvalsDocument));
}

/** A list at `path` with `value` at its end: appended, or the missing part of the path written around it. */
const appendAt = (root: ReturnType<typeof treeOf>, path: JsonPath, value: string) =>
  root ? writeAt(root, path, value, true) : undefined;

/** `value` at `path`: replaced where it is, or the missing part of the path written around it. */
const setAt = (root: ReturnType<typeof treeOf>, path: JsonPath, value: string) =>
  root ? writeAt(root, path, value, false) : undefined;

interface Candidate {
  readonly change: OpenClawWhyChange;
  readonly edits: readonly OpenClawEdit[];
}

const edit = (doc: DocumentId, r: Replacement | undefined): OpenClawEdit[] =>
  r ? [{ doc, offset: r.offset, length: r.length, text: r.text }] : [];

/** The changes worth trying for a call, from what decided it. */
function candidates(
  call: OpenClawToolCall,
  texts: OpenClawTexts,
  analyzer: OpenClawAnalyzer,
  profile: OpenClawProfileId,
  env: OpenClawEnvironment,
  scenarios: unknown,
): Candidate[] {
  const configTree = treeOf(texts.config);
  const out: Candidate[] = [];
  const add = (change: OpenClawWhyChange, edits: readonly OpenClawEdit[]) => {
    if (edits.length) out.push({ change, edits });
  };
  const tool = call.tool.trim().toLowerCase();
  const aliases = OPENCLAW_RELEASES[profile].toolPolicy.aliases;
  const name = Object.hasOwn(aliases, tool) ? (aliases[tool] as string) : tool;
  const agentPath = analyzer.explain(profile, texts.config, env).agents.find((a) => a.id === call.agent)?.path;
  if (call.refusedBy && configTree) {
    const { rule, from, layer } = call.refusedBy;
    if (rule === "deny" && from) {
      const list = nodeAt(configTree, from);
      const index = list?.children?.findIndex(
        (c) => typeof c.value === "string" && c.value.trim().toLowerCase() === name,
      );
      if (index !== undefined && index >= 0)
        add(
          { kind: "remove-deny", tool: name, list: from },
          edit("config", removeAt(texts.config, configTree, [...from, index])[0]),
        );
    }
    if (rule === "allow" && from && from.at(-1) !== "profile")
      add({ kind: "add-to-list", tool: name, list: from }, edit("config", appendAt(configTree, from, name)));
    const lists: JsonPath[] = [];
    if (rule === "allow" && from?.at(-1) === "profile") {
      if (agentPath?.length) lists.push([...agentPath, "tools", "alsoAllow"]);
      lists.push(["tools", "alsoAllow"]);
    }
    if (layer === "sandbox tools.allow") {
      if (agentPath?.length) lists.push([...agentPath, "tools", "sandbox", "tools", "alsoAllow"]);
      lists.push(["tools", "sandbox", "tools", "alsoAllow"]);
    }
    if (layer === "subagent tools.allow") lists.push(["tools", "subagents", "tools", "allow"]);
    for (const list of lists)
      add({ kind: "add-to-list", tool: name, list }, edit("config", appendAt(configTree, list, name)));
  }
  const host = hostDocument(texts, scenarios);
  if (call.exec) {
    const exec = analyzer.agentsExec(profile, texts.config, env).find((e) => e.agentId === call.agent);
    for (const [field, value] of [
      ["security", "full"],
      ["ask", "off"],
    ] as const) {
      if (call.exec.scope[field].effective === value) continue;
      const decided = exec?.from[field === "security" ? "hostSecurity" : "hostAsk"];
      if (decided && isRecord(host.value) && host.tree) {
        const at: JsonPath = [...host.prefix, ...decided];
        add(
          { kind: "set-exec", field, value, at: decided, doc: host.doc },
          edit(host.doc, setAt(host.tree, at, value)),
        );
      }
      const own = exec?.from[field];
      const configAt: JsonPath | undefined =
        own ?? (agentPath?.length ? [...agentPath, "tools", "exec", field] : ["tools", "exec", field]);
      if (configTree)
        add(
          { kind: "set-exec", field, value, at: configAt, doc: "config" },
          edit("config", setAt(configTree, configAt, value)),
        );
    }
  }
  if (call.exec?.call) for (const c of allowlistCandidates(call, host)) add(c.change, c.edits);
  return out;
}

/** Where the host's approvals are written: their own document when it holds text, else the scenarios' `approvals`. */
interface HostDocument {
  readonly doc: DocumentId;
  readonly tree: ReturnType<typeof treeOf>;
  /** The approvals' path in that document. */
  readonly prefix: JsonPath;
  readonly value: unknown;
}

function hostDocument(texts: OpenClawTexts, scenarios: unknown): HostDocument {
  if (texts.approvals !== undefined && texts.approvals.trim() !== "")
    return {
      doc: "approvals",
      tree: treeOf(texts.approvals),
      prefix: [],
      value: parseDocument(texts.approvals, "approvals").value,
    };
  return {
    doc: "scenarios",
    tree: treeOf(texts.scenarios),
    prefix: ["approvals"],
    value: isRecord(scenarios) ? scenarios["approvals"] : undefined,
  };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * For an exec command no allowlist entry satisfies (the only one of its call), the entries that would: its executable
 * by name (or its path, when called by one), with any arguments, or with exactly these arguments. Written into the
 * host's approvals when the scenarios give them as an object, or as a new approvals document when they give none.
 */
function allowlistCandidates(call: OpenClawToolCall, host: HostDocument): Candidate[] {
  const missing = call.exec!.call!.commands.filter((c) => c.satisfied === "no" && !c.promptOnly);
  if (missing.length !== 1 || call.exec!.call!.unanalyzable) return [];
  const [command] = missing;
  const token = command!.argv[0] ?? "";
  if (!token) return [];
  const pattern = token.includes("/") ? (command!.found?.realPath ?? token) : token;
  const args = command!.argv.slice(1);
  const given = host.value;
  if ((given !== undefined || host.doc === "approvals") && !isRecord(given)) return [];
  const tree = host.tree;
  if (!tree) return [];
  const list: JsonPath = [...host.prefix, "agents", call.agent, "allowlist"];
  const entries: { pattern: string; argPattern?: string }[] = [
    { pattern },
    ...(args.length > 0 ? [{ pattern, argPattern: `^${args.map(escapeRegex).join(" ")}$` }] : []),
  ];
  return entries.map((entry) => {
    const value = entry.argPattern ? entry : entry.pattern;
    const r =
      given === undefined
        ? writeAt(tree, ["approvals"], { version: 1, agents: { [call.agent]: { allowlist: [value] } } }, false)
        : writeAt(tree, list, value, true);
    const change = { kind: "allowlist-add", doc: host.doc, agent: call.agent, ...entry, list } as const;
    return { change, edits: edit(host.doc, r) };
  });
}

/**
 * The changes that let the scenarios' call at `index` run, each checked. `analyzer` reads the current texts; each
 * candidate is read by a fresh one (the analyzer remembers one config).
 */
export function openclawWhy(
  analyzer: OpenClawAnalyzer,
  profile: OpenClawProfileId,
  texts: OpenClawTexts,
  given: unknown,
  target: { readonly index: number } | { readonly probe: { readonly agent: string; readonly tool: string } },
): OpenClawWhy {
  // A probe (a matrix cell) is searched as a call appended to the scenarios; the changes offered do not add it.
  const withProbe = (value: unknown): unknown => {
    if (!("probe" in target)) return value;
    const calls = isRecord(value) && Array.isArray(value["calls"]) ? value["calls"] : [];
    return { ...(isRecord(value) ? value : {}), calls: [...calls, target.probe] };
  };
  const scenarios = withProbe(given);
  const index =
    "probe" in target
      ? isRecord(scenarios) && Array.isArray(scenarios["calls"])
        ? scenarios["calls"].length - 1
        : 0
      : target.index;
  const env = scenariosMachine(scenarios, texts.approvals);
  const calls = analyzer.calls(profile, texts.config, env, scenarios);
  const now = calls.find((c) => c.index === index);
  if (!now || now.verdict === "run" || now.noAgent) return { index, now, suggestions: [], tried: 0 };
  const answer = analyzer.evaluate(profile, texts.config, env);
  const reports = analyzer.reports(profile, texts.config, env);
  const found: OpenClawSuggestion[] = [];
  const tried = candidates(now, texts, analyzer, profile, env, scenarios);
  for (const c of tried) {
    const changed = (doc: DocumentId, text: string) =>
      applyTextEdits(
        text,
        c.edits.filter((e) => e.doc === doc),
      );
    const config = changed("config", texts.config);
    const scenariosText = changed("scenarios", texts.scenarios);
    const approvalsText = texts.approvals === undefined ? undefined : changed("approvals", texts.approvals);
    const once = analyzer.fresh();
    const after =
      scenariosText === texts.scenarios ? scenarios : withProbe(parseDocument(scenariosText, "scenarios").value);
    const envAfter = scenariosMachine(after, approvalsText);
    const callsAfter = once.calls(profile, config, envAfter, after);
    if (callsAfter.find((k) => k.index === index)?.verdict !== "run") continue;
    const otherCalls = callsAfter
      .filter((k) => k.index !== index && calls.find((b) => b.index === k.index)?.verdict !== k.verdict)
      .map((k) => k.index);
    const alsoChanges = diffOpenClawAgents(answer, once.evaluate(profile, config, envAfter), {
      before: reports,
      after: once.reports(profile, config, envAfter),
    });
    found.push({ change: c.change, edits: c.edits, otherCalls, alsoChanges });
  }
  found.sort(
    (a, b) =>
      a.otherCalls.length + a.alsoChanges.length - (b.otherCalls.length + b.alsoChanges.length) ||
      a.edits.length - b.edits.length,
  );
  return { index, now, suggestions: found, tried: tried.length };
}

/** What a suggestion does, in words. */
export function openclawWhyChangeText(change: OpenClawWhyChange): string {
  const at = (path: JsonPath) =>
    path
      .map((p) => (typeof p === "number" ? `[${p}]` : p))
      .join(".")
      .replaceAll(".[", "[");
  switch (change.kind) {
    case "remove-deny":
      return `Remove "${change.tool}" from ${at(change.list)}`;
    case "add-to-list":
      return `Add "${change.tool}" to ${at(change.list)}`;
    case "set-exec":
      return `Set ${change.doc === "config" ? "" : "the host's approvals' "}${at(change.at)} to "${change.value}"`;
    case "allowlist-add":
      return change.argPattern
        ? `Allowlist "${change.pattern}" for agent "${change.agent}" with exactly these arguments (argPattern "${change.argPattern}") in the host's approvals`
        : `Allowlist "${change.pattern}" for agent "${change.agent}" in the host's approvals (any arguments)`;
  }
}
