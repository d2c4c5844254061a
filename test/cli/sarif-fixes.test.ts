/**
 * `check --format sarif` carries the engine's quick fixes as SARIF fix objects: each replacement, applied to its
 * file at its region, makes the fix (the typo'd field corrected, the failed expectation rewritten), and the log stays
 * valid against the published schema.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";

const CONFIG = '{\n  "agents": {\n    "defaults": { "worksapce": "~/w" },\n    "list": [{ "id": "legal" }]\n  }\n}\n';
const SCENARIOS = '{\n  "sessions": [{ "key": "agent:legal:x", "expect": "main" }]\n}\n';
const FILES = { "c.json": CONFIG, "s.json": SCENARIOS };

interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}
interface SarifFix {
  description: { text: string };
  artifactChanges: {
    artifactLocation: { uri: string };
    replacements: { deletedRegion: Region; insertedContent: { text: string } }[];
  }[];
}
interface SarifResult {
  ruleId: string;
  fixes?: SarifFix[];
}

/** The offset of a 1-based line and column (UTF-16 code units) in a text with `\n` lines. */
const offsetOf = (text: string, line: number, column: number): number =>
  text
    .split("\n")
    .slice(0, line - 1)
    .reduce((n, l) => n + l.length + 1, 0) +
  column -
  1;

function applyFix(fix: SarifFix, files: Record<string, string>): Record<string, string> {
  const out = { ...files };
  for (const change of fix.artifactChanges) {
    const uri = change.artifactLocation.uri;
    const edits = change.replacements.map((r) => ({
      from: offsetOf(files[uri]!, r.deletedRegion.startLine, r.deletedRegion.startColumn),
      to: offsetOf(files[uri]!, r.deletedRegion.endLine, r.deletedRegion.endColumn),
      text: r.insertedContent.text,
    }));
    for (const e of edits.sort((a, b) => b.from - a.from))
      out[uri] = out[uri]!.slice(0, e.from) + e.text + out[uri]!.slice(e.to);
  }
  return out;
}

const sarifOf = (files: Record<string, string>) => {
  const { io, out } = fakeIo(files);
  run(["check", "c.json", "--scenarios", "s.json", "--format", "sarif"], io);
  return JSON.parse(out.join("\n")) as { runs: { results: SarifResult[] }[] };
};

describe("SARIF fixes", () => {
  const log = sarifOf(FILES);
  const results = log.runs[0]!.results;

  it("stay valid against the published schema", () => {
    const schema = JSON.parse(readFileSync(join(__dirname, "fixtures", "sarif-schema-2.1.0.json"), "utf8")) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it.each([
    ["SC010", 'Change "worksapce" to "workspace"', "c.json", CONFIG.replace("worksapce", "workspace")],
    ["SC303", 'Expect what it is now: "legal"', "s.json", SCENARIOS.replace('"main"', '"legal"')],
  ])("a %s result carries its fix: %s", (code, title, file, after) => {
    const result = results.find((r) => r.ruleId === code)!;
    const fix = result.fixes?.find((f) => f.description.text === title);
    expect(fix, JSON.stringify(result.fixes)).toBeDefined();
    const fixed = applyFix(fix!, FILES);
    expect(fixed[file]).toBe(after);
    const again = sarifOf(fixed).runs[0]!.results;
    expect(again.filter((r) => r.ruleId === code)).toEqual([]);
  });

  it("a result without a remedy has no fixes", () => {
    const { io, out } = fakeIo({ "c.json": '{ "agents": { "list": [{ "id": "a" }, { "id": "a" }] } }' });
    run(["check", "c.json", "--format", "sarif"], io);
    const [result] = (JSON.parse(out.join("\n")) as { runs: { results: SarifResult[] }[] }).runs[0]!.results;
    expect(result).toMatchObject({ ruleId: "SC105" });
    expect(result).not.toHaveProperty("fixes");
  });
});
