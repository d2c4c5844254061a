/**
 * Monaco, bundled locally and loaded lazily (this module is only reached through a dynamic import): the editor
 * core, the features a JSON editor uses (below), the JSON language, and the workers served from our own origin.
 * Nothing here reaches a CDN.
 */
import * as monaco from "monaco-editor/editor";
// The features, one by one (vite.config.ts keeps Monaco from bringing in all the others): typing and moving.
import "monaco-editor/editor/browser/coreCommands";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/dnd/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/lineSelection/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/wordOperations/register";
import "monaco-editor/features/smartSelect/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/indentation/register";
// Seeing the structure: brackets, folding, the enclosing entries kept in view, occurrences, invisible characters.
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/stickyScroll/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/unicodeHighlighter/register";
import "monaco-editor/features/links/register";
// Finding and going: find/replace, Ctrl+G, the command palette (F1), the next problem (F8).
import "monaco-editor/features/find/register";
import "monaco-editor/features/gotoLine/register";
import "monaco-editor/features/quickCommand/register";
import "monaco-editor/features/gotoError/register";
// What the studio provides: hover (editorApi.ts), completion and snippets (completionProvider.ts), the hints
// (hints.ts), quick fixes and the light bulb (codeActions.ts); Tab focus mode is tabFocusMode.ts's.
import "monaco-editor/features/hover/register";
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/suggest/register";
import "monaco-editor/features/snippet/register";
import "monaco-editor/features/inlayHints/register";
import "monaco-editor/features/codeAction/register";
import { jsonDefaults } from "monaco-editor/languages/features/json/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";
import { documentSchemas } from "./schemas";
import type { ProfileId } from "../../core/index";

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === "json" ? new JsonWorker() : new EditorWorker()),
};

export const CONFIG_URI = monaco.Uri.parse("file:///sophiaclaw.json");
export const SCENARIOS_URI = monaco.Uri.parse("file:///scenarios.json");
export const APPROVALS_URI = monaco.Uri.parse("file:///exec-approvals.json");

/**
 * Comments and trailing commas are welcome in both documents. Monaco's own JSON diagnostics are off: the engine
 * reports every problem (syntax and schema included) with its code, so the editor shows each problem once. The
 * JSON Schemas still drive completion and hover from the field descriptions. Document symbols and colours are off
 * too: on a 1,000-agent config the JSON worker's answers to them cost the page tens of milliseconds per keystroke,
 * and nothing in the studio uses them (folding and sticky scroll fall back to indentation).
 */
function configureJson(): void {
  jsonDefaults.setModeConfiguration({
    ...jsonDefaults.modeConfiguration,
    diagnostics: false,
    documentSymbols: false,
    colors: false,
  });
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: true,
    trailingCommas: "ignore",
    comments: "ignore",
    enableSchemaRequest: false,
    schemaValidation: "ignore",
    schemas: schemasFor("sophiaclaw"),
  });
}

function schemasFor(profile: ProfileId) {
  const schemas = documentSchemas(profile);
  return [
    { uri: `inmemory://schema/${profile}.json`, fileMatch: [CONFIG_URI.toString()], schema: schemas.config },
    { uri: "inmemory://schema/scenarios.json", fileMatch: [SCENARIOS_URI.toString()], schema: schemas.scenarios },
    { uri: "inmemory://schema/exec-approvals.json", fileMatch: [APPROVALS_URI.toString()], schema: schemas.approvals },
  ];
}

configureJson();

/** The config's schema follows the profile its answers are read in (completion and hover). */
export function applyProfileSchemas(profile: ProfileId): void {
  const now = jsonDefaults.diagnosticsOptions;
  const uri = `inmemory://schema/${profile}.json`;
  if (now.schemas?.[0]?.uri === uri) return;
  jsonDefaults.setDiagnosticsOptions({ ...now, schemas: schemasFor(profile) });
}

const dark = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : undefined;

/** vs-dark with comments bright enough to read (4.5:1 against the background; vs-dark's own green is 4.2:1). */
const DARK_THEME = "scope-studio-dark";
monaco.editor.defineTheme(DARK_THEME, {
  base: "vs-dark",
  inherit: true,
  rules: [{ token: "comment", foreground: "6A9955" }],
  colors: {},
});

/** vs with the hints beside agents and calls (hints.ts) grey yet readable (4.5:1 on their background; vs's is 2.8:1). */
const LIGHT_THEME = "scope-studio-light";
monaco.editor.defineTheme(LIGHT_THEME, {
  base: "vs",
  inherit: true,
  rules: [],
  colors: { "editorInlayHint.foreground": "#666666" },
});

/** The Monaco theme that matches the page (our vs, or our vs-dark), following the system as it changes. */
export function currentTheme(): string {
  return dark?.matches ? DARK_THEME : LIGHT_THEME;
}

dark?.addEventListener("change", () => monaco.editor.setTheme(currentTheme()));

export { monaco };
