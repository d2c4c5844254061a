/**
 * Every document pair the consistency checks run on: the gallery's examples, then the corpus of edge cases in
 * test/corpus/docs/ (`<name>.config.jsonc`, and `<name>.scenarios.json` when the case has scenarios).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
const EXAMPLES = join(ROOT, "public", "examples");
const CORPUS = join(ROOT, "test", "corpus", "docs");

export interface DocumentPair {
  /** "example/starter", "corpus/hostile-ids". */
  readonly name: string;
  /** Paths relative to the project root, as the command line is given them. */
  readonly configFile: string;
  readonly scenariosFile: string | undefined;
  readonly config: string;
  /** "" when the case has no scenarios file (the page's empty document). */
  readonly scenarios: string;
}

function pairsIn(dir: string, prefix: string): DocumentPair[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".config.jsonc"))
    .sort()
    .map((f) => {
      const base = f.slice(0, -".config.jsonc".length);
      const configPath = join(dir, f);
      const scenariosPath = join(dir, `${base}.scenarios.json`);
      const hasScenarios = existsSync(scenariosPath);
      return {
        name: `${prefix}/${base}`,
        configFile: relative(ROOT, configPath),
        scenariosFile: hasScenarios ? relative(ROOT, scenariosPath) : undefined,
        config: readText(configPath),
        scenarios: hasScenarios ? readText(scenariosPath) : "",
      };
    });
}

/** A file's text as an editor, the page and the command line read it: a leading byte-order mark is dropped. */
function readText(path: string): string {
  const text = readFileSync(path, "utf8");
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The examples each profile's gallery lists (index.json's `profile`; SophiaClaw's when none is named). */
const profileOf = new Map(
  (JSON.parse(readFileSync(join(EXAMPLES, "index.json"), "utf8")) as { slug: string; profile?: string }[]).map((e) => [
    `example/${e.slug}`,
    e.profile ?? "sophiaclaw",
  ]),
);
const ALL_EXAMPLES = pairsIn(EXAMPLES, "example");
/** SophiaClaw's examples: what the SophiaClaw consistency checks run on. */
export const EXAMPLE_PAIRS: readonly DocumentPair[] = ALL_EXAMPLES.filter(
  (p) => profileOf.get(p.name) === "sophiaclaw",
);
/** The OpenClaw examples, each with the release it is written for. */
export const OPENCLAW_EXAMPLE_PAIRS: readonly (DocumentPair & { readonly profile: string })[] = ALL_EXAMPLES.flatMap(
  (p) => {
    const profile = profileOf.get(p.name);
    return profile && profile !== "sophiaclaw" ? [{ ...p, profile }] : [];
  },
);
export const CORPUS_PAIRS: readonly DocumentPair[] = pairsIn(CORPUS, "corpus");
export const ALL_PAIRS: readonly DocumentPair[] = [...EXAMPLE_PAIRS, ...CORPUS_PAIRS];
