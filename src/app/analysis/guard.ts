/**
 * The crash-loop guard. Documents that exhaust the tab's memory crash it, and the page would restore the same
 * documents on the next visit and crash again. So before an analysis starts, a small marker goes to storage under
 * its own key (the texts' lengths, a cheap digest, the time), and it is removed when the answer arrives or the
 * watchdog stops the worker (that is no crash). A marker found at startup means the last visit died in the middle of
 * an analysis: the page opens with analysis paused until the user chooses.
 */
import type { KeyValueStorage } from "../platform";
import type { Documents } from "../state/documents";

export const IN_PROGRESS_KEY = "scope-studio:analysis-in-progress:v1";

/** What an analysis in progress leaves in storage. */
export interface InProgress {
  readonly config: number;
  readonly scenarios: number;
  readonly digest: string;
  /** When it started, from the platform's clock. */
  readonly at: number;
}

/** What the guard found at startup: the last visit stopped while analysing. */
export interface Interrupted {
  /** The marker, when it could be read (an unreadable one still means the visit died mid-analysis). */
  readonly marker: InProgress | undefined;
}

export interface CrashGuard {
  /** What an earlier visit left behind: set when it died mid-analysis. Read once, at startup. */
  readonly interrupted: Interrupted | undefined;
  /** Records that an analysis of `docs` starts now. */
  begin(docs: Documents): void;
  /** Records that no analysis is in progress any more. */
  end(): void;
  /** Whether `docs` are the documents the interrupted analysis was on. */
  same(docs: Documents): boolean;
}

/**
 * How many characters of a text the digest reads at most, evenly spaced: a large text costs no more (in the page,
 * 4,096 of them took 0.2-0.3 ms of each keystroke at 1,000 agents).
 */
const DIGEST_SAMPLES = 256;

/**
 * FNV-1a over the text's length and up to DIGEST_SAMPLES of its characters. Cheap enough to run as every analysis
 * starts (whatever the length: it runs at every keystroke); it tells other documents apart, though not
 * every edit of one character in a long text (that only changes how the pause is worded).
 */
export function digestOf(text: string): string {
  let hash = 0x811c9dc5;
  const mix = (code: number) => {
    hash = Math.imul(hash ^ code, 0x01000193);
  };
  mix(text.length & 0xffff);
  mix(text.length >>> 16);
  const step = Math.max(1, Math.ceil(text.length / DIGEST_SAMPLES));
  for (let i = 0; i < text.length; i += step) mix(text.charCodeAt(i));
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export function markerOf(docs: Documents, at: number): InProgress {
  return {
    config: docs.config.length,
    scenarios: docs.scenarios.length,
    digest: `${digestOf(docs.config)}${digestOf(docs.scenarios)}`,
    at,
  };
}

function parseMarker(text: string): InProgress | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const v = value as Record<string, unknown>;
    const ok =
      typeof v.config === "number" &&
      typeof v.scenarios === "number" &&
      typeof v.digest === "string" &&
      typeof v.at === "number";
    return ok
      ? { config: v.config as number, scenarios: v.scenarios as number, digest: v.digest as string, at: v.at as number }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Storage that throws (blocked, full) leaves the guard without memory; analysis still runs. */
function quietly<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

export function createCrashGuard(platform: {
  readonly storage: KeyValueStorage;
  readonly clock: () => number;
}): CrashGuard {
  const { storage, clock } = platform;
  const left = quietly(() => storage.getItem(IN_PROGRESS_KEY)) ?? null;
  const interrupted: Interrupted | undefined = left === null ? undefined : { marker: parseMarker(left) };
  return {
    interrupted,
    begin(docs) {
      quietly(() => storage.setItem(IN_PROGRESS_KEY, JSON.stringify(markerOf(docs, clock()))));
    },
    end() {
      quietly(() => storage.removeItem(IN_PROGRESS_KEY));
    },
    same(docs) {
      const marker = interrupted?.marker;
      return marker !== undefined && marker.digest === markerOf(docs, 0).digest;
    },
  };
}
