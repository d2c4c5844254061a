/**
 * Monaco, bundled locally and loaded lazily (this module is only reached through a dynamic import): the editor
 * core, its features (command palette, hover, find...), the JSON language, and the workers served from our own
 * origin. Nothing here reaches a CDN.
 */
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/register.all";
import { jsonDefaults } from "monaco-editor/languages/features/json/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";
import { documentSchemas } from "./schemas";

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === "json" ? new JsonWorker() : new EditorWorker()),
};

export const CONFIG_URI = monaco.Uri.parse("file:///sophiaclaw.json");
export const SCENARIOS_URI = monaco.Uri.parse("file:///scenarios.json");

/**
 * Comments and trailing commas are welcome in both documents. Monaco's own JSON diagnostics are off: the engine
 * reports every problem (syntax and schema included) with its code, so the editor shows each problem once. The
 * JSON Schemas still drive completion and hover from the field descriptions. Document symbols and colours are off
 * too: on a 1,000-agent config the JSON worker's answers to them cost the page tens of milliseconds per keystroke,
 * and nothing in the studio uses them (folding and sticky scroll fall back to indentation).
 */
function configureJson(): void {
  const schemas = documentSchemas();
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
    schemas: [
      { uri: "inmemory://schema/sophiaclaw.json", fileMatch: [CONFIG_URI.toString()], schema: schemas.config },
      { uri: "inmemory://schema/scenarios.json", fileMatch: [SCENARIOS_URI.toString()], schema: schemas.scenarios },
    ],
  });
}

configureJson();

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
