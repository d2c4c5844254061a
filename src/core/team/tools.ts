/**
 * Which tools, model and thinking level an agent gets (the seed's tool-choice rules, made synchronous and read over
 * the config's catalogs): a tool registration is a catalog tool, and where it works (`scope`) is the catalog's.
 */
import { parseModelRef, type CatalogModel, type CatalogTool } from "../catalog";
import type { ToolChoiceResult } from "../results";
import { THINKING, clampThinkingLevel } from "./thinking";
import type { ChoiceReason } from "../reasons";

/** A caller's tools: the ones offered to its model, its deferred ones and the ones only scripts call. */
export interface CallerTools {
  readonly tools: readonly CatalogTool[];
  readonly deferred: readonly CatalogTool[];
  readonly callable: readonly CatalogTool[];
}

/** A subagent's model ('provider/modelId'), thinking level and tools, as the tools take them. */
export interface AgentChoice {
  readonly model?: string;
  readonly thinkingLevel?: string;
  readonly tools?: readonly string[];
}

/** What a subagent already has (its registry entry), when the choice changes an existing one. */
export interface Subagent {
  readonly model: string;
  readonly thinkingLevel: string;
  readonly tools: readonly string[];
}

/** Which agent gets the tools: a persistent subagent also gets the `scope: "subagent"` ones. */
export type AgentKind = "subagent" | "one-shot";

/** The tools an agent gets. */
export interface ToolChoice {
  /** The tools it chose (or got by default), by name. */
  readonly chosen: string[];
  /** Every tool it gets: the chosen ones, the script-only ones with code mode, a subagent's `scope: "subagent"` ones. */
  readonly tools: CatalogTool[];
  /** Deferred tools it is offered from the start: the `scope: "subagent"` ones, and deferred ones chosen by name. */
  readonly loaded: CatalogTool[];
}

/** The code mode tool: choosing it brings the tools only scripts call. */
export const CODEMODE_TOOL = "codemode";

/** Whether the model may call `tool` (`callers`); the others are script-only: MCP tools in code mode, `agent`... */
export const calledByModel = (tool: CatalogTool): boolean => tool.callers?.includes("model") ?? true;

/** Every tool the caller has, each once. */
const everyTool = (caller: CallerTools): CatalogTool[] => [
  ...new Map([...caller.tools, ...caller.deferred, ...caller.callable].map((tool) => [tool.name, tool])).values(),
];

/** The main agent's tools, from the catalog: model-called ones offered or deferred, the others script-only. */
export function mainCallerTools(catalog: ReadonlyMap<string, CatalogTool>): CallerTools {
  const all = [...catalog.values()];
  return {
    tools: all.filter((t) => calledByModel(t) && !t.deferred),
    deferred: all.filter((t) => calledByModel(t) && t.deferred),
    callable: all.filter((t) => !calledByModel(t)),
  };
}

/** A subagent's tools as a caller of its own subagents. */
export function callerToolsOf(choice: ToolChoice): CallerTools {
  const loaded = new Set(choice.loaded.map((t) => t.name));
  return {
    tools: choice.tools.filter((t) => calledByModel(t) && (!t.deferred || loaded.has(t.name))),
    deferred: choice.tools.filter((t) => calledByModel(t) && t.deferred && !loaded.has(t.name)),
    callable: choice.tools.filter((t) => !calledByModel(t)),
  };
}

/** The caller's tools an agent may be given: the ones its model calls, except `scope: "main"` and `"subagent"` ones. */
export function choosableTools(caller: CallerTools): CatalogTool[] {
  return everyTool(caller).filter((tool) => calledByModel(tool) && tool.scope === "any");
}

/** `current`'s recorded tools that the caller can still give; undefined for a new agent (all of them). */
export function stillGiven(caller: CallerTools, current: Subagent | undefined): string[] | undefined {
  const choosable = new Set(choosableTools(caller).map((tool) => tool.name));
  return current?.tools.filter((name) => choosable.has(name));
}

