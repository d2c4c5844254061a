/**
 * The OpenClaw profiles' panels: the agents as `openclaw agents list --json` prints them (each field with the rule
 * that gave it), the verdict of `openclaw config validate`, and where the CLI reads its config on the simulated
 * machine. Built from the core's answer; the words are the page's (texts.ts).
 */
import type { MadeFrom } from "./madeFrom";
import {
  fieldText,
  formatPath,
  openclawExecDecider,
  OPENCLAW_AGENT_FIELDS,
  shownOpenClawFields,
  type FieldValue,
  type JsonPath,
  type OpenClawCleanup,
  type TextEdit,
  type OpenClawAgentFieldName,
  type OpenClawAgentModels,
  type OpenClawAgentSkills,
  type OpenClawAgentSandbox,
  type OpenClawAgentExec,
  type OpenClawAgentTools,
  type OpenClawToolCall,
  type OpenClawToolMatrix,
  type OpenClawCoverage,
  type OpenClawBindingCoverage,
  openclawCallVerdictText,
  type OpenClawAgent,
  type OpenClawAnswer,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../../core/index";
import { T } from "../texts";
import { AGENT_CARDS_PER_PAGE, pageStart } from "./agents";
import type { Target } from "./common";
import { callPin, type Pin } from "./expectations";
import type { OpenClawMessageVM } from "./routing";
import type { OpenClawSpawnVM } from "./spawns";

/** One field of an agent's card, in the order of the core's table (core/openclaw/fields.ts). */
export interface OpenClawFieldVM {
  readonly key:
    | OpenClawAgentFieldName
    | "resolvedDefault"
    | "fallbacks"
    | "allowed"
    | "utility"
    | "skills"
    | "sandbox"
    | "exec"
    | "tools";
  /** The field's name in words. */
  readonly name: string;
  readonly value: string;
  /** Why the value is what it is, in words, when the engine says (the rules of docs/openclaw.md). */
  readonly why: string | undefined;
}

/** An agent's values as `agents list --json` gives them, one per field of the table (what a script reads). */
export type OpenClawAgentValues = { readonly [K in OpenClawAgentFieldName]: FieldValue };

export interface OpenClawAgentVM extends OpenClawAgentValues {
  readonly id: string;
  /** Its entry: its key in agents.entries, or its index in agents.list (null for the implicit `main`). */
  readonly entry: string | number | null;
  readonly isDefault: boolean;
  /** The name the CLI prints beside the id (the entry's own or its IDENTITY.md's), when there is one. */
  readonly name: string | undefined;
  /** Why the agent has its id and is the default, in words, when the engine says. */
  readonly why: {
    readonly id?: string;
    readonly isDefault?: string;
  };
  /** The fields the card lists: every field of the table but those left out when empty (no model, no binding). */
  readonly fields: readonly OpenClawFieldVM[];
  /** The entry in the config; undefined for an agent no entry names (the implicit `main`). */
  readonly target: Target | undefined;
  /** What it runs on (models status): the model resolved and the fallbacks, each with where it came from. */
  readonly runsOn: readonly OpenClawFieldVM[];
}

export interface OpenClawAgentsVM {
  readonly profile: OpenClawProfileId;
  /** Whether `openclaw config validate` accepts the config. */
  readonly valid: boolean;
  /** The file the CLI reads on the simulated machine, and whether it is this document. */
  readonly readsFrom: string;
  readonly documentRead: boolean;
  /** The machine in words: HOME and the folder the command runs in. */
  readonly machine: string;
  /** The verdict in words (accepted, or rejected with the count of reasons: the Problems panel lists them). */
  readonly verdict: string;
  /**
   * One page of the agents (AGENT_CARDS_PER_PAGE, from `agentsFrom`), as SophiaClaw's cards are drawn; null when the
   * CLI refuses to list agents (it rejects the config).
   */
  readonly agents: readonly OpenClawAgentVM[] | null;
  /** The index of the first agent drawn, and how many agents the CLI lists. */
  readonly agentsFrom: number;
  readonly agentsTotal: number;
  /**
   * `openclaw agents list --json`'s rows for the agents drawn, as the CLI prints them (the panel writes them out when
   * the reader opens them).
   */
  readonly listed: readonly object[];
  /** "Clean up for <release>": the keys it refuses as unknown, removed in one change (none: nothing to clean). */
  readonly cleanup: CleanupVM | undefined;
  /** The scenarios' tool calls (the first CALLS_SHOWN), each with its verdict and the layer that decided it. */
  readonly calls: readonly OpenClawCallVM[];
  /** How many more calls the scenarios hold. */
  readonly callsMore: number;
  /** Every agent by every tool group, in each kind of session (none while the release refuses the config). */
  readonly matrix: ToolMatrixVM | undefined;
  /** What the calls exercise of the config (none without calls). */
  readonly coverage: CoverageLineVM | undefined;
  /** The scenarios' messages, each routed (the first MESSAGES_SHOWN), and how many more there are. */
  readonly messages: readonly OpenClawMessageVM[];
  readonly messagesMore: number;
  /** The scenarios' spawns (the first ones), and how many more. */
  readonly spawns: readonly OpenClawSpawnVM[];
  /** The bindings the messages reach (when there are messages and bindings). */
  readonly routing: CoverageLineVM | undefined;
  readonly spawnsMore: number;
}

/** The calls' coverage in a line, and the agents and entries they leave untested, each a jump to it. */
export interface CoverageLineVM {
  readonly summary: string;
  /** "Not tested by any call:", "Not reached by any message:". */
  readonly lead: string;
  readonly untested: readonly { readonly label: string; readonly target: Target | undefined }[];
  readonly more: number;
}

const UNTESTED_SHOWN = 8;

export function coverageLineVM(coverage: OpenClawCoverage): CoverageLineVM {
  const C = T.openclaw.coverage;
  const { agents, entries } = coverage;
  const untested = [
    ...agents.uncovered.map((a) => ({
      label: C.agent(a.id),
      target: a.path ? ({ doc: "config", path: a.path } as const) : undefined,
    })),
    ...entries.uncovered.map((e) => ({
      label: C.entry(formatPath(e.path), e.name),
      target: { doc: "config", path: e.path } as const,
    })),
  ];
  return {
    summary: C.summary(
      agents.total - agents.uncovered.length,
      agents.total,
      entries.total - entries.uncovered.length,
      entries.total,
    ),
    lead: C.untested,
    untested: untested.slice(0, UNTESTED_SHOWN),
    more: Math.max(0, untested.length - UNTESTED_SHOWN),
  };
}

/** The Routing section's line: the bindings the messages are routed by, and those none is (a jump to each). */
export function bindingCoverageVM(coverage: OpenClawBindingCoverage): CoverageLineVM {
  const R = T.openclaw.routing;
  const untested = coverage.uncovered.map((b) => ({
    label: R.binding(formatPath(b.path), b.agent),
    target: { doc: "config", path: b.path } as const,
  }));
  return {
    summary: R.coverage(coverage.total - coverage.uncovered.length, coverage.total),
    lead: R.unreached,
    untested: untested.slice(0, UNTESTED_SHOWN),
    more: Math.max(0, untested.length - UNTESTED_SHOWN),
  };
}

export type MatrixSession = "main" | "other" | "subagent";

/** One agent's row of the matrix: its cells in each kind of session. */
export interface ToolRowVM {
  readonly agent: string;
  readonly cells: Readonly<Record<MatrixSession, readonly ToolCellVM[]>>;
}

export interface ToolMatrixVM {
  readonly groups: readonly { readonly name: string; readonly short: string; readonly tools: readonly string[] }[];
  readonly sessions: readonly { readonly id: MatrixSession; readonly label: string }[];
  readonly rows: readonly ToolRowVM[];
  /** Agents beyond the first MATRIX_ROWS, not drawn. */
  readonly more: number;
}

export interface ToolCellVM {
  readonly group: string;
  /** "all", "none", or "2 of 5". */
  readonly text: string;
  readonly state: "all" | "some" | "none";
  readonly tools: readonly { readonly tool: string; readonly allowed: boolean; readonly why: string | undefined }[];
}

/**
 * The agents the matrix draws: each row holds every tool of every group in three kinds of session, with the rule that
 * refuses each one, so a keystroke at 1,000 agents would remake and send a megabyte of rows at 100.
 */
export const MATRIX_ROWS = 25;

/**
 * `matrix` holds the first rows (MATRIX_ROWS of them, or all); `agents`: how many rows the whole one has; `remember`:
 * the row made before for the same answer (its index in `matrix.rows`), if any.
 */
export function toolMatrixVM(
  matrix: OpenClawToolMatrix,
  agents = matrix.rows.length,
  remember: (index: number, make: () => ToolRowVM) => ToolRowVM = (_, make) => make(),
): ToolMatrixVM {
  const M = T.openclaw.matrix;
  const sessions: MatrixSession[] = ["main", "other", "subagent"];
  return {
    groups: matrix.groups.map((g) => ({ name: g.name, short: g.name.replace(/^group:/, ""), tools: g.tools })),
    sessions: sessions.map((id) => ({ id, label: M.sessions[id] })),
    rows: matrix.rows.slice(0, MATRIX_ROWS).map((row, index) => remember(index, () => rowVM(row))),
    more: Math.max(0, agents - MATRIX_ROWS),
  };

  function rowVM(row: OpenClawToolMatrix["rows"][number]): ToolRowVM {
    const cellsOf = (s: MatrixSession): ToolCellVM[] =>
      row.sessions[s].map((cell, i) => {
        const total = matrix.groups[i]!.tools.length;
        const n = cell.allowed.length;
        const refused = new Map(cell.refused.map((r) => [r.tool, r]));
        return {
          group: cell.group,
          text: n === total ? M.all : n === 0 ? M.none : M.some(n, total),
          state: n === total ? "all" : n === 0 ? "none" : "some",
          tools: matrix.groups[i]!.tools.map((tool) => {
            const r = refused.get(tool);
            return { tool, allowed: !r, why: r && M.refusedBy(r.layer, r.rule) };
          }),
        } satisfies ToolCellVM;
      });
    return {
      agent: row.agent,
      cells: { main: cellsOf("main"), other: cellsOf("other"), subagent: cellsOf("subagent") },
    };
  }
}

/** One of the scenarios' calls: who calls what, the verdict, why, and where to look. */
export interface OpenClawCallVM {
  readonly index: number;
  /** "writer · exec · main session" (and the command). */
  readonly title: string;
  readonly verdict: string;
  /** The verdict as a value a script reads (run, person, refused, depends; none for an agent not listed). */
  readonly answer: string | undefined;
  readonly why: string;
  /** The call in the scenarios. */
  readonly call: Target;
  /** What decided a refusal: the config's entry (none for a built-in list). */
  readonly decidedBy: Target | undefined;
  readonly expect: { readonly expected: string; readonly met: boolean } | undefined;
  readonly pin: Pin | undefined;
}

/** The calls' views, in the scenarios' order. */
/** The calls drawn: the first ones (the rest are counted, never drawn, whatever the scenarios hold). */
export const CALLS_SHOWN = 100;

export function openclawCallsVM(calls: readonly OpenClawToolCall[]): OpenClawCallVM[] {
  const C = T.openclaw.calls;
  return calls.slice(0, CALLS_SHOWN).map((c) => ({
    index: c.index,
    title: C.title(c.agent, c.tool, c.session, c.command),
    verdict: c.verdict ? C.verdicts[c.verdict] : C.noAgent,
    answer: c.verdict,
    why: openclawCallVerdictText(c),
    call: { doc: "scenarios", path: c.path },
    decidedBy: c.refusedBy?.from ? { doc: "config", path: c.refusedBy.from } : undefined,
    expect: c.expect && { expected: c.expect.expected, met: c.expect.met },
    pin: c.verdict && c.verdict !== "depends" ? callPin(c.index, c.verdict) : undefined,
  }));
}

export interface CleanupVM {
  readonly title: string;
  readonly intro: string;
  /** Each key removed, as a path ("meta.lastTouchedAt"). */
  readonly keys: readonly string[];
  readonly after: string;
  readonly apply: string;
  /** The config text the edits were made against, and the edits (placed only while the text is still that). */
  readonly against: string;
  readonly edits: readonly TextEdit[];
  readonly profile: OpenClawProfileId;
  /** Where the editor goes once applied: the first key's object. */
  readonly reveal: JsonPath;
}

/** The clean-up's view: its keys, the verdict after, and its edits placed in the config. */
export function cleanupVM(cleanup: OpenClawCleanup | undefined, configText: string): CleanupVM | undefined {
  if (!cleanup || cleanup.removed.length === 0) return undefined;
  const name = T.profiles[cleanup.profile];
  const n = cleanup.removed.length;
  return {
    title: T.cleanup.title(name),
    intro: T.cleanup.intro(name, n),
    keys: cleanup.removed.map((r) => formatPath([...r.path, r.key])),
    after: cleanup.after.valid ? T.cleanup.accepted(name) : T.cleanup.stillRejected(name, cleanup.after.issues.length),
    apply: T.cleanup.apply(n),
    against: configText,
    edits: cleanup.edits.map((e) => ({
      doc: "config" as const,
      offset: e.start,
      length: e.end - e.start,
      text: e.text,
    })),
    profile: cleanup.profile,
    reveal: cleanup.removed[0]!.path,
  };
}

/** Per agent id: the rule behind its id, its default and each field's value (the core's explanation), and its entry. */
export interface AgentFacts {
  readonly why: OpenClawAgentVM["why"];
  readonly fields: Partial<Record<OpenClawAgentFieldName, string>>;
  readonly target: Target | undefined;
  /** What it runs on, as `models status --agent <id>` says (none while the release rejects the config). */
  readonly models?: OpenClawAgentModels;
  /** The skills it may use, as `skills check --agent <id>` says. */
  readonly skills?: OpenClawAgentSkills;
  /** Where its sessions run, as `sandbox explain --agent <id>` says. */
  readonly sandbox?: OpenClawAgentSandbox;
  /** How far its exec calls go, as `exec-policy show` lists its scope. */
  readonly exec?: OpenClawAgentExec;
  /** The tools it may use in each kind of session, and the layer refusing the rest. */
  readonly tools?: OpenClawAgentTools;
}

/** The tools line of a card: how many core tools its main session keeps (and its sandboxed ones, when fewer), and
 * which layers refuse the rest, in the release's own step labels. */
function toolsField(tools: OpenClawAgentTools | undefined): OpenClawFieldVM[] {
  const main = tools?.sessions.find((s) => s.session === "main");
  if (!tools || !main) return [];
  const R = T.openclaw.runsOn;
  const refused = Object.keys(main.removedBy);
  const total = main.allowed.length + refused.length;
  const other = tools.sessions.find((s) => s.session === "other");
  const layers = new Map<string, number>();
  for (const [tool, label] of Object.entries(main.removedBy)) {
    const key = `${label}\u0000${main.removedRule[tool]}`;
    layers.set(key, (layers.get(key) ?? 0) + 1);
  }
  const why = [...layers].map(([key, n]) => {
    const [label, rule] = key.split("\u0000") as [string, "allow" | "deny"];
    return R.toolsLayer(label, rule, n);
  });
  return [
    {
      key: "tools",
      name: R.tools,
      value:
        R.toolsValue(main.allowed.length, total, refused) +
        (other && !main.sandboxed && other.sandboxed && other.allowed.length !== main.allowed.length
          ? R.toolsOther(other.allowed.length, total)
          : ""),
      why: why.length ? why.join("; ") : R.toolsNoLayer,
    },
  ];
}

/** The exec line of a card: what its commands do (the effective mode), and what decided it. */
function execField(exec: OpenClawAgentExec | undefined): OpenClawFieldVM[] {
  if (!exec) return [];
  const R = T.openclaw.runsOn;
  const { scope } = exec;
  const node = scope.runtimeApprovalsSource === "node-runtime";
  const decider = openclawExecDecider(scope);
  const hostPlace =
    decider.by === "host" ? exec.from[decider.field === "security" ? "hostSecurity" : "hostAsk"] : undefined;
  return [
    {
      key: "exec",
      name: R.exec,
      value: node
        ? R.execNode
        : R.execValue(scope.mode.effective, scope.security.effective, scope.ask.effective, scope.askFallback.effective),
      why: hostPlace
        ? R.execFromHost(formatPath(hostPlace))
        : scope.mode.requestedSource === "derived from OpenClaw default (full) and OpenClaw default (off)"
          ? R.execDefault
          : R.execFrom(scope.mode.requestedSource),
    },
  ];
}

/** The sandbox line of a card: off, or which sessions, in what, with what access; and where the mode came from. */
function sandboxField(sandbox: OpenClawAgentSandbox | undefined): OpenClawFieldVM[] {
  if (!sandbox) return [];
  const R = T.openclaw.runsOn;
  const modeFrom = sandbox.from.mode;
  return [
    {
      key: "sandbox",
      name: R.sandbox,
      value:
        sandbox.mode === "off"
          ? R.sandboxOff
          : R.sandboxOn(sandbox.mode, sandbox.scope, sandbox.workspaceAccess, sandbox.backend),
      why: !modeFrom ? R.sandboxDefault : modeFrom[1] === "defaults" ? R.sandboxFromDefaults : R.sandboxFromAgent,
    },
  ];
}

/** The model an agent resolves to and its fallbacks, as the card lists them. */
function runsOnFields(
  models: OpenClawAgentModels | undefined,
  skills: OpenClawAgentSkills | undefined,
): OpenClawFieldVM[] {
  const R = T.openclaw.runsOn;
  const skillField: OpenClawFieldVM[] = skills
    ? [
        {
          key: "skills",
          name: R.skills,
          value: skills.agentSkillFilter
            ? R.someSkills(skills.passes, skills.shipped.length)
            : R.allSkills(skills.shipped.length),
          why:
            skills.source === "agent"
              ? R.skillsFromAgent
              : skills.source === "defaults"
                ? R.skillsFromDefaults
                : R.noFilter,
        },
      ]
    : [];
  if (!models) return skillField;
  const fromAgent = models.modelConfig.fallbacksSource === "agent";
  return [
    // "Resolves to" only where it says more than the Model line above it (an alias, a provider added, none set).
    ...(models.from.defaultModel && models.defaultModel === models.resolvedDefault
      ? []
      : [{ key: "resolvedDefault" as const, name: R.resolves, value: models.resolvedDefault, why: undefined }]),
    {
      key: "fallbacks",
      name: R.fallbacks,
      value: models.fallbacks.length ? models.fallbacks.map(String).join(", ") : R.none,
      why: fromAgent && models.fallbacks.length === 0 ? R.dropped : fromAgent ? R.fromAgent : R.fromDefaults,
    },
    // The models it may switch to, where a policy or the legacy models map limits them.
    ...(models.allowed.length
      ? [{ key: "allowed" as const, name: R.allowed, value: models.allowed.join(", "), why: undefined }]
      : []),
    ...(models.utilityModel
      ? [
          {
            key: "utility" as const,
            name: R.utility,
            value: models.utilityModel.ref ?? R.none,
            why: R.utilitySource[models.utilityModel.source],
          },
        ]
      : []),
    ...skillField,
  ];
}

/**
 * Which page of the agents to draw: the one that holds the entry `focus` names (its key or list index), else the one
 * from `from`; and where each agent's entry is.
 */
export interface AgentsPage {
  readonly from: number;
  readonly focus?: string | number;
  readonly entryOf: (id: string) => string | number | null;
}

/** One agent's card: its values as agents list prints them, the rule behind each, and what it runs on. */
function card(a: OpenClawAgent, known: AgentFacts | undefined, entry: string | number | null): OpenClawAgentVM {
  const values = Object.fromEntries(OPENCLAW_AGENT_FIELDS.map((f) => [f.name, f.value(a)]));
  return {
    ...(values as OpenClawAgentValues),
    id: a.id,
    entry,
    isDefault: a.isDefault,
    name: a.identityName ?? a.name,
    why: known?.why ?? {},
    fields: shownOpenClawFields(a).map(({ field, value }) => ({
      key: field.name,
      name: T.openclaw.fields[field.name],
      value: fieldText(field.kind, value, T.agents.values),
      why: known?.fields[field.name],
    })),
    target: known?.target,
    runsOn: [
      ...runsOnFields(known?.models, known?.skills),
      ...sandboxField(known?.sandbox),
      ...toolsField(known?.tools),
      ...execField(known?.exec),
    ],
  };
}

export function openclawAgentsVM(
  answer: OpenClawAnswer,
  env: OpenClawEnvironment,
  /** What the card of a listed agent says beyond its row (asked for the cards drawn alone). */
  facts: (agent: OpenClawAgent) => AgentFacts | undefined,
  cleanup: CleanupVM | undefined,
  calls: readonly OpenClawCallVM[] = [],
  matrix?: ToolMatrixVM,
  coverage?: CoverageLineVM,
  callsTotal: number = calls.length,
  messages: readonly OpenClawMessageVM[] = [],
  messagesTotal: number = messages.length,
  spawns: readonly OpenClawSpawnVM[] = [],
  spawnsTotal: number = spawns.length,
  routing?: CoverageLineVM,
  page: AgentsPage = { from: 0, entryOf: () => null },
  /** The cards of earlier answers (a card of the same agent row, facts and entry is the one made before). */
  cards?: MadeFrom<OpenClawAgentVM>,
): OpenClawAgentsVM {
  const { verdict, agents: listed } = answer;
  const total = listed?.length ?? 0;
  const at = page.focus === undefined || !listed ? -1 : listed.findIndex((a) => page.entryOf(a.id) === page.focus);
  const asked = at >= 0 ? at : Number.isFinite(page.from) ? page.from : 0;
  const from = Math.min(pageStart(Math.max(0, asked)), pageStart(Math.max(0, total - 1)));
  const agents = listed?.slice(from, from + AGENT_CARDS_PER_PAGE);
  return {
    profile: answer.profile,
    valid: verdict.valid,
    readsFrom: verdict.path,
    documentRead: answer.documentRead,
    machine: T.openclaw.machine(env.home, env.cwd),
    verdict: verdict.valid
      ? T.openclaw.accepted(T.profiles[answer.profile])
      : T.openclaw.rejected(T.profiles[answer.profile], verdict.issues.length),
    agents:
      agents?.map((a) => {
        const known = facts(a);
        const entry = page.entryOf(a.id);
        return cards ? cards.get(a.id, [a, known, entry], () => card(a, known, entry)) : card(a, known, entry);
      }) ?? null,
    agentsFrom: from,
    agentsTotal: total,
    listed: agents ?? [],
    cleanup,
    calls,
    callsMore: callsTotal - calls.length,
    matrix,
    coverage,
    messages,
    messagesMore: messagesTotal - messages.length,
    spawns,
    spawnsMore: spawnsTotal - spawns.length,
    routing,
  };
}
