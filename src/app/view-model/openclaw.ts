/**
 * The OpenClaw profiles' panels: the agents as `openclaw agents list --json` prints them (each field with the rule
 * that gave it), the verdict of `openclaw config validate`, and where the CLI reads its config on the simulated
 * machine. Built from the core's answer; the words are the page's (texts.ts).
 */
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
  type OpenClawAnswer,
  type OpenClawEnvironment,
  type OpenClawProfileId,
} from "../../core/index";
import { T } from "../texts";
import type { AnswerAttributes } from "./agents";
import { answerAttribute, dataName, type Target } from "./common";

/** One field of an agent's card, in the order of the core's table (core/openclaw/fields.ts). */
export interface OpenClawFieldVM {
  readonly key: OpenClawAgentFieldName | "resolvedDefault" | "fallbacks" | "skills" | "sandbox" | "exec";
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
  /** Null when the CLI refuses to list agents (it rejects the config). */
  readonly agents: readonly OpenClawAgentVM[] | null;
  /** `openclaw agents list --json`'s output for these agents, as the CLI prints it. */
  readonly json: string;
  /** "Clean up for <release>": the keys it refuses as unknown, removed in one change (none: nothing to clean). */
  readonly cleanup: CleanupVM | undefined;
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

/** The values a script reads (data-*), one per field of the table, as `agents list --json` gives them. */
export const openclawAttributes = (agent: OpenClawAgentVM): AnswerAttributes =>
  Object.fromEntries(OPENCLAW_AGENT_FIELDS.map((f) => [dataName(f.name), answerAttribute(f.kind, agent[f.name])]));

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
    ...skillField,
  ];
}

export function openclawAgentsVM(
  answer: OpenClawAnswer,
  env: OpenClawEnvironment,
  facts: (id: string) => AgentFacts | undefined,
  cleanup: CleanupVM | undefined,
): OpenClawAgentsVM {
  const { verdict, agents } = answer;
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
        const known = facts(a.id);
        const values = Object.fromEntries(OPENCLAW_AGENT_FIELDS.map((f) => [f.name, f.value(a)]));
        return {
          ...(values as OpenClawAgentValues),
          id: a.id,
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
            ...execField(known?.exec),
          ],
        };
      }) ?? null,
    json: JSON.stringify(agents ?? [], null, 2),
    cleanup,
  };
}
