/**
 * The examples gallery's data: ./examples/index.json lists them, each is a pair of files next to it. Read from
 * our own origin only; what comes back is checked before it is used.
 */
import { isProfileId, type ProfileId } from "../../core/index";
import { isRecord, own } from "../state/json";
import type { Documents } from "../state/documents";

export interface ExampleInfo {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** The harness the example is written for (its texts say so too: the page detects it). */
  readonly profile: ProfileId;
}

export const STARTER = "starter";

/** Slugs name files: letters, digits, dashes and dots inside, nothing that climbs out of the folder. */
const SLUG = /^[a-z0-9][a-z0-9._-]*$/i;

/** The valid entries of index.json (others are skipped). */
export function parseIndex(value: unknown): ExampleInfo[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const slug = own(entry, "slug");
    const title = own(entry, "title");
    const description = own(entry, "description");
    const profile = own(entry, "profile");
    if (!isRecord(entry) || typeof slug !== "string" || !SLUG.test(slug) || slug.includes("..")) return [];
    return [
      {
        slug,
        title: typeof title === "string" ? title : slug,
        description: typeof description === "string" ? description : "",
        profile: isProfileId(profile) ? profile : "sophiaclaw",
      },
    ];
  });
}

/** What reading the examples takes from the browser, passed in so tests can fake it. */
export interface ExamplesNet {
  /** `fetch`: a response's status and text, or a rejection when no response came (offline, blocked). */
  readonly fetch: (url: string) => Promise<{ readonly ok: boolean; readonly status: number; text(): Promise<string> }>;
  /** Whether the browser says it is online (navigator.onLine). */
  readonly online: () => boolean;
}

/** The browser's network, for the page. */
export const browserExamplesNet: ExamplesNet = {
  fetch: (url) => fetch(url),
  online: () => typeof navigator === "undefined" || navigator.onLine !== false,
};

async function text(net: ExamplesNet, url: string): Promise<string> {
  const response = await net.fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

export async function fetchIndex(net: ExamplesNet = browserExamplesNet): Promise<ExampleInfo[]> {
  return parseIndex(JSON.parse(await text(net, "./examples/index.json")));
}

export async function fetchExample(slug: string, net: ExamplesNet = browserExamplesNet): Promise<Documents> {
  if (!SLUG.test(slug) || slug.includes("..")) throw new Error(`not an example: ${slug}`);
  const [config, scenarios] = await Promise.all([
    text(net, `./examples/${slug}.config.jsonc`),
    text(net, `./examples/${slug}.scenarios.json`),
  ]);
  return { config, scenarios };
}

/** What a first visit starts from when even the starter cannot be fetched. */
export const EMPTY_DOCUMENTS: Documents = {
  config: '{\n  "agents": {\n    "list": [{ "id": "default", "default": true }]\n  }\n}\n',
  scenarios: '{\n  "sessions": [{ "key": "agent:default:main" }]\n}\n',
};
