/**
 * Safe bins (exec-approvals.md §5): a few filters (`head`, `tail`, `wc`, `cut`, `uniq`, `tr` unless the config names
 * others in `tools.exec.safeBins`) run without an allowlist entry when the file is in a trusted folder (`/bin`,
 * `/usr/bin`, the config's `safeBinTrustedDirs`) and their arguments pass the bin's profile: literal values only (no
 * glob, no `$`, no path), a bounded count of operands, known flags only, and no denied flag. `awk`, `sed` and `jq`
 * never pass. The profiles are the releases' own tables (2026.7 has no boolean flags: a short flag cluster passes only
 * when it holds a value flag).
 */
import { isRecord } from "../../safe";

export interface SafeBinProfile {
  readonly minPositional?: number;
  readonly maxPositional?: number;
  readonly valueFlags: readonly string[];
  readonly booleanFlags: readonly string[];
  readonly deniedFlags: readonly string[];
}

const p = (
  maxPositional: number,
  valueFlags: readonly string[],
  booleanFlags: readonly string[] = [],
  deniedFlags: readonly string[] = [],
  minPositional?: number,
): SafeBinProfile => ({
  maxPositional,
  valueFlags,
  booleanFlags,
  deniedFlags,
  ...(minPositional !== undefined && { minPositional }),
});

const HEAD_BOOLEANS = ["--quiet", "--silent", "--verbose", "--zero-terminated", "-q", "-v", "-z"];

/** The built-in profiles (2026.9's; 2026.7's are the same without boolean flags). */
export const SAFE_BIN_PROFILES: Readonly<Record<string, SafeBinProfile>> = {
  jq: p(
    1,
    ["--arg", "--argjson", "--argstr"],
    [],
    ["--argfile", "--rawfile", "--slurpfile", "--from-file", "--library-path", "-L", "-f"],
  ),
  grep: p(
    0,
    [
      "--regexp",
      "--max-count",
      "--after-context",
      "--before-context",
      "--context",
      "--devices",
      "--binary-files",
      "--exclude",
      "--include",
      "--label",
      "-e",
      "-m",
      "-A",
      "-B",
      "-C",
      "-D",
    ],
    [],
    ["--file", "--exclude-from", "--dereference-recursive", "--directories", "--recursive", "-f", "-d", "-r", "-R"],
  ),
  cut: p(
    0,
    ["--bytes", "--characters", "--fields", "--delimiter", "--output-delimiter", "-b", "-c", "-f", "-d"],
    ["--complement", "--only-delimited", "--zero-terminated", "-n", "-s", "-z"],
  ),
  sort: p(
    0,
    ["--key", "--field-separator", "--buffer-size", "--parallel", "--batch-size", "-k", "-t", "-S"],
    [],
    ["--compress-program", "--files0-from", "--output", "--random-source", "--temporary-directory", "-T", "-o"],
  ),
  uniq: p(
    0,
    ["--skip-fields", "--skip-chars", "--check-chars", "--group", "-f", "-s", "-w"],
    ["--count", "--repeated", "--unique", "--ignore-case", "--zero-terminated", "-c", "-d", "-u", "-i", "-z"],
  ),
  head: p(0, ["--lines", "--bytes", "-n", "-c"], HEAD_BOOLEANS),
  tail: p(0, ["--lines", "--bytes", "--sleep-interval", "--max-unchanged-stats", "--pid", "-n", "-c"], HEAD_BOOLEANS, [
    "--follow",
    "--retry",
    "-F",
    "-f",
  ]),
  tr: p(
    2,
    [],
    ["--complement", "--delete", "--squeeze-repeats", "--truncate-set1", "-C", "-c", "-d", "-s", "-t"],
    [],
    1,
  ),
  wc: p(
    0,
    [],
    ["--bytes", "--chars", "--lines", "--max-line-length", "--words", "-L", "-c", "-l", "-m", "-w"],
    ["--files0-from"],
  ),
};

export const DEFAULT_SAFE_BINS = ["cut", "uniq", "head", "tail", "tr", "wc"] as const;
export const DEFAULT_TRUSTED_DIRS = ["/bin", "/usr/bin"] as const;
const NEVER_SAFE: ReadonlySet<string> = new Set(["jq", "awk", "gawk", "mawk", "nawk", "sed", "gsed"]);

