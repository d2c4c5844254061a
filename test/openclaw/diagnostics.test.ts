// An OpenClaw profile's findings as the studio's diagnostics: each of validate's reasons (OC0xx, errors), its
// warnings (OC1xx) and the lints (OC2xx), each with the sentence rendered from it, the finding itself as data, and
// the span of its path in the text (the closest node that exists; a key, for a finding about a key); a syntax error
// at its line and column; a text only JSON5 reads at the document's start. Sorted by position, capped per code.
import { describe, expect, it } from "vitest";
import {
  allCodes,
  ANALYZE_CODES,
  type Diagnostic,
  openclawCodeOf,
  openclawDiagnostics,
  type OpenClawEnvironment,
  openclawIssueText,
  openclawWarningText,
} from "../../src/core/index";
import { MAX_DIAGNOSTICS_PER_CODE, OPENCLAW_SCHEMAS } from "../../src/core/testing";

const MACHINE: OpenClawEnvironment = { home: "/h", cwd: "/w", vars: {}, configAt: "/h/.openclaw/openclaw.json" };
const at = (text: string, d: Diagnostic) => text.slice(d.span.offset, d.span.offset + d.span.length);

describe("openclawDiagnostics", () => {
  it("shows at most MAX_DIAGNOSTICS_PER_CODE of a code, then one note with the rest counted; the lints keep all", () => {
    // 300 ids 2026.7 renames (capitals, a space): 300 agent-renamed lints, one code.
    const list = Array.from({ length: 300 }, (_, i) => ({ id: `Agent ${i}` }));
    const text = JSON.stringify({ agents: { list } }, null, 2);
    const { lints, diagnostics } = openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS);
    const all = lints.filter((l) => l.kind === "agent-renamed");
    expect(all).toHaveLength(300);
    const { code } = openclawCodeOf(all[0]!);
    const renamed = diagnostics.filter((d) => d.code === code);
    expect(renamed).toHaveLength(MAX_DIAGNOSTICS_PER_CODE);
    const notes = diagnostics.filter((d) => d.code === ANALYZE_CODES.capped.code);
    expect(notes.map((d) => d.data)).toEqual([
      { kind: "capped", code, shown: MAX_DIAGNOSTICS_PER_CODE, rest: 300 - MAX_DIAGNOSTICS_PER_CODE },
    ]);
    // Right after the last one shown, at its place.
    expect(diagnostics[diagnostics.indexOf(renamed.at(-1)!) + 1]).toBe(notes[0]);
  });

  it("points a rejection of a key at the key, with its code, its sentence and the reason as data", () => {
    const text = '{\n  "agents": {\n    "entries": {\n      "ops": {},\n      "My Key": { "x": 1 }\n    }\n  }\n}';
    const { answer, diagnostics } = openclawDiagnostics("openclaw-2026.9", text, MACHINE, OPENCLAW_SCHEMAS);
    const [issue] = answer.verdict.issues;
    expect(issue).toEqual({ kind: "invalid-key", path: ["agents", "entries", "My Key"], key: "My Key" });
    expect(diagnostics).toEqual([
      {
        code: "OC004",
        severity: "error",
        message: openclawIssueText(issue!),
        doc: "config",
        path: ["agents", "entries", "My Key"],
        span: expect.anything(),
        data: { kind: "openclaw", finding: issue },
      },
    ]);
    expect(at(text, diagnostics[0]!)).toBe('"My Key"');
  });

  it.each([
    [
      "a key its schema does not accept (OC003)",
      '{ "agents": { "list": [], "extra": 1 } }',
      "openclaw-2026.7",
      '"extra"',
    ],
    [
      "two keys equal after lower-casing (OC007)",
      '{ "agents": { "entries": { "ops": {}, "OPS": {} } } }',
      "openclaw-2026.9",
      '"OPS"',
    ],
  ] as const)("underlines %s at the key", (_what, text, profile, key) => {
    const { diagnostics } = openclawDiagnostics(profile, text, MACHINE, OPENCLAW_SCHEMAS);
    expect(diagnostics.filter((d) => d.severity === "error").map((d) => at(text, d))).toEqual([key]);
  });

  it("points a path that is not in the text at its closest existing node", () => {
    const text = '{ "agents": { "ownership": "explicit", "entries": { "a": { "default": true } } } }';
    const { diagnostics } = openclawDiagnostics("openclaw-2026.9", text, MACHINE, OPENCLAW_SCHEMAS);
    expect(diagnostics.map((d) => [d.code, at(text, d)])).toEqual([["OC010", '"explicit"']]);
  });

  it("gives validate's warnings as OC1xx", () => {
    const text = '{ "agents": { "entries": { "a": { "workspace": "/x/${NOPE}" } } } }';
    const { diagnostics } = openclawDiagnostics("openclaw-2026.9", text, MACHINE, OPENCLAW_SCHEMAS);
    const warning = diagnostics.find((d) => d.code === "OC101")!;
    expect(warning.severity).toBe("warning");
    expect(at(text, warning)).toBe('"/x/${NOPE}"');
    expect(warning.message).toBe(
      openclawWarningText({ kind: "missing-env-var", path: ["agents", "entries", "a", "workspace"], name: "NOPE" }),
    );
  });

  it("points a syntax error at the line and column where reading stopped", () => {
    const text = '{\n  agents: {\n    list: [ { id: "a" } ]\n  } }\n  oops';
    const { diagnostics } = openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS);
    expect(diagnostics.map((d) => [d.code, d.data])).toEqual([
      ["OC001", { kind: "openclaw", finding: { kind: "syntax", path: [], line: 5, column: 3 } }],
    ]);
    expect(at(text, diagnostics[0]!)).toBe("o");
  });

  it("points a finding of a text only JSON5 reads (unquoted keys) at the document's start", () => {
    const text = "{\n  agents: { list: [ { id: 'My Agent' } ] },\n}";
    const { answer, diagnostics } = openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS);
    expect(answer.verdict.valid).toBe(true);
    expect(diagnostics.map((d) => [d.code, d.span])).toEqual([["OC202", { offset: 0, length: 0 }]]);
  });

  it("points findings about another file (the one the CLI reads instead) at the document's start", () => {
    const text = '{ "agents": { "entries": { "a": {} } } }';
    const { diagnostics } = openclawDiagnostics(
      "openclaw-2026.9",
      text,
      { ...MACHINE, vars: { OPENCLAW_HOME: "/o" } },
      OPENCLAW_SCHEMAS,
    );
    expect(diagnostics.map((d) => [d.code, d.span.offset])).toEqual([
      ["OC002", 0],
      ["OC203", 0],
    ]);
  });

  it("sorts by position, the same way every time", () => {
    const text = JSON.stringify(
      { agents: { list: [{ id: "b", workspace: "/s" }, { id: "A" }, { id: "c", workspace: "/s" }, { id: "b" }] } },
      null,
      2,
    );
    const first = openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS).diagnostics;
    expect(first.map((d) => d.code)).toEqual(["OC204", "OC202", "OC205", "OC201"]);
    const offsets = first.map((d) => d.span.offset);
    expect(offsets).toEqual([...offsets].sort((x, y) => x - y));
    expect(openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS).diagnostics).toEqual(first);
  });

  it("uses only documented codes", () => {
    const table = new Set(allCodes().map((c) => c.code));
    const text = '{ "agents": { "list": [ { "id": "a" }, { "id": "a", "workspace": "${X}" } ] } }';
    for (const d of openclawDiagnostics("openclaw-2026.7", text, MACHINE, OPENCLAW_SCHEMAS).diagnostics)
      expect(table.has(d.code)).toBe(true);
  });
});
