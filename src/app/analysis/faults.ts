/**
 * Why an analysis gave no answer, as data: the panels render the sentence (texts.ts), nothing reads the wording.
 */
import type { AnalysisPart } from "../../core/index";

/** What the browser told about a worker's error event (fields it left out stay undefined). */
export interface WorkerErrorInfo {
  readonly message?: string;
  readonly filename?: string;
  readonly lineno?: number;
}

export type AnalysisFault =
  /** No answer within the watchdog's time: the worker was stopped. `part` is the last one it reported starting. */
  | { readonly kind: "hung"; readonly afterMs: number; readonly part: AnalysisPart | undefined }
  /** The worker's script never ran (blocked, offline, missing, or it failed to evaluate). */
  | ({ readonly kind: "load-failed" } & WorkerErrorInfo)
  /** The worker stopped with an error after it had started. */
  | ({ readonly kind: "crashed" } & WorkerErrorInfo)
  /** The browser refused to create a worker at all. */
  | { readonly kind: "create-failed"; readonly message: string }
  /** The engine threw: a bug, named by its message. */
  | { readonly kind: "failed"; readonly message: string };

/** An analysis that ended without an answer, and why. */
export class AnalysisError extends Error {
  constructor(readonly fault: AnalysisFault) {
    super(`analysis ${fault.kind}`);
    this.name = "AnalysisError";
  }
}

/** An analysis nobody waits for any more: a newer text superseded it, or the client was ended. Not a fault. */
export class AnalysisCancelled extends Error {
  constructor(readonly reason: "superseded" | "ended") {
    super(`analysis ${reason}`);
    this.name = "AnalysisCancelled";
  }
}
