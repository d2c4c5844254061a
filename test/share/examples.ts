/** The gallery's examples, read from public/examples/ for the share tests. */
import { readFileSync } from "node:fs";

const dir = new URL("../../public/examples/", import.meta.url);

export interface Example {
  readonly slug: string;
  readonly config: string;
  readonly scenarios: string;
}

export const SLUGS = ["starter", "legal-research", "plan-mode", "broken"] as const;
/** The OpenClaw examples, each with the release it is written for (the gallery's index says the same). */
export const OPENCLAW_SLUGS = { "openclaw-fleet": "openclaw-2026.9", "openclaw-legacy": "openclaw-2026.7" } as const;

export function readExample(slug: string): Example {
  return {
    slug,
    config: readFileSync(new URL(`${slug}.config.jsonc`, dir), "utf8"),
    scenarios: readFileSync(new URL(`${slug}.scenarios.json`, dir), "utf8"),
  };
}

export const EXAMPLES: readonly Example[] = SLUGS.map(readExample);

/** An example with a few lines changed, as a person would after a minute of editing. */
export function edited(e: Example): Example {
  return {
    ...e,
    config: e.config
      .replace('"mode": "default"', '"mode": "plan"')
      .replace(/"~\/SophiaClaw"/, '"~/work/claw"')
      .replace(
        '{ "name": "read", "class": "read" },',
        '{ "name": "read", "class": "read" },\n    { "name": "glob", "class": "read" },',
      ),
    scenarios: e.scenarios.replace(/"HOME": "[^"]*"/, '"HOME": "/home/grace"'),
  };
}
