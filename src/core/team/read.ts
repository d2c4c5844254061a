/**
 * Reading the scenarios' team section leniently: each malformed part counts as absent (and says so), so the
 * simulation always runs on what can be read.
 */
import { CappedDiagnostics, MAX_DIAGNOSTICS_PER_CODE } from "../cap";
import { MAX_CHECKED_ENTRIES } from "../document/index";
import type { CatalogTool } from "../catalog";
import {
  diagnosticAt,
  formatPath,
  jsonTypeOf,
  type Diagnostic,
  type DiagnosticData,
  type JsonPath,
  type Located,
  type Provenance,
} from "../diagnostics";
import { type Approval, isMode, MODE_ORDER } from "../permission";
import type { Mode } from "../results";
import { arr, isRecord, own, str } from "../safe";
import { TEAM_CODES } from "./codes";
import { LEAD, type Grant } from "./delegation";
import { THINKING } from "./thinking";
import { teamTexts as T } from "./texts";
import type { AgentChoice } from "./tools";

type Code = { readonly code: string; readonly severity: Diagnostic["severity"] };

/**
 * Collects diagnostics against one document, the first MAX_CHECKED_ENTRIES + MAX_DIAGNOSTICS_PER_CODE of each code
 * made (cap.ts) and the rest only counted: a message past them is never rendered, so pass a costly one as a
 * function. Schema diagnostics exist only in the first MAX_CHECKED_ENTRIES entries of a list, and one of them may
 * give way to a team diagnostic at its span (one-per-span.ts): every team diagnostic that can is made.
 */
export class Reporter {
  // Read when a Reporter is made, not when the module loads (cap.ts and this module import each other's rooms).
  private readonly collected = new CappedDiagnostics(MAX_CHECKED_ENTRIES + MAX_DIAGNOSTICS_PER_CODE);
  constructor(readonly doc: Located) {}
  /** `data`: the facts a quick fix needs, where the path alone does not give them. */
  add(info: Code, path: JsonPath, message: string | (() => string), data?: DiagnosticData): void {
    this.collected.add(info.code, () => {
      const made = diagnosticAt(
        this.doc,
        path,
        info.code,
        info.severity,
        typeof message === "string" ? message : message(),
      );
      return data ? { ...made, data } : made;
    });
  }
  /** The diagnostics made so far, in the order reported. */
  get diagnostics(): Diagnostic[] {
    return this.collected.list();
  }
  /** How many of each code were reported and not made (counted only). */
  uncounted(): Record<string, number> {
    return this.collected.uncounted();
  }
  from(step: string, path: JsonPath): Provenance {
    return { step, label: formatPath(path), doc: this.doc.doc, path };
  }
}

/** A subagent as the scenarios describe it. */
export interface AgentSpec {
  readonly index: number;
  readonly path: JsonPath;
  readonly name: string;
  readonly parent: string;
  /** The mode as written (may be an unknown name: checkMode refuses it); undefined: the parent's. */
  readonly mode: string | undefined;
  readonly request: readonly string[] | undefined;
  readonly grants: readonly Grant[];
  readonly choice: AgentChoice;
  readonly load: readonly string[];
}

const strings = (v: unknown): string[] | undefined => arr(v)?.filter((x): x is string => typeof x === "string");

/** An optional string field: absent is fine, anything but a string is reported and counts as absent. */
function optionalString(r: Reporter, entry: unknown, path: JsonPath, key: string, what: string): string | undefined {
  const v = own(entry, key);
  if (v === undefined || typeof v === "string") return v;
  r.add(TEAM_CODES.malformed, [...path, key], T.malformed(what));
  return undefined;
}

/** An optional list of strings: the strings of it, with a diagnostic when it is not a list of strings. */
function optionalStrings(r: Reporter, entry: unknown, path: JsonPath, key: string, what: string): string[] | undefined {
  const v = own(entry, key);
  if (v === undefined) return undefined;
  const list = strings(v);
  if (!list || list.length !== (arr(v)?.length ?? -1)) {
    const data = list ? undefined : ({ kind: "wrong-type", expected: ["array"], found: jsonTypeOf(v) } as const);
    r.add(TEAM_CODES.malformed, [...path, key], T.malformed(what), data);
  }
  return list;
}

