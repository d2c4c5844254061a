/** What the page and the analysis worker say to each other. */
import type { DocumentId, JsonPath } from "../../core/index";
import type { PackedViews } from "./transport";

export type WorkerRequest =
  | { readonly kind: "analyze"; readonly id: number; readonly config: string; readonly scenarios: string }
  | { readonly kind: "hover"; readonly id: number; readonly doc: DocumentId; readonly path: JsonPath };

export type WorkerReply =
  /** The views as JSON texts (transport.ts): strings cross faster than thousands of small objects are cloned. */
  | ({ readonly id: number; readonly ok: true } & PackedViews)
  | { readonly id: number; readonly ok: true; readonly hover: readonly string[] | null }
  | { readonly id: number; readonly ok: false; readonly error: string };
