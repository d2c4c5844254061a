/**
 * `check --format github|sarif|junit`: GitHub annotations matched line by line, SARIF validated against its published
 * JSON Schema (vendored in fixtures/), JUnit parsed by an XML parser; `--max-warnings`; hostile text in every format.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { allCodes } from "../../src/core/index";
import { escapeData, escapeProperty } from "../../src/cli/formats/github";
import { fileUri, ruleName } from "../../src/cli/formats/sarif";
import { xmlText } from "../../src/cli/formats/junit";
import { run } from "../../src/cli/run";
import { fakeIo } from "./fakeIo";
import { VERSION } from "../../src/cli/version";

/** Line 5 repeats an id (SC105, a warning). */
const CONFIG = `{
  "agents": {
    "list": [
      { "id": "legal", "default": true },
      { "id": "legal" }
    ]
  },
  "tools": [{ "name": "edit", "class": "edit" }]
}`;

/** One met and one failed expectation of each kind: session (line 3), skill (line 5), call (line 8). */
const SCENARIOS = `{
  "sessions": [
    { "key": "agent:legal:case-1", "expect": "general" },
    { "key": "agent:legal:case-2", "expect": "legal" }
  ],
  "skills": [{ "agent": "legal", "skill": "legal.contract", "expect": false }],
  "team": { "agents": [{ "name": "scout", "parent": "lead", "mode": "plan" }] },
  "calls": [
    { "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "run" }
  ]
}`;

const FILES = { "c.json": CONFIG, "s.json": SCENARIOS };
const checkOf = (format: string, extra: string[] = []) => {
  const { io, out, err } = fakeIo(FILES);
  const code = run(["check", "c.json", "--scenarios", "s.json", "--format", format, ...extra], io);
  return { code, out, err };
};

