import { describe, expect, it } from "vitest";
import { readModelCatalog, readToolCatalog, reasonText } from "../../src/core/index";
import {
  calledByModel,
  callerToolsOf,
  type CatalogModel,
  choosableTools,
  clampThinkingLevel,
  CODEMODE_TOOL,
  isChoiceReason,
  mainCallerTools,
  resolveChoice,
  type ResolvedChoice,
  resolveTools,
  stillGiven,
  supportedThinkingLevels,
  type ToolChoice,
} from "../../src/core/testing";

const catalog = readToolCatalog({
  tools: [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "bash", class: "execute" },
    { name: "team", class: "delegate", scope: "main" },
    { name: "report", class: "delegate", scope: "subagent" },
    { name: "codemode", class: "execute" },
    { name: "mcp_search", class: "network", callers: ["script"], deferred: true },
    { name: "terminal", class: "execute", callers: ["script"], scope: "main" },
    { name: "web_fetch", class: "network", deferred: true },
    { name: "both", class: "read", callers: ["model", "script"] },
  ],
});
const main = mainCallerTools(catalog);
const names = (xs: readonly { name: string }[]) => xs.map((t) => t.name);

describe("the main agent's tools from the catalog", () => {
  it("splits model-called, deferred and script-only tools", () => {
    expect(names(main.tools)).toEqual(["read", "edit", "bash", "team", "report", "codemode", "both"]);
    expect(names(main.deferred)).toEqual(["web_fetch"]);
    expect(names(main.callable)).toEqual(["mcp_search", "terminal"]);
  });

  it.each([
    ["read", true],
    ["mcp_search", false],
    ["both", true],
  ])("calledByModel(%s) is %s", (name, expected) => expect(calledByModel(catalog.get(name)!)).toBe(expected));

  it("offers only model-called tools of scope any for choosing", () => {
    expect(names(choosableTools(main))).toEqual(["read", "edit", "bash", "codemode", "both", "web_fetch"]);
  });
});

describe("resolveTools", () => {
  it("gives a new subagent every choosable tool and its subagent-scope ones, loaded", () => {
    const r = resolveTools(main, undefined, [], "subagent");
    if (isChoiceReason(r)) throw new Error(r.kind);
    expect(r.chosen).toEqual(["read", "edit", "bash", "codemode", "both", "web_fetch"]);
    // codemode is among them, so the script-only tools come along (except scope main ones)
    expect(names(r.tools)).toEqual(["read", "edit", "bash", "codemode", "both", "web_fetch", "mcp_search", "report"]);
    expect(names(r.loaded)).toEqual(["report"]);
  });

  it("gives a one-shot agent no subagent-scope tools", () => {
    const r = resolveTools(main, ["read"], [], "one-shot");
    expect(!isChoiceReason(r) && names(r.tools)).toEqual(["read"]);
  });

  it("brings script-only tools with code mode, and not without", () => {
    const withCode = resolveTools(main, ["read", CODEMODE_TOOL], [], "one-shot");
    const without = resolveTools(main, ["read"], [], "one-shot");
    expect(!isChoiceReason(withCode) && names(withCode.tools)).toEqual(["read", "codemode", "mcp_search"]);
    expect(!isChoiceReason(without) && names(without.tools)).toEqual(["read"]);
  });

  it("keeps deferred tools deferred unless loaded", () => {
    const deferred = resolveTools(main, ["web_fetch"], [], "subagent");
    const loaded = resolveTools(main, ["web_fetch"], ["web_fetch"], "subagent");
    expect(!isChoiceReason(deferred) && names(deferred.loaded)).toEqual(["report"]);
    expect(!isChoiceReason(loaded) && names(loaded.loaded)).toEqual(["report", "web_fetch"]);
  });

  it("keeps the order given, each once", () => {
    const r = resolveTools(main, ["bash", "read", "bash"], [], "one-shot");
    expect(!isChoiceReason(r) && r.chosen).toEqual(["bash", "read"]);
  });

  it("names the tools that may not be chosen, and the ones that may", () => {
    const r = resolveTools(main, ["read", "team", "mcp_search", "nope"], [], "subagent");
    expect(r).toMatchObject({ kind: "unknown-tools", unknown: ["team", "mcp_search", "nope"] });
    expect(isChoiceReason(r) && reasonText(r)).toBe(
      "Unknown tools: team, mcp_search, nope. Choose from your own tools: read, edit, bash, codemode, both, web_fetch.",
    );
  });

  it("passes a subagent's tools on to its own subagents", () => {
    const r = resolveTools(main, ["read", "web_fetch"], [], "subagent") as ToolChoice;
    const caller = callerToolsOf(r);
    expect(names(choosableTools(caller))).toEqual(["read", "web_fetch"]);
    const nested = resolveTools(caller, undefined, [], "subagent");
    expect(!isChoiceReason(nested) && names(nested.tools)).toEqual(["read", "web_fetch", "report"]);
  });

  it("stillGiven keeps the recorded tools the caller can still give", () => {
    expect(stillGiven(main, { model: "a/b", thinkingLevel: "low", tools: ["read", "team", "gone"] })).toEqual(["read"]);
    expect(stillGiven(main, undefined)).toBeUndefined();
  });
});

