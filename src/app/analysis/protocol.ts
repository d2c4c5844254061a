/** What the page and the analysis worker say to each other. */
import type { DocumentId, JsonPath } from "../../core/index";

export type WorkerRequest =
  | { readonly kind: "analyze"; readonly id: number; readonly config: string; readonly scenarios: string }
  | { readonly kind: "hover"; readonly id: number; readonly doc: DocumentId; readonly path: JsonPath };

export type WorkerReply =
  /** The StudioViews as JSON text: one string crosses faster than thousands of small objects are cloned. */
  | { readonly id: number; readonly ok: true; readonly views: string }
  | { readonly id: number; readonly ok: true; readonly hover: readonly string[] | null }
  | { readonly id: number; readonly ok: false; readonly error: string };
