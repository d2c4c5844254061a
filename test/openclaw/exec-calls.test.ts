// One exec call, decided as the host decides it (core/openclaw/exec-call/), against what the real exec tool of each
// release did with the same config, approvals, command and host (test/fixtures/openclaw/exec-calls-<release>.json,
// recorded by `record.mjs --exec-calls` through the compiled `createExecTool`, as a non-root user): whether a person
// was asked; when not, whether it ran, or the release's exact refusal; when asked, the answers offered and what the
// call got when nobody answered. The host's facts (where each name of the command is found) are the recording's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io";
import { run } from "../../src/cli/run";
import { OpenClawAnalyzer, openclawMachine, type OpenClawToolCall } from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";
import { fakeIo } from "../cli/fakeIo";

interface Recorded {
  name: string;
  config: unknown;
  approvals: unknown;
  legacyJson?: boolean;
  agent: string;
  command: string;
  params?: Record<string, unknown>;
  approver: "none" | "timeout" | "allow-once" | "allow-always" | "deny";
  host: { home: string; executables: Record<string, { path: string; realPath: string } | null> };
  asked: boolean;
  decisions?: string[];
  outcome: { kind: string; text: string; followup?: string };
}

const HOME = "/home/rec";
const analyzer = new OpenClawAnalyzer(OPENCLAW_SCHEMAS);

function load(version: string): Recorded[] {
  const text = readFileSync(`test/fixtures/openclaw/exec-calls-${version}.json`, "utf8").replaceAll("<home>", HOME);
  return (JSON.parse(text) as { cases: Recorded[] }).cases;
}

/** Cases this answer does not cover, each for a reason that is not the command's (kept exact, so none slips in). */
function notCovered(c: Recorded, version: string): string | undefined {
  if (c.legacyJson) return "a leftover file on the machine";
  if (c.params) return "a call parameter the scenarios do not give";
  if (version.startsWith("2026.9") && c.approvals !== null && typeof c.approvals === "object") {
    // The recording stored these as given; `approvals set` never stores them (it drops a bad value first).
    if ("raw" in c.approvals) return "a database row `approvals set` cannot store";
    const bad = /"(?:security|askFallback)": *"(?!deny"|allowlist"|full")|"ask": *"(?!off"|on-miss"|always")/;
    if (bad.test(JSON.stringify(c.approvals))) return "a database row `approvals set` cannot store";
  }
  return undefined;
}

/** The approvals document's text: written as recorded (a raw text as is). */
const approvalsText = (approvals: unknown): string =>
  typeof approvals === "object" && approvals !== null && "raw" in approvals
    ? String((approvals as { raw: string }).raw)
    : JSON.stringify(approvals);

function answer(c: Recorded, profile: "openclaw-2026.9" | "openclaw-2026.7"): OpenClawToolCall {
  const approvals = c.approvals === null ? undefined : approvalsText(c.approvals);
  const machine = { ...openclawMachine({ HOME }), ...(approvals !== undefined && { approvals }) };
  return analyzer.calls(profile, JSON.stringify(c.config), machine, {
    calls: [{ agent: c.agent, tool: "exec", command: c.command }],
    executables: c.host.executables,
  })[0]!;
}

/** The reason in "Exec denied (gateway id=<uuid>, approval-timeout: allowlist-miss): id". */
const reasonIn = (text: string | undefined) => /^Exec denied \((?:gateway id=<uuid>, )?([^)]*)\)/.exec(text ?? "")?.[1];

/** What the recording says, in the studio's terms. */
function recordedAnswer(c: Recorded): Record<string, unknown> {
  const { kind, text, followup } = c.outcome;
  if (!c.asked) return kind === "run" ? { verdict: "run" } : { verdict: "refused", denial: text };
  const out: Record<string, unknown> = { verdict: "person" };
  if (c.decisions) out["decisions"] = c.decisions;
  if (c.approver === "none" || c.approver === "timeout") {
    const later = followup ?? text;
    const ran = kind === "run" || later.startsWith("Exec finished");
    out["noAnswer"] = ran
      ? { verdict: "run" }
      : { verdict: "refused", ...(reasonIn(later) !== undefined && { reason: reasonIn(later) }) };
  }
  return out;
}