/** team.approvals: the person's "always allow" answers; grantedIn defaults to the main mode. */
export function readApprovals(r: Reporter, team: unknown, mainMode: string): Approval[] {
  const out: Approval[] = [];
  (arr(own(team, "approvals")) ?? []).forEach((entry, i) => {
    const path: JsonPath = ["team", "approvals", i];
    const permission = str(own(entry, "permission"))?.trim();
    const pattern = own(entry, "pattern") ?? "*";
    if (!isRecord(entry) || !permission || typeof pattern !== "string")
      return r.add(TEAM_CODES.malformed, path, T.malformed("approval"));
    const grantedIn = own(entry, "grantedIn") ?? mainMode;
    if (!isMode(grantedIn))
      r.add(TEAM_CODES.grantedIn, [...path, "grantedIn"], T.unknownGrantedIn(grantedIn, MODE_ORDER));
    out.push({ permission, pattern, grantedIn: String(grantedIn) as Mode, from: r.from("team.approvals", path) });
  });
  return out;
}

/** A subagent's grants; the permission key comes from the tools list when the grant does not name one. */
function readGrants(r: Reporter, entry: unknown, path: JsonPath, tools: ReadonlyMap<string, CatalogTool>): Grant[] {
  const out: Grant[] = [];
  (arr(own(entry, "grants")) ?? []).forEach((g, j) => {
    const gPath = [...path, "grants", j];
    const tool = str(own(g, "tool"))?.trim();
    const pattern = own(g, "pattern") ?? "*";
    const permission = own(g, "permission");
    if (!tool || typeof pattern !== "string" || (permission !== undefined && typeof permission !== "string"))
      return r.add(TEAM_CODES.malformed, gPath, T.malformed("grant"));
    const known = tools.get(tool);
    if (!known && permission === undefined)
      r.add(TEAM_CODES.grantUnknownTool, [...gPath, "tool"], T.grantUnknownTool(tool));
    out.push({ tool, permission: permission ?? known?.permission ?? tool, pattern, from: r.from("grant", gPath) });
  });
  return out;
}

/** team.agents, each named once; entries without a name, named "lead" or named twice are reported and left out. */
export function readAgents(r: Reporter, team: unknown, tools: ReadonlyMap<string, CatalogTool>): AgentSpec[] {
  const seen = new Set<string>();
  const out: AgentSpec[] = [];
  (arr(own(team, "agents")) ?? []).forEach((entry, index) => {
    const path: JsonPath = ["team", "agents", index];
    const name = str(own(entry, "name"))?.trim();
    if (!isRecord(entry) || !name) return r.add(TEAM_CODES.badName, path, T.noName);
    if (name === LEAD) return r.add(TEAM_CODES.badName, [...path, "name"], T.leadName);
    if (seen.has(name)) return r.add(TEAM_CODES.badName, [...path, "name"], T.duplicateName(name));
    seen.add(name);
    const thinkingLevel = optionalString(r, entry, path, "thinkingLevel", "thinking level");
    const model = optionalString(r, entry, path, "model", "model reference");
    const chosen = optionalStrings(r, entry, path, "tools", "tools list");
    const choice: AgentChoice = {
      ...(model !== undefined && { model }),
      ...(thinkingLevel !== undefined && { thinkingLevel }),
      ...(chosen !== undefined && { tools: chosen }),
    };
    out.push({
      index,
      path,
      name,
      parent: optionalString(r, entry, path, "parent", "parent name")?.trim() || LEAD,
      mode: optionalString(r, entry, path, "mode", "mode"),
      request: optionalStrings(r, entry, path, "request", "request list"),
      grants: readGrants(r, entry, path, tools),
      choice,
      load: optionalStrings(r, entry, path, "load", "load list") ?? [],
    });
  });
  return out;
}

/** The main agent's thinking level: team.thinkingLevel, else medium. */
export function readMainThinking(r: Reporter, team: unknown): string {
  const level = own(team, "thinkingLevel");
  if (level === undefined) return "medium";
  if (typeof level === "string" && THINKING.includes(level)) return level;
  r.add(TEAM_CODES.malformed, ["team", "thinkingLevel"], T.invalidThinking(String(level)));
  return "medium";
}
