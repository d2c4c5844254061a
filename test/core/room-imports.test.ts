/**
 * The import rules of eslint.config.js fire: snippets linted with the project's own config under made-up file names.
 * studio/room-imports: a room of src/core/ reaches another room through its index.ts only (root files are shared);
 * no-restricted-imports: tests enter the core through src/core/index.ts or src/core/testing.ts, the rest through
 * src/core/index.ts only.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The rules that fire on `import { x } from "<source>"` in the file at `path` (relative to the repository). */
async function firing(path: string, source: string): Promise<string[]> {
  const code = `import { x } from "${source}";\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe("studio/room-imports", () => {
  it.each([
    ["src/core/why/x.ts", "../permission/match"],
    ["src/core/why/x.ts", "../share/dictionaries/d1"],
    ["src/core/team/x.ts", "../permission/evaluate.ts"],
    ["src/core/analyze.ts", "./scope/paths"],
    ["src/core/share/dictionaries/x.ts", "../../scope/paths"],
  ])("fires in %s on %s (another room's inner file)", async (path, source) => {
    expect(await firing(path, source)).toEqual(["studio/room-imports"]);
  });

  it.each([
    ["src/core/why/x.ts", "../permission"],
    ["src/core/why/x.ts", "../permission/index"],
    ["src/core/why/x.ts", "./search"],
    ["src/core/why/x.ts", "../diagnostics"],
    ["src/core/analyze.ts", "./scope"],
    ["src/core/analyze.ts", "./results"],
    ["src/core/share/dictionaries/x.ts", "../codec"],
    ["src/core/share/x.ts", "./dictionaries/d1"],
    ["src/core/testing.ts", "./share/bytes"],
  ])("is quiet in %s on %s", async (path, source) => {
    expect(await firing(path, source)).toEqual([]);
  });

  it("names the room's index to import instead", async () => {
    const [result] = await eslint.lintText('import { x } from "../permission/match";\nexport const y = x;\n', {
      filePath: `${ROOT}/src/core/why/x.ts`,
    });
    expect(result?.messages[0]?.message).toBe(
      '"../permission/match" is an inner file of the permission room: import it through the room\'s index ("../permission").',
    );
  });
});

describe("the doors into the core", () => {
  it.each([
    ["test/x.test.ts", "../src/core/scope", true],
    ["test/scope/x.test.ts", "../../src/core/permission/match", true],
    ["test/scope/x.test.ts", "../../src/core/diagnostics", true],
    ["test/scope/x.test.ts", "../../src/core/index", false],
    ["test/scope/x.test.ts", "../../src/core/testing", false],
    ["test/scope/x.test.ts", "../../src/core", false],
    ["src/app/x.ts", "../core/testing", true],
    ["src/cli/x.ts", "../core/scope", true],
    ["bench/x.ts", "../src/core/testing", true],
    ["src/app/x.ts", "../core/index", false],
  ])("%s importing %s: refused %s", async (path, source, refused) => {
    expect(await firing(path, source)).toEqual(refused ? ["no-restricted-imports"] : []);
  });
});