describe("clampThinkingLevel", () => {
  const plain: Pick<CatalogModel, "reasoning" | "thinkingLevelMap"> = { reasoning: false, thinkingLevelMap: undefined };
  const reasoning = { reasoning: true, thinkingLevelMap: undefined };
  const xhigh = { reasoning: true, thinkingLevelMap: { xhigh: "32k", max: null } };
  const sparse = {
    reasoning: true,
    thinkingLevelMap: { off: null, minimal: null, low: null, medium: null, high: "default", max: "max" },
  };

  it.each([
    [plain, "high", "off"],
    [plain, "off", "off"],
    [reasoning, "off", "off"],
    [reasoning, "medium", "medium"],
    [reasoning, "xhigh", "high"],
    [reasoning, "max", "high"],
    [xhigh, "xhigh", "xhigh"],
    [xhigh, "max", "xhigh"],
    [sparse, "off", "high"],
    [sparse, "low", "high"],
    [sparse, "xhigh", "max"],
    [sparse, "max", "max"],
    [reasoning, "huge", "off"],
    [sparse, "huge", "high"],
  ])("%j at %s runs at %s", (model, level, expected) => expect(clampThinkingLevel(model, level)).toBe(expected));

  it("moves downward when nothing above is supported", () => {
    expect(clampThinkingLevel({ reasoning: true, thinkingLevelMap: { high: null } }, "high")).toBe("medium");
  });

  it("lists what a model supports", () => {
    expect(supportedThinkingLevels(xhigh)).toEqual(["off", "minimal", "low", "medium", "high", "xhigh"]);
    expect(supportedThinkingLevels(plain)).toEqual(["off"]);
  });
});

describe("resolveChoice", () => {
  const models = readModelCatalog({
    models: [
      { provider: "anthropic", id: "claude-sonnet", reasoning: true },
      { provider: "anthropic", id: "claude-haiku", reasoning: false },
    ],
  });
  const own = { model: "anthropic/claude-sonnet", thinkingLevel: "medium", tools: main };

  it("gives a new agent the caller's model, thinking level and tools", () => {
    const r = resolveChoice(models, own, {}, undefined, "subagent") as ResolvedChoice;
    expect(r).toMatchObject({
      model: "anthropic/claude-sonnet",
      thinkingLevel: "medium",
      requestedThinkingLevel: "medium",
    });
    expect(r.chosen).toEqual(["read", "edit", "bash", "codemode", "both", "web_fetch"]);
  });

  it("clamps the level to the chosen model", () => {
    const r = resolveChoice(
      models,
      own,
      { model: "anthropic/claude-haiku", thinkingLevel: "high" },
      undefined,
      "subagent",
    ) as ResolvedChoice;
    expect(r).toMatchObject({ thinkingLevel: "off", requestedThinkingLevel: "high" });
  });

  it("keeps a current agent's model, level and still-given tools", () => {
    const current = { model: "anthropic/claude-haiku", thinkingLevel: "low", tools: ["bash", "team"] };
    const r = resolveChoice(models, own, {}, current, "subagent") as ResolvedChoice;
    expect(r).toMatchObject({ model: "anthropic/claude-haiku", requestedThinkingLevel: "low", chosen: ["bash"] });
  });

  it.each([
    [
      { model: "anthropic/claude-nope" },
      own,
      "Unknown model anthropic/claude-nope. Use the subagent tool's models action to list them.",
    ],
    [{ model: "no-slash" }, own, "Unknown model no-slash. Use the subagent tool's models action to list them."],
    [{}, { ...own, model: undefined }, "Unknown model (none). Use the subagent tool's models action to list them."],
    [{ thinkingLevel: "huge" }, own, "Invalid thinkingLevel huge."],
    [{ tools: ["team"] }, own, /^Unknown tools: team\. Choose from your own tools: read, edit/],
  ])("refuses %j with the seed's text", (choice, caller, text) => {
    const r = resolveChoice(models, caller, choice, undefined, "subagent");
    if (!isChoiceReason(r)) throw new Error("expected a refusal");
    if (typeof text === "string") expect(reasonText(r)).toBe(text);
    else expect(reasonText(r)).toMatch(text);
  });
});
