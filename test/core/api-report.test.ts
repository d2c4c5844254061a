/**
 * The engine's faces, recorded: docs/api/core.api.md lists every name src/core/index.ts exports (the public face)
 * and every name src/core/testing.ts exports (what tests use beyond it), each with its kind, read from the source
 * with the TypeScript compiler. A change to either face fails here until the report is rewritten
 * (`npm run api:report`), so it shows in review.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const REPORT = file("../../docs/api/core.api.md");
const ENTRIES = [
  { title: "src/core/index.ts: the public face", path: file("../../src/core/index.ts") },
  { title: "src/core/testing.ts: what tests use beyond it", path: file("../../src/core/testing.ts") },
];

const KINDS: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.FunctionDeclaration]: "function",
  [ts.SyntaxKind.ClassDeclaration]: "class",
  [ts.SyntaxKind.InterfaceDeclaration]: "interface",
  [ts.SyntaxKind.TypeAliasDeclaration]: "type",
  [ts.SyntaxKind.EnumDeclaration]: "enum",
  [ts.SyntaxKind.ModuleDeclaration]: "namespace",
};

/** function, const, let, class, interface, type...; a name with two meanings (a const and a type) has both. */
function kindOf(declaration: ts.Declaration): string {
  if (ts.isVariableDeclaration(declaration)) {
    const flags = ts.getCombinedNodeFlags(declaration);
    return flags & ts.NodeFlags.Const ? "const" : flags & ts.NodeFlags.Let ? "let" : "var";
  }
  return KINDS[declaration.kind] ?? ts.SyntaxKind[declaration.kind];
}

const byName = (a: string, b: string) => {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** One line per export of each entry: "- `name`: kind". Only the entries are read, not type-checked. */
function apiReport(): string {
  const program = ts.createProgram(
    ENTRIES.map((e) => e.path),
    {
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      resolveJsonModule: true,
      noEmit: true,
      noLib: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const sections = ENTRIES.map(({ title, path }) => {
    const source = program.getSourceFile(path);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${path}: not a module`);
    const lines = checker
      .getExportsOfModule(module)
      .map((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const kinds = [...new Set((target.declarations ?? []).map(kindOf))].sort();
        return { name: symbol.name, line: `- \`${symbol.name}\`: ${kinds.join(", ") || "unknown"}` };
      })
      .sort((a, b) => byName(a.name, b.name))
      .map((e) => e.line);
    return [`## ${title} (${lines.length} names)`, "", ...lines].join("\n");
  });
  return [
    "# src/core API report",
    "",
    "Generated from the source by test/core/api-report.test.ts: do not edit by hand. When a face changes on purpose,",
    "`npm run api:report` rewrites this file; commit it with the change.",
    "",
    ...sections.flatMap((s) => [s, ""]),
  ].join("\n");
}

/** Each listed name with its section: "index.ts: `name`: kind". */
function entriesOf(report: string): string[] {
  let section = "";
  const entries: string[] = [];
  for (const line of report.split("\n")) {
    if (line.startsWith("## ")) section = line.slice(3).split(":")[0]!;
    else if (line.startsWith("- ")) entries.push(`${section}: ${line.slice(2)}`);
  }
  return entries;
}

/** What changed, readable: "new in <face>: `name`: kind", "gone from <face>: `name`: kind". */
function changes(recorded: string, actual: string): string[] {
  const [before, after] = [entriesOf(recorded), entriesOf(actual)];
  const [had, has] = [new Set(before), new Set(after)];
  return [
    ...before.filter((e) => !has.has(e)).map((e) => `gone from ${e}`),
    ...after.filter((e) => !had.has(e)).map((e) => `new in ${e}`),
  ];
}

describe("src/core's faces", () => {
  it("are as docs/api/core.api.md records them", () => {
    const actual = apiReport();
    if (process.env.UPDATE_API_REPORT) writeFileSync(REPORT, actual);
    const recorded = readFileSync(REPORT, "utf8");
    expect(
      changes(recorded, actual),
      "src/core's faces changed: if on purpose, run `npm run api:report` and commit docs/api/core.api.md",
    ).toEqual([]);
    expect(actual).toBe(recorded);
  });
});
