/** What the page and the analysis worker say to each other. */
import type { AnalysisPart, DocumentId, JsonPath, ProfileId, WhyTarget } from "../../core/index";
import type { WhyVM } from "../view-model/why";
import type { SearchVM } from "../view-model/search";
import type { SentText, SentTexts } from "./textEdits";
import type { PackedViews } from "./transport";
import type { ViewWindows } from "./windows";

/**
 * The page's first word to a worker, before any request: from now on, reply on the BroadcastChannel of this name
 * (browserWorker.ts). Chromium holds a worker's messages to the page back until the frame after a keystroke has been
 * drawn, so a keystroke's answer posted to the page would be drawn a frame late; a channel's message is not held back.
 */
export interface ReplyChannel {
  readonly kind: "reply-channel";
  readonly name: string;
}

/** What a worker is sent: the channel to reply on (once, first), then requests. */
export type WorkerMessage = ReplyChannel | WorkerRequest;

export type WorkerRequest =
  | {
      readonly kind: "analyze";
      readonly id: number;
      /** Each text whole, or as its edit from the one this worker was sent last (textEdits.ts). */
      readonly config: SentText;
      readonly scenarios: SentText;
      /** The host's approvals document (an OpenClaw profile's), when the page has one. */
      readonly approvals?: SentText;
      /** The profile chosen for the texts; null: the one the config names or has the shape of (detected). */
      readonly profile: ProfileId | null;
      /** How long the engine may take before it cuts the rest off (see the core's AnalysisLimits). */
      readonly budgetMs: number;
      /** The texts the answers are compared with (the Changes panel), as the analysed ones cross (textEdits.ts). */
      readonly baseline?: SentTexts;
      /** Which page of each long list the panels draw. */
      readonly windows: ViewWindows;
      /** The later panels (studio.ts's LaterPanels) may come in a message of their own, after the others. */
      readonly later?: boolean;
    }
  /** How many answers differ between these texts and the last analysed (a snapshot's summary). */
  | {
      readonly kind: "compare";
      readonly id: number;
      readonly config: string;
      readonly scenarios: string;
      /** The host's approvals document (an OpenClaw profile's), when the page has one. */
      readonly approvals?: string;
      readonly budgetMs: number;
    }
  | { readonly kind: "hover"; readonly id: number; readonly doc: DocumentId; readonly path: JsonPath }
  /** The entries of the last analysis that match the search field's words. */
  | { readonly kind: "search"; readonly id: number; readonly query: string }
  /** What to change to give an entry another answer ("why not?"), for these texts. */
  | {
      readonly kind: "why";
      readonly id: number;
      readonly config: string;
      readonly scenarios: string;
      /** The host's approvals document (an OpenClaw profile's), when the page has one. */
      readonly approvals?: string;
      readonly target: WhyTarget;
      readonly budgetMs: number;
    };

export type WorkerReply =
  /** Sent once, as soon as the worker's script has run: an error after it is a crash, before it a failed load. */
  | { readonly kind: "ready" }
  /** The part of the analysis `id` that starts now: what a watchdog names when the answer never comes. */
  | { readonly kind: "progress"; readonly id: number; readonly part: AnalysisPart }
  /** The views as JSON texts (transport.ts): strings cross faster than thousands of small objects are cloned. */
  | ({
      readonly kind: "views";
      readonly id: number;
      readonly elapsedMs: number;
      /** The worker's first analysis: its time includes compiling the engine's code. */
      readonly cold: boolean;
      /** The later panels are left out: a "later" message brings them, unless a newer analysis comes first. */
      readonly follows: boolean;
    } & PackedViews)
  /** The later panels of the analysis `id` (JSON), sent after its views when they said one follows. */
  | { readonly kind: "later"; readonly id: number; readonly panels: string }
  | { readonly kind: "hover"; readonly id: number; readonly hover: readonly string[] | null }
  | { readonly kind: "compare"; readonly id: number; readonly count: number | null }
  | { readonly kind: "why"; readonly id: number; readonly why: WhyVM }
  | { readonly kind: "search"; readonly id: number; readonly search: SearchVM | null }
  /** The engine threw (a bug): its message, never empty. */
  | { readonly kind: "failed"; readonly id: number; readonly error: string };