function studioAnswer(call: OpenClawToolCall, c: Recorded): Record<string, unknown> {
  const a = call.exec?.call;
  if (!a) return { verdict: call.verdict, refusedBy: call.refusedBy?.layer };
  if (a.verdict !== "person")
    return a.verdict === "refused" ? { verdict: "refused", denial: a.denial?.split("\n")[0] } : { verdict: a.verdict };
  const out: Record<string, unknown> = { verdict: "person" };
  if (c.decisions) out["decisions"] = a.decisions;
  if (c.approver === "none" || c.approver === "timeout") {
    // 2026.9 with no approver at all throws its "Headless runs" message, which names no reason.
    const reasonKnown = reasonIn(c.outcome.followup ?? c.outcome.text) !== undefined;
    out["noAnswer"] = a.noAnswer?.verdict === "refused" && !reasonKnown ? { verdict: "refused" } : a.noAnswer;
  }
  return out;
}

/** The cases left out, by name: a call parameter, a leftover file, a stored row `approvals set` never writes. */
const NOT_COVERED: Readonly<Record<string, readonly string[]>> = {
  "2026.9.6": [
    "s21-invalid-json",
    "s22-invalid-field",
    "s23-version-2",
    "s25-param-ask-always",
    "t01-legacy-json-present",
    "t06-agent-invalid-security",
    "t08-elevated-not-enabled",
    "t09-allowlist-entry-lastUsedAt-string",
    "t12-null-lastUsedAt",
    "t13-empty-pattern-entry",
    "x73-param-ask-off-cannot-loosen",
  ],
  "2026.7.35": ["s25-param-ask-always", "t08-elevated-not-enabled", "x73-param-ask-off-cannot-loosen"],
};

describe.each([
  ["2026.9.6", "openclaw-2026.9"],
  ["2026.7.35", "openclaw-2026.7"],
] as const)("exec calls as the real %s decided them", (version, profile) => {
  const cases = load(version);
  const covered = cases.filter((c) => notCovered(c, version) === undefined);

  it("covers every recorded case but those a command cannot say", () => {
    expect(cases.length).toBeGreaterThanOrEqual(180);
    const left = cases.filter((c) => notCovered(c, version) !== undefined).map((c) => c.name);
    expect(left).toEqual(NOT_COVERED[version]);
  });

  it.each(covered.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(studioAnswer(answer(c, profile), c)).toEqual(recordedAnswer(c));
  });

  it("check --scenarios --approvals --json answers every covered case as the core does", () => {
    const differ = covered.filter((c) => {
      const approvals = c.approvals === null ? undefined : approvalsText(c.approvals);
      const scenarios = {
        calls: [{ agent: c.agent, tool: "exec", command: c.command }],
        executables: c.host.executables,
      };
      const files = {
        "c.json": JSON.stringify(c.config),
        "s.json": JSON.stringify(scenarios),
        ...(approvals !== undefined && { "a.json": approvals }),
      };
      const { io, out } = fakeIo(files);
      const machine: CliIo = { ...io, machine: () => ({ home: HOME, cwd: HOME, vars: {} }) };
      const argv = ["check", "c.json", "--profile", profile, "--scenarios", "s.json", "--json"];
      run(approvals !== undefined ? [...argv, "--approvals", "a.json"] : argv, machine);
      const printed = (JSON.parse(out.join("\n")) as { calls?: { verdict?: string; exec?: { call?: unknown } }[] })
        .calls?.[0];
      const core = answer(c, profile);
      return (
        printed?.verdict !== core.verdict || JSON.stringify(printed?.exec?.call) !== JSON.stringify(core.exec?.call)
      );
    });
    expect(differ.map((c) => c.name)).toEqual([]);
  });
});
