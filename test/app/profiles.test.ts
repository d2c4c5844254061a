import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
/**
 * The profile on the page: detected from the config unless chosen; an OpenClaw profile's views are OpenClaw's
 * (its agents, its verdict as the editor's diagnostics, the upgrade preview for a legacy roster), never
 * SophiaClaw's; the choice travels with the texts (autosave, snapshots, links).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Studio } from "../../src/app/analysis/studio";
import { openclawPart } from "../../src/app/analysis/openclawStudio";
import { memorySnapshotDb, memoryStorage } from "../../src/app/platform";
import { makeLink, readLink } from "../../src/app/share/fragment";
import { createDocumentStore } from "../../src/app/state/documents";
import { createSnapshotStore, docsOfSnapshot } from "../../src/app/state/snapshots";
import { testAnalyzer, testLimits } from "../limits";

const example = (slug: string) => ({
  config: readFileSync(`public/examples/${slug}.config.jsonc`, "utf8"),
  scenarios: readFileSync(`public/examples/${slug}.scenarios.json`, "utf8"),
});
const FLEET = example("openclaw-fleet");
const LEGACY = example("openclaw-legacy");
const STARTER = example("starter");
const update = (texts: Parameters<Studio["update"]>[0]) =>
  new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(texts, testLimits());
const agentIds = (views: ReturnType<typeof update>) =>
  views.panels.openclaw?.ok ? views.panels.openclaw.vm.agents?.map((a) => a.id) : undefined;

describe("the profile the answers follow", () => {
  it.each([
    ["the starter", STARTER, "sophiaclaw"],
    ["an agents.entries roster", FLEET, "openclaw-2026.9"],
    ["a legacy list that OpenClaw 2026.7 last wrote", LEGACY, "openclaw-2026.7"],
  ])("is detected for %s", (_what, texts, profile) => {
    const views = update(texts);
    expect(views.profile).toMatchObject({ id: profile, chosen: false, detected: profile });
    expect(views.profile.detectedBy).not.toBe("");
  });

  it("is the one chosen, whatever the config says", () => {
    const views = update({ ...FLEET, profile: "openclaw-2026.7" });
    expect(views.profile).toMatchObject({ id: "openclaw-2026.7", chosen: true, detected: "openclaw-2026.9" });
    // 2026.7 has no agents.entries: it rejects the key and lists nothing.
    expect(views.panels.openclaw?.ok && views.panels.openclaw.vm.valid).toBe(false);
  });
});

describe("an OpenClaw profile's views", () => {
  it("list the agents as the CLI does, and none of SophiaClaw's panels", () => {
    const views = update(FLEET);
    expect(agentIds(views)).toEqual(["main", "legal", "research"]);
    expect(views.panels.agents).toBeUndefined();
    expect(views.panels.session).toBeUndefined();
    expect(views.panels.coverage).toBeUndefined();
    expect(views.panels.upgrade).toBeUndefined();
    const research = views.panels.openclaw?.ok ? views.panels.openclaw.vm.agents?.[2] : undefined;
    expect(research).toMatchObject({ agentDir: "/srv/research/agent", workspace: "/home/ada/work/research" });
  });

  it("answer the scenarios' calls: the verdict, the layer that decided it, the expectation and the pin", () => {
    const views = update(FLEET);
    const calls = views.panels.openclaw?.ok ? views.panels.openclaw.vm.calls : [];
    expect(calls.map((c) => [c.title, c.answer, c.why])).toEqual([
      [
        "legal · exec git status · main session",
        "run",
        "exec is allowed; the command runs (security full, ask off, by the config's exec policy).",
      ],
      ["research · gateway · a sub-agent", "refused", "gateway is refused by subagent tools.allow (its deny list)."],
    ]);
    expect(views.expectations).toEqual([{ path: ["calls", 0, "expect"], met: true, expected: "run", actual: "run" }]);
    // What they exercise: two of the three agents (main is named by no call); the config lists no tool policy.
    const coverage = views.panels.openclaw?.ok ? views.panels.openclaw.vm.coverage : undefined;
    expect(coverage?.summary).toBe("The calls exercise 2 of 3 agents (the config lists no tool-policy entries).");
    expect(coverage?.untested).toEqual([
      { label: "agent main", target: { doc: "config", path: ["agents", "entries", "main"] } },
    ]);
    expect(views.pins).toEqual([
      { subject: "call", index: 0, value: "run" },
      { subject: "call", index: 1, value: "refused" },
    ]);
    // An expectation not met, and a call by an agent not listed: findings at the call, in the scenarios.
    const wrong = update({
      ...FLEET,
      scenarios: FLEET.scenarios.replace('"expect": "run"', '"expect": "refused"').replace('"research"', '"ghost"'),
    });
    expect(wrong.diagnostics.filter((d) => d.doc === "scenarios").map((d) => [d.code, d.path])).toEqual([
      ["OC302", ["calls", 0, "expect"]],
      ["OC301", ["calls", 1, "agent"]],
    ]);
  });

  it("draw the matrix in OpenClaw's terms: every agent by every tool group, per kind of session", () => {
    const views = update(FLEET);
    const matrix = views.panels.openclaw?.ok ? views.panels.openclaw.vm.matrix : undefined;
    expect(matrix?.groups.map((g) => g.short)).toEqual([
      "fs",
      "runtime",
      "web",
      "memory",
      "sessions",
      "ui",
      "messaging",
      "automation",
      "nodes",
      "agents",
      "media",
    ]);
    expect(matrix?.rows.map((r) => r.agent)).toEqual(["main", "legal", "research"]);
    const legal = matrix!.rows[1]!;
    expect(legal.cells.main.map((c) => c.text)).toEqual(Array(11).fill("all"));
    // A sub-agent is refused what 2026.9 keeps from every sub-agent: automations, gateway, openclaw.
    const automation = legal.cells.subagent[7]!;
    expect([automation.group, automation.text]).toEqual(["group:automation", "2 of 5"]);
    expect(automation.tools.filter((t) => !t.allowed).map((t) => [t.tool, t.why])).toEqual([
      ["automations", "denied by subagent tools.allow"],
      ["gateway", "denied by subagent tools.allow"],
      ["openclaw", "denied by subagent tools.allow"],
    ]);
  });

  it("draw the first calls of scenarios that hold thousands, and the first findings of each code", () => {
    const calls = Array.from({ length: 5000 }, (_, i) => ({
      agent: i % 2 ? "legal" : "ghost",
      tool: "read",
      expect: "refused",
    }));
    const views = update({ ...FLEET, scenarios: JSON.stringify({ calls }) });
    const vm = views.panels.openclaw?.ok ? views.panels.openclaw.vm : undefined;
    expect([vm?.calls.length, vm?.callsMore]).toEqual([100, 4900]);
    const counts = new Map<string, number>();
    for (const d of views.diagnostics.filter((x) => x.doc === "scenarios"))
      counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
    // 100 of each code, then one note counting the rest.
    expect(Object.fromEntries(counts)).toEqual({ OC301: 100, OC302: 100, SC305: 2 });
  });

  it("read the host's exec approvals from the scenarios: stricter there, an exec call is refused, and says by whom", () => {
    const scenarios = JSON.parse(FLEET.scenarios) as Record<string, unknown>;
    const withApprovals = (approvals: unknown) =>
      update({ ...FLEET, scenarios: JSON.stringify({ ...scenarios, approvals }) });
    const byHost = withApprovals({ version: 1, agents: { legal: { security: "deny" } } });
    const calls = byHost.panels.openclaw?.ok ? byHost.panels.openclaw.vm.calls : [];
    expect([calls[0]?.answer, calls[0]?.why]).toEqual([
      "refused",
      "exec is allowed; the command is refused (security deny, ask off, by the host's exec approvals).",
    ]);
    // The agent's card says the same, and the expectation written beside the call fails where it is.
    const legal = byHost.panels.openclaw?.ok
      ? byHost.panels.openclaw.vm.agents?.find((a) => a.id === "legal")
      : undefined;
    expect(legal?.runsOn.find((f) => f.key === "exec")?.value).toMatch(/^refuses every command/);
    expect(byHost.expectations).toEqual([
      { path: ["calls", 0, "expect"], met: false, expected: "run", actual: "refused" },
    ]);
    // The document as the file's own text reads the same.
    const asText = withApprovals(JSON.stringify({ version: 1, agents: { legal: { security: "deny" } } }));
    expect(asText.expectations).toEqual(byHost.expectations);
  });

  it("give OpenClaw's rejection as a diagnostic at the key that collides", () => {
    const collide = { ...FLEET, config: FLEET.config.replace('"research": {', '"Legal": {') };
    const views = update(collide);
    expect(agentIds(views)).toBeUndefined();
    const collision = views.diagnostics.find((d) => d.data?.kind === "openclaw");
    expect(collision?.severity).toBe("error");
    expect(collision?.path).toEqual(["agents", "entries", "Legal"]);
    // Underlined at the key that collides: the second one written, not the first.
    const { offset, length } = collision!.span;
    expect(collide.config.slice(offset, offset + length)).toBe('"Legal"');
    expect(offset).toBeGreaterThan(collide.config.indexOf('"legal"'));
    expect(views.panels.problems.ok && views.panels.problems.vm.problems.map((p) => p.code)).toContain(collision!.code);
  });

  it("list what an edit changed in OpenClaw's answers against the baseline", () => {
    const edited = { ...FLEET, config: FLEET.config.replace('"~/legal"', '"~/law"') };
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(edited, testLimits(), FLEET);
    const changes = views.panels.changes;
    expect(
      changes?.ok && changes.vm.groups.flatMap((g) => g.changes.map((c) => [c.title, c.before?.value, c.after?.value])),
    ).toEqual([["legal workspace", "/home/ada/legal", "/home/ada/law"]]);
    const target = changes?.ok ? changes.vm.groups[0]?.changes[0]?.target : undefined;
    expect(target).toEqual({ doc: "config", path: ["agents", "entries", "legal"] });
    const same = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(FLEET, testLimits(), FLEET).panels
      .changes;
    expect(same?.ok && same.vm.total).toBe(0);
  });

  it("list the calls whose verdict an edit changed, under Calls", () => {
    const edited = {
      ...FLEET,
      config: FLEET.config.replace(
        '"model": "anthropic/claude-opus-4-1" }',
        '"model": "anthropic/claude-opus-4-1", "tools": { "deny": ["exec"] } }',
      ),
    };
    const views = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS)).update(edited, testLimits(), FLEET);
    const changes = views.panels.changes;
    const calls = changes?.ok ? changes.vm.groups.find((g) => g.group === "call") : undefined;
    expect(calls?.changes.map((c) => [c.title, c.before?.value, c.after?.value])).toEqual([
      ["1: legal · exec git status · main session", "runs", "refused"],
    ]);
  });

  it("keep the last agents listed, marked stale, while the config does not parse", () => {
    const studio = new Studio(testAnalyzer(), openclawPart(OPENCLAW_SCHEMAS));
    studio.update(FLEET, testLimits());
    const broken = studio.update({ ...FLEET, config: FLEET.config.replace('"main": {', '"main" {') }, testLimits());
    expect(broken.stale.config).toBe(true);
    expect(broken.staleNote).toBeDefined();
    expect(broken.panels.openclaw?.ok && broken.panels.openclaw.vm.agents?.length).toBe(3);
    expect(broken.diagnostics.some((d) => d.severity === "error")).toBe(true);
  });

  it("preview the upgrade of a legacy roster, with a conversion that keeps every agent's answers", () => {
    const views = update(LEGACY);
    const upgrade = views.panels.upgrade;
    expect(upgrade?.ok).toBe(true);
    if (!upgrade?.ok) return;
    expect(upgrade.vm.changes.length).toBeGreaterThan(0);
    const conversion = upgrade.vm.conversion;
    expect(conversion?.ok).toBe(true);
    if (!conversion?.ok) return;
    expect(conversion.mapping.map((m) => m.kind)).toEqual(["kept", "renamed", "merged", "kept"]);
    expect(conversion.remaining).toEqual([]);
    let converted = LEGACY.config;
    for (const e of [...conversion.edits].sort((a, b) => b.offset - a.offset))
      converted = converted.slice(0, e.offset) + e.text + converted.slice(e.offset + e.length);
    const after = update({ ...LEGACY, config: converted });
    expect(after.profile.id).toBe("openclaw-2026.9");
    const strip = (v: ReturnType<typeof update>) =>
      v.panels.openclaw?.ok
        ? v.panels.openclaw.vm.agents?.map(({ id, workspace, agentDir, isDefault, model }) => ({
            id,
            workspace,
            agentDir,
            isDefault,
            model,
          }))
        : undefined;
    expect(strip(after)).toEqual(strip(views));
  });
});

describe("the profile chosen travels with the texts", () => {
  it("is saved with the draft and comes back after a reload", () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const store = createDocumentStore({ storage, session, clock: () => 1 });
    store.replace(FLEET);
    store.setProfile("openclaw-2026.7");
    expect(store.get().docs?.profile).toBe("openclaw-2026.7");
    expect(createDocumentStore({ storage, session, clock: () => 2 }).get().docs).toEqual({
      ...FLEET,
      profile: "openclaw-2026.7",
    });
    store.setProfile(undefined);
    expect(createDocumentStore({ storage, session, clock: () => 3 }).get().docs).toEqual(FLEET);
  });

  it("is kept in a snapshot and restored with it", async () => {
    const snapshots = createSnapshotStore({ db: memorySnapshotDb(), clock: () => 5, newId: () => "s1" });
    const taken = await snapshots.take("mine", { ...FLEET, profile: "sophiaclaw" });
    expect(docsOfSnapshot(taken)).toEqual({ ...FLEET, profile: "sophiaclaw" });
    // The same texts read in another profile are another snapshot.
    const other = await snapshots.take("theirs", FLEET);
    expect(other).not.toBe(taken);
  });

  it("travels in a share link; a link without one leaves it to detection", () => {
    const made = makeLink("http://x/", { ...FLEET, profile: "openclaw-2026.7" }, "config");
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const read = readLink({ hash: `#${made.fragment}` });
    expect(read?.ok && read.state.profile).toBe("openclaw-2026.7");
    const plain = makeLink("http://x/", FLEET, "config");
    const readPlain = plain.ok ? readLink({ hash: `#${plain.fragment}` }) : undefined;
    expect(readPlain?.ok && readPlain.state.profile).toBeUndefined();
  });
});

describe("an OpenClaw agent's card: what it runs on, the skills it may use, where its sessions run", () => {
  const config = JSON.stringify({
    meta: { lastTouchedAt: "2026-03-09T15:10:11.305Z" },
    agents: {
      ownership: "explicit",
      defaults: {
        systemAgent: { agentId: "main" },
        model: { primary: "anthropic/claude-sonnet-4-5", fallbacks: ["openai/gpt-5.1"] },
        skills: ["weather", "healthcheck"],
        sandbox: { mode: "non-main" },
      },
      entries: {
        main: {},
        writer: { model: "gpt-5.1-mini", skills: ["summarize"], sandbox: { mode: "all", workspaceAccess: "ro" } },
      },
    },
  });
  const lines = (texts: { config: string; scenarios: string }, id: string) => {
    const views = update(texts);
    const vm = views.panels.openclaw?.ok ? views.panels.openclaw.vm : undefined;
    const agent = vm?.agents?.find((a) => a.id === id);
    return { vm, lines: Object.fromEntries((agent?.runsOn ?? []).map((f) => [f.key, `${f.value} | ${f.why ?? ""}`])) };
  };

  it("a rejected config lists no agents, and its clean-up says what one change leaves", () => {
    const { vm } = lines({ config, scenarios: "{}" }, "writer");
    expect(vm?.agents).toBeNull();
    expect(vm?.cleanup).toMatchObject({
      keys: ["meta.lastTouchedAt"],
      after: "Then OpenClaw 2026.9 accepts the config.",
    });
  });

  it("once clean: each agent's model, fallbacks, skills and sandbox, with where each came from", () => {
    const clean = JSON.stringify({ ...JSON.parse(config), meta: {} });
    const { vm, lines: writer } = lines({ config: clean, scenarios: "{}" }, "writer");
    expect(vm?.cleanup).toBeUndefined();
    expect(writer).toEqual({
      resolvedDefault: "openai/gpt-5.1-mini | ",
      fallbacks: "none | its own model lists none, so the defaults' do not apply",
      skills: "summarize (1 of 53) | its own skills filter",
      sandbox: "every session, in one sandbox for the agent (docker), workspace read-only | its own sandbox settings",
      exec: "runs every command (security full, ask off; no approver: deny) | the built-in default (security full, ask off)",
      tools:
        "16 of 61 core tools: not code_execution, secrets, web_search and 42 more | sandbox tools.allow leaves out 37; sandbox tools.allow denies 8",
      utility: "openai/gpt-5.6-luna | its model provider's",
    });
    const main = lines({ config: clean, scenarios: "{}" }, "main").lines;
    expect(main["fallbacks"]).toBe("openai/gpt-5.1 | agents.defaults.model's");
    expect(main["skills"]).toBe("healthcheck, weather (2 of 57) | agents.defaults.skills");
    expect(main["sandbox"]).toBe(
      "every session but the main one, in one sandbox for the agent (docker), workspace not mounted | agents.defaults.sandbox",
    );
    expect(main["tools"]).toBe("all 61 core tools; in its sandboxed sessions 16 of 61 | no tool policy");
  });

  it("each agent's exec line: what the config asks, and the host's approvals where they are stricter", () => {
    const asked = JSON.parse(config) as {
      meta?: unknown;
      tools?: unknown;
      agents: { entries: Record<string, unknown> };
    };
    delete asked.meta;
    asked.tools = { exec: { security: "allowlist", ask: "on-miss" } };
    asked.agents.entries["writer"] = { tools: { exec: { security: "full" } } };
    const texts = { config: JSON.stringify(asked), scenarios: "{}" };
    expect(lines(texts, "main").lines["exec"]).toBe(
      "runs allowlisted commands, asks for the rest (security allowlist, ask on-miss; no approver: deny) | derived from tools.exec.security and tools.exec.ask",
    );
    expect(lines(texts, "writer").lines["exec"]).toBe(
      "runs every command (security full, ask on-miss; no approver: deny) | derived from agents.entries.writer.tools.exec.security and tools.exec.ask",
    );
  });
});
