// Lint rules that keep the house standing: the core is pure (no React, no Monaco, no page, no DOM-only modules),
// everything outside the core enters it through src/core/index.ts only (tests also through src/core/testing.ts),
// and the core's rooms reach each other through their index.ts only.
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * studio/room-imports: a file in src/core/ imports another room's files (src/core/<room>/**) only through that room's
 * index.ts. Files directly in src/core/ are the shared vocabulary (diagnostics.ts, results.ts...): any room may import
 * them. A room's sub-folders belong to the room. Option `reachInside`: files (relative to src/core/) that may import
 * rooms' inner files anyway (testing.ts, the tests' entry).
 */
const roomImports = {
  meta: {
    type: "problem",
    docs: { description: "Rooms of src/core/ reach each other through their index.ts only." },
    schema: [
      {
        type: "object",
        properties: { reachInside: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      deep: '"{{source}}" is an inner file of the {{room}} room: import it through the room\'s index ("{{index}}").',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join("/");
    const at = file.lastIndexOf("/src/core/");
    if (at < 0) return {};
    const core = file.slice(0, at + "/src/core".length);
    const self = file.slice(core.length + 1);
    if ((context.options[0]?.reachInside ?? []).includes(self)) return {};
    const roomOf = (segments) => (segments.length > 1 ? segments[0] : "");
    const ownRoom = roomOf(self.split("/"));
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source.value));
      if (!target.startsWith(core + "/")) return;
      const segments = target
        .slice(core.length + 1)
        .replace(/\.[cm]?[jt]sx?$/, "")
        .split("/");
      const room = roomOf(segments);
      if (room === "" || room === ownRoom || (segments.length === 2 && segments[1] === "index")) return;
      const index = path.posix.relative(path.posix.dirname(file), `${core}/${room}`);
      context.report({
        node: source,
        messageId: "deep",
        data: { source: source.value, room, index: index.startsWith(".") ? index : `./${index}` },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "dist-node",
      "test-results",
      "playwright-report",
      "screenshots",
      "public",
      // Generated data (scripts/openclaw/schema-data.mjs): half a megabyte of JSON in a string each.
      "src/core/openclaw/schema/data",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/core/**/*.ts"],
    plugins: { studio: { rules: { "room-imports": roomImports } } },
    rules: {
      "studio/room-imports": ["error", { reachInside: ["testing.ts"] }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "src/core/ is pure: no React." },
            { group: ["monaco-editor", "monaco-editor/*"], message: "src/core/ is pure: no Monaco." },
            { group: ["@tanstack/*"], message: "src/core/ is pure: no page libraries." },
            { group: ["**/app/**", "**/cli/**"], message: "src/core/ must not import the page or the CLI." },
            {
              group: ["node:*", "fs", "path", "os"],
              message: "src/core/ runs in the browser: pass platform access in.",
            },
          ],
        },
      ],
      // The engine's memory belongs to an analyzer (src/core/analyzer.ts), never to a module: no module-level
      // `let`, no module-level WeakMap/WeakSet, and a module-level Map or Set only as a constant table typed
      // ReadonlyMap/ReadonlySet.
      "no-restricted-syntax": [
        "error",
        {
          selector: ":matches(Program, ExportNamedDeclaration) > VariableDeclaration[kind='let']",
          message: "src/core/ keeps no module-level state: it belongs to an object the caller creates (an analyzer).",
        },
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='NewExpression'][init.callee.name=/^Weak(Map|Set|Ref)$/]",
          message: "src/core/ keeps no module-level caches: pass a memory owned by an analyzer (see analyzer.ts).",
        },
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='NewExpression'][init.callee.name=/^(Map|Set)$/]:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/])",
          message:
            "src/core/ keeps no module-level caches: a constant table is typed ReadonlyMap/ReadonlySet; memory belongs to an analyzer.",
        },
      ],
    },
  },
  {
    files: ["src/app/**/*.{ts,tsx}", "src/cli/**/*.ts", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/core/*", "**/core/*/**", "!**/core/index", "!**/core/index.ts", "!**/core/index.js"],
              message: "Import the engine through src/core/index.ts only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["test/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/core/*",
                "**/core/*/**",
                "!**/core/index",
                "!**/core/index.ts",
                "!**/core/index.js",
                "!**/core/testing",
                "!**/core/testing.ts",
                "!**/core/testing.js",
              ],
              message: "Tests import the engine through src/core/index.ts or src/core/testing.ts only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/app/**/*.tsx", "src/app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
