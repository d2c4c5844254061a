// OC213: an allowlist entry of the host's approvals (the scenarios' `approvals`) that can never let a command run,
// for a reason OpenClaw's matching makes certain (each reason pinned by a recorded case in exec-calls.test.ts: a
// pattern is matched against the executable only, a path pattern against a real path, an allow-always entry by its
// hash only), with the quick fix that writes a command line as OpenClaw matches it. And an exec call whose answer
// turns on where the host finds a command says so ("depends") until the scenarios' `executables` tell.
import { describe, expect, it } from "vitest";
import {
  applyTextEdits,
  createFixer,
  OpenClawAnalyzer,
  openclawApprovalsDiagnostics,
  openclawMachine,
  parseDocument,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

const LISTED = ["main", "ops"];

const lintsOf = (allowlist: unknown[], agent = "main") => {
  const text = JSON.stringify({ approvals: { version: 1, agents: { [agent]: { allowlist } } } }, null, 2);
  const diagnostics = openclawApprovalsDiagnostics(parseDocument(text, "scenarios"), LISTED);
  return { text, diagnostics };
};

describe("OC213: allowlist entries that can never match", () => {
  it.each([
    ["a command line as a string", "git status", "command-line"],
    ["a command line with a path", "/usr/bin/git status", "command-line"],
    ["a relative path", "bin/tool", "relative-path"],
    ["an object whose argPattern is no regular expression", { pattern: "git", argPattern: "(" }, "invalid-arg-pattern"],
    ["allow-always without its hash", { pattern: "/usr/bin/git", source: "allow-always" }, "allow-always-unhashed"],
  ])("%s", (_name, entry, why) => {
    const { diagnostics } = lintsOf([entry]);
    expect(diagnostics.map((d) => [d.code, d.path, (d.data as { finding: { why: string } }).finding.why])).toEqual([
      ["OC213", ["approvals", "agents", "main", "allowlist", 0], why],
    ]);
  });

  it.each([
    ["a bare name", "git"],
    ["a path glob", "/usr/bin/*"],
    ["a home path", "~/bin/tool"],
    ["a glob from the start", "**/tool"],
    ["a folder with a space", "/opt/My App/bin/tool"],
    ["an entry with an argPattern", { pattern: "git", argPattern: "^status$" }],
    ["the bare star", "*"],
  ])("not %s", (_name, entry) => {
    expect(lintsOf([entry]).diagnostics).toEqual([]);
  });

  it("an entry under an agent the config does not list, but not under * or the legacy default", () => {
    expect(lintsOf(["git"], "nobody").diagnostics.map((d) => d.path)).toEqual([["approvals", "agents", "nobody"]]);
    expect(lintsOf(["git"], "*").diagnostics).toEqual([]);
    expect(lintsOf(["git"], "default").diagnostics).toEqual([]);
  });

  it.each([
    ["a string", "git status *", { pattern: "git", argPattern: "^status .*$" }],
    [
      "an object keeps its other keys",
      { id: "e1", pattern: "npm run build" },
      { id: "e1", pattern: "npm", argPattern: "^run build$" },
    ],
  ])("the quick fix writes %s as OpenClaw matches it, and nothing else", (_name, entry, want) => {
    const { text, diagnostics } = lintsOf(["/usr/bin/ls", entry]);
    const [fix] = createFixer({ config: "", scenarios: text }).fixesFor(diagnostics[0]!);
    const fixed = applyTextEdits(text, fix!.edits);
    const read = JSON.parse(fixed) as { approvals: { agents: { main: { allowlist: unknown[] } } } };
    expect(read.approvals.agents.main.allowlist).toEqual(["/usr/bin/ls", want]);
    expect(fixed.slice(0, text.indexOf("/usr/bin/ls") + 20)).toBe(text.slice(0, text.indexOf("/usr/bin/ls") + 20));
    expect(lintsOf(read.approvals.agents.main.allowlist).diagnostics).toEqual([]);
  });
});

describe("OC213's other quick fixes", () => {
  const fixed = (text: string, d: Parameters<ReturnType<typeof createFixer>["fixesFor"]>[0]) => {
    const [fix] = createFixer({ config: "", scenarios: text }).fixesFor(d);
    return fix && { title: fix.title, text: applyTextEdits(text, fix.edits) };
  };

  it("an allow-always mark without its hash is taken off, the entry kept", () => {
    const { text, diagnostics } = lintsOf([{ pattern: "/usr/bin/git", source: "allow-always" }]);
    const after = fixed(text, diagnostics[0]!);
    expect(after?.title).toBe('Remove source "allow-always" (the pattern then matches as written)');
    expect(JSON.parse(after!.text).approvals.agents.main.allowlist).toEqual([{ pattern: "/usr/bin/git" }]);
  });

  it("entries under an agent the config does not list move to the listed agent it names, if one is close", () => {
    const { text, diagnostics } = lintsOf(["git"], "Opps");
    const after = fixed(text, diagnostics[0]!);
    expect(after?.title).toBe('Name the agent "ops" (not "Opps")');
    expect(JSON.parse(after!.text).approvals.agents).toEqual({ ops: { allowlist: ["git"] } });
    const far = lintsOf(["git"], "deploy-bot");
    expect(far.diagnostics.map((d) => fixed(far.text, d))).toEqual([undefined]);
  });
});

describe("an exec call that turns on where the host finds a command", () => {
  const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);
  const config = JSON.stringify({ tools: { exec: { security: "allowlist", ask: "off" } } });
  const approvals = JSON.stringify({ version: 1, agents: { main: { allowlist: ["/usr/bin/git", "make"] } } });
  const call = (command: string, executables?: object) =>
    analyzer.calls(
      "openclaw-2026.9",
      config,
      { ...openclawMachine({}), approvals },
      {
        calls: [{ agent: "main", tool: "exec", command }],
        ...(executables && { executables }),
      },
    )[0]!;

  it("depends while the scenarios do not say where git is", () => {
    const c = call("git status");
    expect([c.verdict, c.exec?.call?.dependsOn]).toEqual(["depends", ["git"]]);
  });
  it.each([
    ["/usr/bin/git", "run"],
    ["/opt/git/bin/git", "refused"],
    [{ path: "/usr/local/bin/git", realPath: "/usr/bin/git" }, "run"],
    [null, "refused"],
  ])("is decided once they do (%j)", (where, verdict) => {
    expect(call("git status", { git: where }).verdict).toBe(verdict);
  });
  it("a bare-name entry needs no place: make runs wherever it is found", () => {
    expect(call("make all").verdict).toBe("run");
  });
});
