/**
 * How OpenClaw matches a command against an allowlist entry (exec-approvals.md §3.5, `matchAllowlist`): a bare `*`
 * matches every command, even one found nowhere; a pattern with `/` or `~` is a path glob matched against the
 * executable's real path; any other pattern matches the executable's name, only when the command names it bare (no
 * path); `*` stays within one folder, `**` crosses folders, `?` is one character, everything else is literal and
 * case counts. An `argPattern` is a regular expression the arguments (joined by spaces) must match. Entries a person's
 * "allow always" wrote hold a hash of the exact command and folder instead, which matches that command only.
 */
import type { JsonPath } from "../../diagnostics";
import { normalizePosixPath as normalizePath } from "../../scope";
import type { ExecSegment } from "./segments";

export interface AllowlistEntry {
  readonly pattern: string;
  readonly argPattern?: string;
  /** `allow-always`: written by a person's "allow always" answer. */
  readonly source?: string;
  /** Where it is in the approvals document. */
  readonly at: JsonPath;
}

/** Whether an entry matches: yes, no, or not known (a path glob for an executable the studio cannot place). */
export type Match = "yes" | "no" | "unknown";

/** OpenClaw's glob: anchored, `**` any characters, `*` any but `/`, `?` one but `/`, the rest literal. */
export function globRegex(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else source += c.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const HASHED = /^sha256:/;

function argsMatch(entry: AllowlistEntry, argv: readonly string[]): boolean {
  const source = entry.argPattern!;
  if (HASHED.test(source)) return false;
  let re: RegExp;
  try {
    re = new RegExp(source);
  } catch {
    return false;
  }
  const args = argv.slice(1);
  const joined = source.includes("\0") ? (args.length === 0 ? "\0\0" : `${args.join("\0")}\0`) : args.join(" ");
  return re.test(joined);
}

/** Whether one entry's pattern (not its arguments) selects the segment's executable. */
function selects(entry: AllowlistEntry, segment: ExecSegment, home: string): Match {
  const pattern = entry.pattern.trim();
  const token = segment.argv[0] ?? "";
  if (/[/\\~]/.test(pattern)) {
    if (segment.found === null) return "no";
    if (segment.found === undefined) {
      // Not placed: taken to be a file of its own name (not a link to another name), so the pattern's last part
      // must fit the name for the folder to matter.
      const last = pattern.slice(pattern.lastIndexOf("/") + 1);
      return last.includes("**") || globRegex(last).test(token.slice(token.lastIndexOf("/") + 1)) ? "unknown" : "no";
    }
    const expanded = pattern.replace(/^~(?=\/|$)/, home);
    const target = /[*?]/.test(expanded) ? normalizePath(segment.found.realPath) : segment.found.realPath;
    return globRegex(expanded).test(target) ? "yes" : "no";
  }
  if (pattern === "*" || /[/\\~]/.test(token)) return "no";
  if (segment.found === null) return "no";
  // Called by its bare name: the name and the found file's name are the same.
  return globRegex(pattern).test(token) ? "yes" : "no";
}

export interface EntryMatch {
  readonly match: Match;
  /** The entry that matched (or, when not known, the first that might). */
  readonly entry?: AllowlistEntry;
}

/** The entry that lets a segment run, in OpenClaw's order (see the module's comment). */
export function matchAllowlist(entries: readonly AllowlistEntry[], segment: ExecSegment, home: string): EntryMatch {
  const star = entries.find((e) => e.pattern.trim() === "*" && !e.argPattern && e.source !== "allow-always");
  if (star) return { match: "yes", entry: star };
  if (segment.found === null) return { match: "no" };
  let pathOnly: AllowlistEntry | undefined;
  let unknown: AllowlistEntry | undefined;
  for (const entry of entries) {
    const hit = selects(entry, segment, home);
    if (hit === "no") continue;
    if (!entry.argPattern) {
      // A shell that stays one command is never allowed by its name alone; nor is an entry a person's answer wrote.
      if (entry.source === "allow-always" || segment.shellWrapper) continue;
      if (hit === "unknown") unknown ??= entry;
      else pathOnly ??= entry;
      continue;
    }
    if (entry.source === "allow-always" && !HASHED.test(entry.argPattern)) continue;
    if (!argsMatch(entry, segment.argv)) continue;
    if (hit === "yes") return { match: "yes", entry };
    unknown ??= entry;
  }
  if (pathOnly) return { match: "yes", entry: pathOnly };
  if (unknown) return { match: "unknown", entry: unknown };
  return { match: "no" };
}