/** A config's `safeBinProfiles` entry: its limits, value flags and denied flags (booleans are not read). */
function configuredProfile(raw: unknown): SafeBinProfile {
  const r = isRecord(raw) ? raw : {};
  const limit = (v: unknown) =>
    typeof v === "number" && Number.isFinite(v) && Math.trunc(v) >= 0 ? Math.trunc(v) : undefined;
  const flags = (v: unknown) =>
    Array.isArray(v)
      ? [
          ...new Set(
            v
              .filter((f): f is string => typeof f === "string")
              .map((f) => f.trim())
              .filter(Boolean),
          ),
        ]
      : [];
  const min = limit(r["minPositional"]);
  const maxRaw = limit(r["maxPositional"]);
  const max = min !== undefined && maxRaw !== undefined && maxRaw < min ? min : maxRaw;
  return {
    ...(min !== undefined && { minPositional: min }),
    ...(max !== undefined && { maxPositional: max }),
    valueFlags: flags(r["allowedValueFlags"]),
    booleanFlags: [],
    deniedFlags: flags(r["deniedFlags"]),
  };
}

/** The profiles in force: the built-in ones, each replaced by the config's (the agent's over `tools.exec`'s). */
export function safeBinProfiles(configured: readonly unknown[]): Readonly<Record<string, SafeBinProfile>> {
  const out: Record<string, SafeBinProfile> = { ...SAFE_BIN_PROFILES };
  for (const layer of configured) {
    if (!isRecord(layer)) continue;
    for (const [name, raw] of Object.entries(layer)) {
      const key = name.trim().toLowerCase();
      if (key)
        Object.defineProperty(out, key, {
          value: configuredProfile(raw),
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
  }
  return out;
}

const isPathLike = (v: string) => {
  const t = v.trim();
  if (!t || t === "-") return false;
  return (
    t.startsWith("./") || t.startsWith("../") || t.startsWith("~") || t.startsWith("/") || /^[A-Za-z]:[\\/]/.test(t)
  );
};
const isLiteral = (v: string | undefined) =>
  !v || v === "-" || (!/[*?[\]]/.test(v) && !/\$(?:[A-Za-z0-9_@*?!$#-]|\{|\(|\[)/.test(v) && !isPathLike(v));
const invalidValue = (v: string | undefined) => !v || !isLiteral(v);

function longFlag(flag: string, known: readonly string[]): string | null {
  if (known.includes(flag)) return flag;
  const hits = known.filter((k) => flag.length >= 3 && k.startsWith(flag));
  return hits.length === 1 ? hits[0]! : null;
}

/** Whether the arguments pass a bin's profile (`validateSafeBinArgv`); `booleans`: the release has boolean flags. */
export function passesProfile(
  name: string,
  args: readonly string[],
  profile: SafeBinProfile,
  booleans: boolean,
): boolean {
  if (NEVER_SAFE.has(name)) return false;
  const value = new Set(profile.valueFlags);
  const bool = new Set(booleans ? profile.booleanFlags : []);
  const denied = new Set(profile.deniedFlags);
  const known = [...value, ...bool, ...denied].filter((f) => f.startsWith("--"));
  const positional: string[] = [];
  let i = 0;
  while (i < args.length) {
    const raw = args[i]!;
    if (raw === "" || raw === "-") {
      i++;
    } else if (raw === "--") {
      for (const rest of args.slice(i + 1)) {
        if (!rest || rest === "-") continue;
        if (!isLiteral(rest)) return false;
        positional.push(rest);
      }
      break;
    } else if (!raw.startsWith("-")) {
      if (!isLiteral(raw)) return false;
      positional.push(raw);
      i++;
    } else if (raw.startsWith("--")) {
      const eq = raw.indexOf("=");
      const flag = longFlag(eq > 0 ? raw.slice(0, eq) : raw, known);
      if (!flag || denied.has(flag)) return false;
      if (eq > 0) {
        if (!value.has(flag) || !isLiteral(raw.slice(eq + 1))) return false;
        i++;
      } else if (!value.has(flag)) i++;
      else if (invalidValue(args[i + 1])) return false;
      else i += 2;
    } else {
      const next = shortCluster(raw, args, i, value, bool, denied, booleans);
      if (next < 0) return false;
      i = next;
    }
  }
  if (positional.length < (profile.minPositional ?? 0)) return false;
  return profile.maxPositional === undefined || positional.length <= profile.maxPositional;
}

function shortCluster(
  raw: string,
  args: readonly string[],
  i: number,
  value: ReadonlySet<string>,
  bool: ReadonlySet<string>,
  denied: ReadonlySet<string>,
  booleans: boolean,
): number {
  const cluster = raw.slice(1);
  for (let j = 0; j < cluster.length; j++) {
    const flag = `-${cluster[j]}`;
    if (denied.has(flag)) return -1;
    if (value.has(flag)) {
      const inline = cluster.slice(j + 1);
      if (inline) return isLiteral(inline) ? i + 1 : -1;
      return invalidValue(args[i + 1]) ? -1 : i + 2;
    }
    if (bool.has(flag)) continue;
    // 2026.9 refuses an unknown flag; 2026.7 looks on for a value flag and refuses the cluster without one.
    if (booleans) return -1;
  }
  return booleans ? i + 1 : -1;
}
