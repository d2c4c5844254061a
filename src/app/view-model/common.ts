/** Shapes every panel shares: a provenance chip and a place in a document to reveal. */
import {
  DEFAULT_ENV,
  formatPath,
  resolveDefaultAgentWorkspaceDir,
  resolveStateDir,
  SOPHIACLAW_PROFILE,
  type DocumentId,
  type AnswerValue,
  type Env,
  type FieldKind,
  type HarnessProfile,
  type JsonPath,
  type Provenance,
  type Span,
} from "../../core/index";
import { PROVENANCE_WORDS, T, type ProvenanceStep } from "../texts";

/**
 * A place in one of the documents: where a click takes the cursor. A diagnostic names its span; a provenance or a
 * trace step names its path, and the editor finds the path's span in the text when the click comes, so a card's
 * view model stays the same while edits above it move its offsets.
 */
export type Target =
  { readonly doc: DocumentId; readonly span: Span } | { readonly doc: DocumentId; readonly path: JsonPath };

/** The small "from" chip next to a resolved value. */
export interface ChipVM {
  /** Where the value came from, in words (the step's sentence, with the folders expanded). */
  readonly label: string;
  /** The step's machine name, for scripts (data-step); never shown. */
  readonly step: string;
  /** The field the words name, as the user writes it ("agents.list[2].workspace"); "" when none is written. */
  readonly field: string;
  /** Where the value was read; undefined when it was not read from a document (a built-in default). */
  readonly target: Target | undefined;
}

/**
 * What the chips of the built-in folders say beyond their provenance: the state folder and HOME as the simulated
 * environment makes them, why, and the scenarios' field that sets each (when one does).
 */
export interface ChipFacts {
  readonly stateFolder: string;
  readonly stateTarget: Target | undefined;
  readonly homeFolder: string;
  readonly homeTarget: Target;
}

const DEFAULT_HOME = DEFAULT_ENV.HOME ?? "";

/** A variable as the environment sets it: its own text, when not blank. */
function setVariable(env: Env, name: string): string | undefined {
  const value = Object.hasOwn(env, name) ? env[name] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The built-in folders' words for one environment (the analysis's, scenarios.env with HOME defaulted). */
export function chipFacts(env: Env, profile: HarnessProfile): ChipFacts {
  const variable = profile.stateDirVariable;
  const state = setVariable(env, variable);
  // The analysis's environment always has HOME (defaulted when the scenarios do not set it).
  const home = setVariable(env, "HOME") ?? DEFAULT_HOME;
  return {
    stateFolder: T.provenance.stateFolder(resolveStateDir(env, profile), variable, state, profile.stateDirName),
    stateTarget: state === undefined ? undefined : { doc: "scenarios", path: ["env", variable] },
    homeFolder: T.provenance.homeFolder(resolveDefaultAgentWorkspaceDir(env, profile), home),
    homeTarget: { doc: "scenarios", path: ["env", "HOME"] },
  };
}

/** The facts of the environment nobody wrote (HOME defaulted): chips outside the agent cards name no folder. */
const BARE_FACTS: ChipFacts = chipFacts({}, SOPHIACLAW_PROFILE);

/** Whether the page has words for a step (the engine's steps all do: test/app/chips.test.ts walks them). */
export const hasWords = (step: string): step is ProvenanceStep => Object.hasOwn(PROVENANCE_WORDS, step);

/** The folder a built-in folder's step names, and the field that sets it; other steps name their own path. */
function folderOf(step: string, facts: ChipFacts): { folder: string; target: Target | undefined } | undefined {
  if (step === "state-workspace" || step === "state-agentDir")
    return { folder: facts.stateFolder, target: facts.stateTarget };
  if (step === "default-workspace") return { folder: facts.homeFolder, target: facts.homeTarget };
  return undefined;
}

export function chipOf(from: Provenance, facts: ChipFacts = BARE_FACTS): ChipVM {
  const folder = folderOf(from.step, facts);
  const field = from.path ? formatPath(from.path) : "";
  const parts = { path: field, label: from.label, folder: folder?.folder ?? "" };
  // A built-in folder's chip reveals the variable that sets the folder (not the agent's id its name is made from).
  const target = folder ? folder.target : from.path ? { doc: from.doc ?? "config", path: from.path } : undefined;
  return {
    label: hasWords(from.step) ? PROVENANCE_WORDS[from.step](parts) : from.label,
    step: from.step,
    field: folder ? (target && "path" in target ? formatPath(target.path) : "") : field,
    target,
  };
}

/** The data-* attribute a field's answer is carried in: its name in kebab case (agentDir: data-agent-dir). */
export const dataName = (field: string): `data-${string}` =>
  `data-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * An answer's value as a data-* attribute (what a script reads): text as it is, anything else as JSON; none is no
 * attribute, but a filter's none (every one allowed) is "*".
 */
export function answerAttribute(kind: FieldKind, value: AnswerValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return kind === "filter" ? "*" : undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A value as one line of text: lists joined, absence named. */
export function listText(values: readonly string[] | undefined, empty: string): string {
  return values && values.length > 0 ? values.join(", ") : empty;
}