/**
 * The tools an agent of `kind` gets from a caller: `names` among its choosable tools (default: all), with code mode
 * the caller's script-only tools, and for a subagent the `scope: "subagent"` ones. Deferred tools stay deferred,
 * except those in `load`. Text names the tools `names` may not choose.
 */
export function resolveTools(
  caller: CallerTools,
  names: readonly string[] | undefined,
  load: readonly string[],
  kind: AgentKind,
): ToolChoice | ChoiceReason {
  const all = everyTool(caller);
  const choosable = choosableTools(caller);
  const unknown = (names ?? []).filter((name) => !choosable.some((tool) => tool.name === name));
  if (unknown.length)
    return {
      kind: "unknown-tools",
      unknown,
      choosable: choosable.map((tool) => tool.name),
    };
  // In the order given, each once.
  const chosen =
    names === undefined
      ? choosable
      : [...new Set(names)].flatMap((name) => choosable.filter((tool) => tool.name === name));
  const scripts = chosen.some((tool) => tool.name === CODEMODE_TOOL)
    ? all.filter((tool) => !calledByModel(tool) && tool.scope !== "main")
    : [];
  const own = kind === "subagent" ? all.filter((tool) => tool.scope === "subagent") : [];
  return {
    chosen: chosen.map((tool) => tool.name),
    tools: [...chosen, ...scripts, ...own],
    loaded: [...own, ...chosen.filter((tool) => tool.deferred && load.includes(tool.name))],
  };
}

/** The caller as resolveChoice reads it: its model reference, thinking level and tools. */
export interface CallerAgent {
  readonly model: string | undefined;
  readonly thinkingLevel: string;
  readonly tools: CallerTools;
}

/** A resolved choice: the model, the thinking level (clamped, and as asked) and the tools. */
export interface ResolvedChoice extends ToolChoice {
  readonly model: string;
  readonly modelEntry: CatalogModel;
  readonly thinkingLevel: string;
  readonly requestedThinkingLevel: string;
}

/**
 * Validates a choice, so a typo changes nothing; an error is returned as text (the seed's). Unset fields keep
 * `current`'s, or for a new agent the caller's model and thinking level and every tool the caller may give.
 */
export function resolveChoice(
  models: ReadonlyMap<string, CatalogModel>,
  own: CallerAgent,
  choice: AgentChoice,
  current: Subagent | undefined,
  kind: AgentKind,
): ResolvedChoice | ChoiceReason {
  const text = choice.model ?? current?.model ?? own.model;
  const ref = text === undefined ? undefined : parseModelRef(text);
  const model = ref ? models.get(`${ref.provider}/${ref.modelId}`) : undefined;
  if (!ref || !model) return { kind: "unknown-model", model: choice.model };
  if (choice.thinkingLevel !== undefined && !THINKING.includes(choice.thinkingLevel))
    return { kind: "invalid-thinking", level: choice.thinkingLevel };
  const requested = choice.thinkingLevel ?? current?.thinkingLevel ?? own.thinkingLevel;
  const tools = resolveTools(own.tools, choice.tools ?? stillGiven(own.tools, current), choice.tools ?? [], kind);
  if (isChoiceReason(tools)) return tools;
  return {
    model: `${ref.provider}/${ref.modelId}`,
    modelEntry: model,
    thinkingLevel: clampThinkingLevel(model, requested),
    requestedThinkingLevel: requested,
    ...tools,
  };
}

/** A resolved choice (or its error) as the Simulation shows it. */
export function toChoiceResult(choice: ResolvedChoice | ChoiceReason): ToolChoiceResult {
  if (isChoiceReason(choice)) return { ok: false, reason: choice };
  return {
    ok: true,
    model: choice.model,
    thinkingLevel: choice.thinkingLevel,
    requestedThinkingLevel: choice.requestedThinkingLevel,
    chosen: choice.chosen,
    tools: choice.tools.map((t) => t.name),
    loaded: choice.loaded.map((t) => t.name),
  };
}

/** Whether resolveTools' or resolveChoice's answer is its refusal. */
export const isChoiceReason = (value: object): value is ChoiceReason => "kind" in value;
