// Lint rules that keep the house standing: the core is pure (no React, no Monaco, no page, no DOM-only modules),
// and everything outside the core enters it through src/core/index.ts only.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules", "dist", "dist-node", "test-results", "playwright-report", "screenshots", "public"] },
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
    rules: {
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
    files: ["src/app/**/*.tsx", "src/app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