/** Any character a terminal acts on, raw. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const RAW_UNSAFE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("--format github: one workflow command per diagnostic and failed expectation", () => {
  const ANNOTATION =
    /^::(error|warning|notice) file=([^,:]+),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+),title=([^,:]+)::(.+)$/;

  it("prints only annotations, each naming file, line and column", () => {
    const { code, out } = checkOf("github");
    expect(code).toBe(1);
    for (const line of out) expect(line).toMatch(ANNOTATION);
    const parsed = out.map((l) => ANNOTATION.exec(l)!);
    const dup = parsed.find((m) => m[7] === "SC105")!;
    expect(dup.slice(1, 4)).toEqual(["warning", "c.json", "5"]);
  });

  it.each([
    ["session", "3", "session agent:legal:case-1: "],
    ["skill", "6", "skill legal.contract for legal: "],
    ["call", "9", "call scout edit src/a.ts: "],
  ])("a failed %s expectation is an error naming the file, line and the %s in full", (_kind, line, starts) => {
    const { out } = checkOf("github");
    const failed = out.map((l) => ANNOTATION.exec(l)!).filter((m) => m[8]!.startsWith(starts));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.slice(1, 4)).toEqual(["error", "s.json", line]);
  });

  it("does not restate a failed expectation as a second (SC303) annotation", () => {
    const { out } = checkOf("github");
    expect(out.filter((l) => l.includes("title=SC303"))).toEqual([]);
  });

  it.each([
    ["percent", "100%", "100%25", "100%25"],
    ["CR and LF", "a\r\nb", "a%0D%0Ab", "a%0D%0Ab"],
    ["colon and comma", "a:b,c", "a:b,c", "a%3Ab%2Cc"],
  ])("escapes %s", (_name, raw, data, property) => {
    expect(escapeData(raw)).toBe(data);
    expect(escapeProperty(raw)).toBe(property);
  });

  it("escapes a file name with a comma and a colon, so the properties still split", () => {
    const { io, out } = fakeIo({ "a,b:c.json": CONFIG });
    run(["check", "a,b:c.json", "--format", "github"], io);
    expect(out[0]).toMatch(/^::warning file=a%2Cb%3Ac\.json,line=5,/);
  });
});

describe("--format sarif: a SARIF 2.1.0 log", () => {
  const schema = JSON.parse(readFileSync(join(__dirname, "fixtures", "sarif-schema-2.1.0.json"), "utf8")) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);

  const sarifOf = (files: Record<string, string>, argv: string[]) => {
    const { io, out } = fakeIo(files);
    run(argv, io);
    return JSON.parse(out.join("\n"));
  };

  it("is valid against the published schema", () => {
    const log = sarifOf(FILES, ["check", "c.json", "--scenarios", "s.json", "--format", "sarif"]);
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("the validator does reject a broken log (the check has teeth)", () => {
    const log = sarifOf(FILES, ["check", "c.json", "--format", "sarif"]);
    log.runs[0].results[0].level = "fatal";
    expect(validate(log)).toBe(false);
  });

  it("has one run with every code of the engine as a rule", () => {
    const log = sarifOf(FILES, ["check", "c.json", "--format", "sarif"]);
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toBe("https://json.schemastore.org/sarif-2.1.0.json");
    const [runLog] = log.runs;
    expect(log.runs).toHaveLength(1);
    expect(runLog.columnKind).toBe("utf16CodeUnits");
    expect(runLog.tool.driver).toMatchObject({ name: "scope-studio", version: VERSION });
    expect(runLog.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(allCodes().map((c) => c.code));
    for (const r of runLog.tool.driver.rules) {
      expect(r.shortDescription.text).toBeTruthy();
      expect(r.fullDescription.text).toBeTruthy();
      expect(r.help.text).toBeTruthy();
      expect(r.name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
  });

  it("places each result at its file and region, with a level and its rule's index", () => {
    const log = sarifOf(FILES, ["check", "c.json", "--scenarios", "s.json", "--format", "sarif"]);
    const { results, tool } = log.runs[0];
    const dup = results.find((r: { ruleId: string }) => r.ruleId === "SC105");
    expect(dup.level).toBe("warning");
    expect(tool.driver.rules[dup.ruleIndex].id).toBe("SC105");
    expect(dup.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: "c.json" },
      region: { startLine: 5, startColumn: 15, endLine: 5, endColumn: 22 },
    });
    const call = results.find((r: { message: { text: string } }) => r.message.text.startsWith("call scout edit"));
    expect(call).toMatchObject({ ruleId: "SC303", level: "error" });
    expect(call.locations[0].physicalLocation.region.startLine).toBe(9);
  });

  it("counts columns in UTF-16 code units (an astral character is two)", () => {
    const config = '{ "agents": { "list": [ { "id": "\u{1F600}", "default": true }, { "id": "\u{1F600}" } ] } }';
    const log = sarifOf({ "c.json": config }, ["check", "c.json", "--format", "sarif"]);
    const region = log.runs[0].results[0].locations[0].physicalLocation.region;
    expect(region.startColumn).toBe(config.lastIndexOf('"\u{1F600}"') + 1);
    expect(region.endColumn - region.startColumn).toBe(4);
  });

  it.each([
    ["plain", "c.json", "c.json"],
    ["in a folder", "conf/c.json", "conf/c.json"],
    ["with a space and a hash", "my conf/#1.json", "my%20conf/%231.json"],
    ["Windows separators", "conf\\c.json", "conf/c.json"],
  ])("a file name %s is a relative URI reference", (_name, file, uri) => {
    expect(fileUri(file)).toBe(uri);
  });

  it.each([
    ["Unknown model", "UnknownModel"],
    ["Skill name that no filter can match (capitals)", "SkillNameThatNoFilterCanMatchCapitals"],
  ])("rule name of %j", (title, name) => {
    expect(ruleName(title)).toBe(name);
  });
});

describe("--format junit: JUnit XML", () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: (n) => n === "testsuite" || n === "testcase",
  });
  const junitOf = (files: Record<string, string>, argv: string[]) => {
    const { io, out } = fakeIo(files);
    const code = run(argv, io);
    const xml = out.join("\n");
    expect(XMLValidator.validate(xml)).toBe(true);
    return { code, xml, doc: parser.parse(xml) };
  };

  it("has a suite per document, one test case per expectation named in full, failures where not met", () => {
    const { code, doc } = junitOf(FILES, ["check", "c.json", "--scenarios", "s.json", "--format", "junit"]);
    expect(code).toBe(1);
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s: { name: string }) => s.name)).toEqual(["c.json", "s.json"]);
    const cases = suites[1].testcase.map((c: { name: string; classname: string; failure?: unknown }) => [
      c.name,
      c.classname,
      c.failure !== undefined,
    ]);
    expect(cases).toEqual([
      ["diagnostics", "s.json", true], // the subagent has no known model (SC232, an error)
      ["session agent:legal:case-1", "s.json", true],
      ["session agent:legal:case-2", "s.json", false],
      ["skill legal.contract for legal", "s.json", true],
      ["call scout edit src/a.ts", "s.json", true],
    ]);
    expect(suites[1].failures).toBe("4");
    expect(suites[1].testcase[1].line).toBe("3");
  });

  it("fails a document's diagnostics case when it has an error, listing the errors", () => {
    const { doc } = junitOf({ "bad.json": '{\n  "agents": { "list": [ { "id": "a" } }\n}' }, [
      "check",
      "bad.json",
      "--format",
      "junit",
    ]);
    const [diagnostics] = doc.testsuites.testsuite[0].testcase;
    expect(diagnostics.name).toBe("diagnostics");
    expect(diagnostics.failure.type).toBe("error");
    expect(diagnostics.failure["#text"]).toMatch(/^bad\.json:2:\d+ SC0\d\d error: /);
  });

  it.each([
    ["markup", `<a href="x">&'</a>`],
    ["ESC and NUL", "a\x1b[2Jb\x00"],
    ["a lone surrogate", "a\ud800b"],
    ["U+FFFE", "a\ufffeb"],
    ["a bidi override", "a\u202eb"],
  ])("%s in an agent id keeps the XML well-formed and shows it visibly", (_name, id) => {
    const config = JSON.stringify({ agents: { list: [{ id, default: true }, { id }] } });
    const scenarios = JSON.stringify({ sessions: [{ key: `agent:${id}:x`, expect: "nobody" }] });
    const { xml, doc } = junitOf({ "c.json": config, "s.json": scenarios }, [
      "check",
      "c.json",
      "--scenarios",
      "s.json",
      "--format",
      "junit",
    ]);
    for (const line of xml.split("\n")) expect(line).not.toMatch(RAW_UNSAFE);
    expect(xml).not.toMatch(/[\ud800-\udfff\ufffe]/);
    expect(doc.testsuites.testsuite[1].testcase[1].name).toMatch(/^session agent:/);
  });

  it.each([
    ["&<>\"'", "&amp;&lt;&gt;&quot;&apos;"],
    ["a\x1bb", "a\\x1bb"],
    ["a\ud800", "a\\ud800"],
    ["\u{1F600}", "\u{1F600}"],
  ])("xmlText(%j)", (raw, escaped) => {
    expect(xmlText(raw)).toBe(escaped);
  });
});

describe("--max-warnings and --format errors", () => {
  const warnings = { "c.json": CONFIG }; // one warning (SC105), no error
  it.each([
    [[], 0],
    [["--max-warnings", "1"], 0],
    [["--max-warnings", "0"], 1],
    [["--max-warnings=0", "--format", "github"], 1],
  ])("check %j exits %i", (extra, code) => {
    const { io, err } = fakeIo(warnings);
    expect(run(["check", "c.json", ...extra], io)).toBe(code);
    expect(err.some((l) => l.includes("more than --max-warnings"))).toBe(code === 1);
  });

  it.each([
    [["--format", "xml"], /--format takes one of text, json, github, sarif, junit; got "xml"/],
    [["--max-warnings", "-1"], /--max-warnings takes a whole number/],
    [["--max-warnings", "many"], /--max-warnings takes a whole number/],
    [["--json", "--format", "sarif"], /--json is --format json/],
  ])("%j is a usage error", (extra, reason) => {
    const { io, out, err } = fakeIo(warnings);
    expect(run(["check", "c.json", ...extra], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(reason);
  });

  it("--json and --format json print the same", () => {
    const a = fakeIo(warnings);
    const b = fakeIo(warnings);
    run(["check", "c.json", "--json"], a.io);
    run(["check", "c.json", "--format", "json"], b.io);
    expect(a.out).toEqual(b.out);
  });
});

describe("control characters never reach the terminal raw, and every format stays parseable", () => {
  const id = "ag\x1b[31m\r\n\u202eent";
  const files = {
    "c.json": JSON.stringify({ agents: { list: [{ id, default: true }, { id }] } }),
    "s.json": JSON.stringify({ sessions: [{ key: `agent:${id}:x`, expect: "nobody" }] }),
  };
  it.each(["text", "json", "github", "sarif", "junit"])("--format %s", (format) => {
    const { io, out, err } = fakeIo(files);
    run(["check", "c.json", "--scenarios", "s.json", "--format", format], io);
    for (const line of [...out, ...err]) expect(line).not.toMatch(RAW_UNSAFE);
    if (format === "json" || format === "sarif") expect(() => JSON.parse(out.join("\n"))).not.toThrow();
    if (format === "junit") expect(XMLValidator.validate(out.join("\n"))).toBe(true);
  });
});
