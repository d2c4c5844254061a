/**
 * "Add a call that uses it": for an uncovered item, the scenarios entry that would exercise it (a call, a session,
 * a skill test), or why none is offered. The entry's text is the item's pattern made concrete (concreteText).
 */
import type { Analysis } from "../analysis";
import type { CatalogTool } from "../catalog";
import { isMode, matchWildcard, modeRank } from "../permission";
import { matchSkill, type HarnessProfile } from "../scope";
import { LEAD, type TeamSetting } from "../team";
import type { Mode, ToolClass } from "../vocabulary";
import type { CoverageAddition, CoverageEntry, CoverageItem, NoAdditionReason } from "./items";

/** What a star stands for in a text made from a pattern. */
const FILLER = "example";

/**
 * A text the wildcard pattern matches: a trailing `" *"` dropped (the pattern matches the text before it), each
 * other `*` made "example" and each `?` "x". Undefined when that text does not match (never, in practice).
 */
export function concreteText(pattern: string): string | undefined {
  const base = pattern.endsWith(" *") ? pattern.slice(0, -2) : pattern;
  const text = base.replaceAll("*", FILLER).replaceAll("?", "x");
  return matchWildcard(pattern, text) ? text : undefined;
}

/** A skill name a skills pattern matches: the pattern itself, or its prefix with "example" for a trailing star. */
export function concreteSkill(pattern: string, profile: HarnessProfile): string | undefined {
  const candidates = pattern.endsWith("*") ? [pattern.slice(0, -1) + FILLER, pattern] : [pattern];
  return candidates.find((c) => matchSkill(c, [pattern], profile) !== undefined);
}

type Add = NonNullable<CoverageEntry["add"]>;
const no = (reason: NoAdditionReason): Add => ({ ok: false, reason });
const yes = (addition: CoverageAddition): Add => ({ ok: true, addition });

/** The first catalog tool (with a known class) whose permission key the wildcard `permission` matches. */
function toolFor(tools: Iterable<CatalogTool>, permission: string): CatalogTool | undefined {
  for (const t of tools) if (t.class && matchWildcard(permission, t.permission)) return t;
  return undefined;
}

/**
 * What the additions of one coverage look up again and again, made once: the catalog tool for each permission
 * pattern asked (100,000 rules and 10,000 tools are not 10^9 matches), the subagents by name.
 */
export class AdditionLookups {
  private readonly tools = new Map<string, CatalogTool | undefined>();
  readonly subagents: ReadonlyMap<string, Analysis["simulation"]["subagents"][number]>;
  constructor(
    readonly setting: TeamSetting,
    readonly analysis: Analysis,
    readonly profile: HarnessProfile,
  ) {
    const subs = new Map<string, Analysis["simulation"]["subagents"][number]>();
    for (const s of analysis.simulation.subagents) if (!subs.has(s.name)) subs.set(s.name, s);
    this.subagents = subs;
  }
  toolFor(permission: string): CatalogTool | undefined {
    if (!this.tools.has(permission)) this.tools.set(permission, toolFor(this.setting.tools.values(), permission));
    return this.tools.get(permission);
  }
}

/** A call of the main agent that the main mode evaluates: the tool for `permission` and the text for `pattern`. */
function leadCall(look: AdditionLookups, permission: string, pattern: string): Add {
  const setting = look.setting;
  if (!isMode(setting.mainMode)) return no({ kind: "main-mode-unknown", mode: setting.mainMode });
  const tool = look.toolFor(permission);
  if (!tool) return no({ kind: "no-tool", permission });
  const text = concreteText(pattern);
  if (text === undefined) return no({ kind: "no-text", pattern });
  return yes({ list: "calls", entry: { agent: LEAD, tool: tool.name, pattern: text } });
}

export function additionFor(item: CoverageItem, look: AdditionLookups): Add {
  const { setting, analysis, profile } = look;
  switch (item.kind) {
    case "rule":
      return leadCall(look, item.permission, item.pattern);
    case "approval": {
      const given = modeRank(item.grantedIn);
      if (isMode(setting.mainMode) && (given < 0 || modeRank(setting.mainMode) > given))
        return no({ kind: "approval-not-in-mode", grantedIn: item.grantedIn, mode: setting.mainMode });
      return leadCall(look, item.permission, item.pattern);
    }
    case "grant": {
      const sub = look.subagents.get(item.agent);
      if (!sub?.outcome.ok || !sub.choice?.ok) return no({ kind: "agent-not-created", agent: item.agent });
      const given = new Set(sub.choice.tools);
      const tools = [...setting.tools.values()].filter((t) => given.has(t.name));
      // The grant's own tool first, then any tool it was given with a matching permission key.
      const own = tools.find((t) => t.name === item.tool && t.class && matchWildcard(item.permission, t.permission));
      const tool = own ?? toolFor(tools, item.permission);
      if (!tool) return no({ kind: "tool-not-given", agent: item.agent, permission: item.permission });
      const text = concreteText(item.pattern);
      if (text === undefined) return no({ kind: "no-text", pattern: item.pattern });
      return yes({ list: "calls", entry: { agent: item.agent, tool: tool.name, pattern: text } });
    }
    case "agent":
      return item.reachable
        ? yes({ list: "sessions", entry: { key: `agent:${item.id}:main` } })
        : no({ kind: "agent-unreachable", id: item.id });
    case "skill-pattern": {
      const skill = concreteSkill(item.pattern, profile);
      return skill === undefined
        ? no({ kind: "no-text", pattern: item.pattern })
        : yes({ list: "skills", entry: { agent: item.agent, skill } });
    }
    case "mode-entry":
      return modeEntryCall(setting, analysis, item.mode, item.toolClass);
  }
}

/** A call evaluated in `mode` with a tool of `toolClass`: the main agent's in its mode, else a subagent's in its own. */
function modeEntryCall(setting: TeamSetting, analysis: Analysis, mode: Mode, toolClass: ToolClass): Add {
  const tools = [...setting.tools.values()];
  const ofClass = tools.filter((t) => t.class === toolClass);
  if (!ofClass.length) return no({ kind: "no-tool-of-class", toolClass });
  const entry = (agent: string, tool: string) => yes({ list: "calls", entry: { agent, tool, pattern: FILLER } });
  if (setting.mainMode === mode) return entry(LEAD, ofClass[0]!.name);
  for (const sub of analysis.simulation.subagents) {
    if (!sub.outcome.ok || sub.outcome.mode !== mode || !sub.choice?.ok) continue;
    const given = sub.choice.tools;
    const tool = ofClass.find((t) => given.includes(t.name));
    if (tool) return entry(sub.name, tool.name);
  }
  return no({ kind: "no-agent-in-mode", mode, toolClass });
}
