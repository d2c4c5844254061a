/**
 * From a read command to the commands OpenClaw matches (exec-approvals.md §3.3-3.4): a single `sh -c '<payload>'`
 * stands for the commands of its payload; transparent wrappers (`env`, `nice`, `nohup`, `timeout`, …) are looked
 * through; wrappers that change who or where a command runs (`sudo`, `setsid`, …) make a command that no allowlist
 * entry satisfies; then the executable is found on the host (where a bare name is found on the PATH, and its real
 * path), from the facts the studio is given about the machine.
 */
import { normalizePosixPath as normalizePath } from "../../scope";
import { readShell, type ShellStep, type ShellWord } from "./shell";
import { unwrapOnce } from "./wrappers";

/** Where a host finds an executable: the path it resolved to and that path with its links resolved. */
export interface HostExecutable {
  readonly path: string;
  readonly realPath: string;
}

/** What the studio knows of the machine the call runs on. */
export interface ExecHost {
  /** HOME (OPENCLAW_HOME when set): what `~` means in commands and patterns. */
  readonly home: string;
  /** The folder the command runs in: relative paths resolve against it. */
  readonly cwd: string;
  /** Where each name the command runs is found: a path, null when it is found nowhere; absent: not known. */
  readonly executables: Readonly<Record<string, HostExecutable | null>>;
}

/** Why no allowlist entry can satisfy a command (it is only ever run after a person approves it). */
export type PromptOnly =
  | { readonly kind: "env-assignment" }
  | { readonly kind: "blocked-wrapper"; readonly wrapper: string }
  | { readonly kind: "shell-builtin"; readonly name: string };

export interface ExecSegment {
  /** The command as matched: after the wrappers looked through. */
  readonly argv: readonly string[];
  readonly words: readonly ShellWord[];
  /** The wrappers looked through, outermost first. */
  readonly wrappers: readonly string[];
  readonly promptOnly?: PromptOnly;
  /** A `sh -c` that stays one command (a login shell, a payload that cannot be read, …). */
  readonly shellWrapper?: true;
  /** From the payload of a `sh -c '…'`. */
  readonly fromPayload?: true;
  /** Where the executable is: found (path, real path), not found (null), or not known (undefined). */
  readonly found: HostExecutable | null | undefined;
}

export interface ExecSegmentRules {
  /** Whether `command`, `builtin` and `exec` are looked through (2026.9) or left as the command (2026.7). */
  readonly unwrapsCarriers: boolean;
}

export type ExecAnalysis =
  | { readonly ok: true; readonly groups: readonly (readonly ExecSegment[])[] }
  | { readonly ok: false; readonly reason: string };

const SHELLS: ReadonlySet<string> = new Set(["sh", "bash", "dash", "ash", "ksh", "mksh", "zsh", "yash", "fish"]);
const PROMPT_BUILTINS: ReadonlySet<string> = new Set(["eval", "source", ".", "alias"]);

const basename = (p: string) => p.slice(p.lastIndexOf("/") + 1);

/** A `sh -c '<payload>'` whose payload OpenClaw reads as the commands to match, or undefined. */
function shellPayload(step: ShellStep): string | undefined {
  const [shell, ...rest] = step.words;
  if (!shell || step.assignments.length > 0 || shell.text.includes("/") || !SHELLS.has(shell.text)) return undefined;
  let i = 0;
  for (; i < rest.length && rest[i]!.text.startsWith("-"); i++) {
    const f = rest[i]!.text;
    if (f === "--login" || (!f.startsWith("--") && /[li]/.test(f.slice(1)))) return undefined;
    if (!f.startsWith("--") && f.slice(1).includes("c")) {
      const payload = rest[i + 1];
      return payload && !payload.dynamic ? payload.text : undefined;
    }
  }
  return undefined;
}

function whereFound(token: string, host: ExecHost): HostExecutable | null | undefined {
  if (Object.hasOwn(host.executables, token)) return host.executables[token];
  if (!token.includes("/")) return undefined;
  // A path names itself: where it points is known unless the facts say otherwise.
  const expanded = token.replace(/^~(?=\/|$)/, host.home);
  const path = normalizePath(expanded.startsWith("/") ? expanded : `${host.cwd.replace(/\/+$/, "")}/${expanded}`);
  return { path, realPath: path };
}

function segmentOf(step: ShellStep, rules: ExecSegmentRules, host: ExecHost, fromPayload: boolean): ExecSegment {
  let words = step.words;
  const wrappers: string[] = [];
  let promptOnly: PromptOnly | undefined = step.assignments.length > 0 ? { kind: "env-assignment" } : undefined;
  for (let depth = 0; depth < 4 && words.length > 0; depth++) {
    const step = unwrapOnce(words, rules.unwrapsCarriers);
    if (!step) break;
    if ("blocked" in step) {
      promptOnly ??= { kind: "blocked-wrapper", wrapper: step.blocked };
      break;
    }
    wrappers.push(basename(words[0]!.text));
    words = step.inner;
  }
  const name = words[0]?.text ?? "";
  if (PROMPT_BUILTINS.has(name)) promptOnly ??= { kind: "shell-builtin", name };
  if (wrappers.length > 0 && SHELLS.has(basename(name))) promptOnly ??= { kind: "blocked-wrapper", wrapper: name };
  const shellWrapper = SHELLS.has(basename(name)) && words.slice(1).some((w) => /^-[^-]*c/.test(w.text));
  return {
    argv: words.map((w) => w.text),
    words,
    wrappers,
    ...(promptOnly && { promptOnly }),
    ...(shellWrapper && { shellWrapper: true as const }),
    ...(fromPayload && { fromPayload: true as const }),
    found: name === "" ? null : whereFound(name, host),
  };
}

/** The commands to match, grouped as OpenClaw checks them (every one must be satisfied), or why there are none. */
export function analyseCommand(command: string, rules: ExecSegmentRules, host: ExecHost): ExecAnalysis {
  const read = readShell(command);
  if (!read.ok) return { ok: false, reason: read.reason };
  if (read.groups.length === 0) return { ok: false, reason: "empty" };
  const only = read.groups.length === 1 && read.groups[0]!.length === 1 ? read.groups[0]![0]! : undefined;
  const payload = only && shellPayload(only);
  if (payload !== undefined) {
    const inner = readShell(payload);
    const steps = inner.ok ? inner.groups.flat() : [];
    const expandable =
      inner.ok &&
      steps.length > 0 &&
      steps.every((s) => !s.words[0]?.text.includes("/") && !s.words[0]?.text.endsWith("-wrapper"));
    if (expandable) return { ok: true, groups: inner.groups.map((g) => g.map((s) => segmentOf(s, rules, host, true))) };
  }
  return { ok: true, groups: read.groups.map((g) => g.map((s) => segmentOf(s, rules, host, false))) };
}
