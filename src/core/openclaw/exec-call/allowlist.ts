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

type GlobToken = "**" | "*" | "?" | { readonly char: string };

/**
 * Whether `target` matches OpenClaw's glob (anchored; `**` any characters, `*` any but `/`, `?` one but `/`, the rest
 * literal), as its regular expression would answer, in time proportional to the pattern times the target: a pattern of
 * many stars from a link or a paste cannot make the match backtrack for ever.
 */
export function globMatches(pattern: string, target: string, work?: { cells: number }): boolean {
  const tokens: GlobToken[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      tokens.push("**");
      i++;
    } else tokens.push(c === "*" ? "*" : c === "?" ? "?" : { char: c });
  }
  // can[j]: the tokens so far can match target[0..j).
  let can = new Array<boolean>(target.length + 1).fill(false);
  can[0] = true;
  for (const t of tokens) {
    const next = new Array<boolean>(target.length + 1).fill(false);
    if (work) work.cells += target.length + 1;
    if (t === "**" || t === "*") {
      for (let j = 0; j <= target.length; j++) {
        // A star extends a match over any character (`*`: but `/`).
        next[j] = can[j]! || (j > 0 && next[j - 1]! && (t === "**" || target[j - 1] !== "/"));
      }
    } else {
      for (let j = 1; j <= target.length; j++) {
        const ch = target[j - 1]!;
        next[j] = can[j - 1]! && (t === "?" ? ch !== "/" : ch === t.char);
      }
    }
    can = next;
  }
  return can[target.length]!;
}

const HASHED = /^sha256:/;

/**
 * Whether an expression has a quantified group that itself holds a quantifier (`(a+)+`, `(\w*)*`): the shape whose
 * matching can take exponential time. Read in one pass (escapes and character classes skipped). Such an expression is
 * not run here: whether it matches is left open (the verdict says "depends").
 */
export function hasNestedQuantifier(source: string): boolean {
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") groups.push(false);
    else if (c === ")") {
      const quantified = groups.pop() ?? false;
      const next = source[i + 1];
      const repeated = next === "+" || next === "*" || next === "{";
      if (quantified && repeated) return true;
      if (groups.length > 0 && (quantified || repeated)) groups[groups.length - 1] = true;
    } else if ((c === "+" || c === "*" || c === "{") && groups.length > 0) groups[groups.length - 1] = true;
  }
  return false;
}

function argsMatch(entry: AllowlistEntry, argv: readonly string[]): Match {
  const source = entry.argPattern!;
  if (HASHED.test(source)) return "no";
  let re: RegExp;
  try {
    re = new RegExp(source);
  } catch {
    return "no";
  }
  if (hasNestedQuantifier(source)) return "unknown";
  const args = argv.slice(1);
  const joined = source.includes("\0") ? (args.length === 0 ? "\0\0" : `${args.join("\0")}\0`) : args.join(" ");
  return re.test(joined) ? "yes" : "no";
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
      return last.includes("**") || globMatches(last, token.slice(token.lastIndexOf("/") + 1)) ? "unknown" : "no";
    }
    const expanded = pattern.replace(/^~(?=\/|$)/, home);
    const target = /[*?]/.test(expanded) ? normalizePath(segment.found.realPath) : segment.found.realPath;
    return globMatches(expanded, target) ? "yes" : "no";
  }
  if (pattern === "*" || /[/\\~]/.test(token)) return "no";
  if (segment.found === null) return "no";
  // Called by its bare name: the name and the found file's name are the same.
  return globMatches(pattern, token) ? "yes" : "no";
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
    const args = argsMatch(entry, segment.argv);
    if (args === "no") continue;
    if (hit === "yes" && args === "yes") return { match: "yes", entry };
    unknown ??= entry;
  }
  if (pathOnly) return { match: "yes", entry: pathOnly };
  if (unknown) return { match: "unknown", entry: unknown };
  return { match: "no" };
}
