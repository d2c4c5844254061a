/**
 * How OpenClaw reads an exec call's command before it matches it against an allowlist (exec-approvals.md §3.1-3.2):
 * the words of each simple command, decoded as the shell would (`'…'` literal, `"…"` and `$'…'` decoded, a backslash
 * escape removed, an unquoted `*.txt` kept as written), grouped by `&&`, `||`, `;` and newlines (a pipeline is one
 * group), or the reason the command cannot be allowlisted at all: a syntax error, a risk (a command substitution, a
 * redirect, a heredoc…), a shape (`&`, `if`, a subshell…), or an argument that expands at run time. OpenClaw parses
 * with tree-sitter-bash; this reader covers the shapes its analysis distinguishes, each pinned by a recorded case.
 */

export type ShellProblem =
  | "syntax-error"
  | "command-substitution"
  | "dynamic-executable"
  | "line-continuation"
  | "heredoc"
  | "here-string"
  | "process-substitution"
  | "redirect"
  | "function-definition"
  | "background"
  | "if"
  | "for"
  | "while"
  | "case"
  | "subshell"
  | "group"
  | "dynamic-argument";

/** The order in which OpenClaw names the reason (the first tier found wins; within a tier, the first in the text). */
const TIER: Readonly<Record<ShellProblem, number>> = {
  "syntax-error": 0,
  "command-substitution": 1,
  "dynamic-executable": 1,
  "line-continuation": 1,
  heredoc: 1,
  "here-string": 1,
  "process-substitution": 1,
  redirect: 1,
  "function-definition": 1,
  background: 2,
  if: 2,
  for: 2,
  while: 2,
  case: 2,
  subshell: 2,
  group: 2,
  "dynamic-argument": 3,
};

export interface ShellWord {
  /** The word as the command receives it. */
  readonly text: string;
  /** Whether the shell expands it when it runs the command: an unquoted `*`, `?`, `[`, `{`, or a leading `~`. */
  readonly expands: boolean;
  /** Whether it holds a `$NAME`, `${…}` or `$@` the shell fills in (unquoted or in double quotes). */
  readonly dynamic: boolean;
}

export interface ShellStep {
  /** `NAME=value` words before the command. */
  readonly assignments: readonly string[];
  readonly words: readonly ShellWord[];
}

export type ShellReading =
  | { readonly ok: true; readonly groups: readonly (readonly ShellStep[])[] }
  | { readonly ok: false; readonly reason: ShellProblem };

const SHAPES: Readonly<Record<string, ShellProblem>> = {
  if: "if",
  then: "if",
  elif: "if",
  else: "if",
  fi: "if",
  for: "for",
  select: "for",
  while: "while",
  until: "while",
  do: "while",
  done: "while",
  case: "case",
  esac: "case",
  function: "function-definition",
  "{": "group",
  "}": "group",
};

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*\+?=/;
const VARIABLE_START = /[A-Za-z0-9_@*?!$#-]/;

/** `$'…'`'s escapes. */
function ansiC(body: string): string {
  const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", e: "\x1b", f: "\f", v: "\v" };
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_m, e: string) => {
    if (e.startsWith("x")) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return Object.hasOwn(simple, e) ? simple[e]! : e;
  });
}

/** Reads a command line the way OpenClaw's analysis does (see the module's comment). */
export function readShell(command: string): ShellReading {
  const problems: { problem: ShellProblem; at: number }[] = [];
  const flag = (problem: ShellProblem, at: number) => problems.push({ problem, at });
  const groups: ShellStep[][] = [];
  let group: ShellStep[] = [];
  let assignments: string[] = [];
  let words: ShellWord[] = [];
  let text = "";
  let started = false;
  let quotedAny = false;
  let expands = false;
  let dynamic = false;

  const endWord = () => {
    if (!started) return;
    if (words.length === 0 && !quotedAny && ASSIGNMENT.test(text)) assignments.push(text);
    else words.push({ text, expands, dynamic });
    text = "";
    started = quotedAny = expands = dynamic = false;
  };
  const endStep = (at: number) => {
    endWord();
    if (words.length === 0 && assignments.length === 0) return false;
    const first = words[0];
    if (first && Object.hasOwn(SHAPES, first.text) && !first.dynamic) flag(SHAPES[first.text]!, at);
    if (first?.dynamic) flag("dynamic-executable", at);
    else if (words.some((w) => w.dynamic)) flag("dynamic-argument", at);
    group.push({ assignments, words });
    assignments = [];
    words = [];
    return true;
  };
  const endGroup = (at: number) => {
    endStep(at);
    if (group.length > 0) groups.push(group);
    group = [];
  };
  /** A `$` outside single quotes: a substitution, a variable, or a literal dollar. Returns the index after it. */
  const dollar = (i: number): number => {
    const next = command[i + 1];
    if (next === "(") {
      flag("command-substitution", i);
      return i + 2;
    }
    if (next === "{") dynamic = true;
    else if (next !== undefined && VARIABLE_START.test(next)) dynamic = true;
    text += "$";
    return i + 1;
  };

  let i = 0;
  while (i < command.length) {
    const c = command[i]!;
    if (c === " " || c === "\t") {
      endWord();
      i++;
    } else if (c === "\n") {
      endGroup(i);
      i++;
    } else if (c === "#" && !started) {
      while (i < command.length && command[i] !== "\n") i++;
    } else if (c === "\\") {
      if (command[i + 1] === "\n") {
        flag("line-continuation", i);
        i += 2;
        continue;
      }
      if (i + 1 < command.length) text += command[i + 1];
      started = quotedAny = true;
      i += 2;
    } else if (c === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) {
        flag("syntax-error", i);
        break;
      }
      text += command.slice(i + 1, end);
      started = quotedAny = true;
      i = end + 1;
    } else if (c === "$" && command[i + 1] === "'") {
      let j = i + 2;
      while (j < command.length && command[j] !== "'") j += command[j] === "\\" ? 2 : 1;
      if (j >= command.length) {
        flag("syntax-error", i);
        break;
      }
      text += ansiC(command.slice(i + 2, j));
      started = quotedAny = true;
      i = j + 1;
    } else if (c === '"') {
      started = quotedAny = true;
      let j = i + 1;
      for (; j < command.length && command[j] !== '"';) {
        const d = command[j]!;
        if (d === "\\" && j + 1 < command.length) {
          const e = command[j + 1]!;
          if (e === "\n") j += 2;
          else {
            text += '$`"\\'.includes(e) ? e : `\\${e}`;
            j += 2;
          }
        } else if (d === "`") {
          flag("command-substitution", j);
          j++;
        } else if (d === "$") j = dollar(j);
        else {
          text += d;
          j++;
        }
      }
      if (j >= command.length) {
        flag("syntax-error", i);
        break;
      }
      i = j + 1;
    } else if (c === "$") {
      started = true;
      i = dollar(i);
    } else if (c === "`") {
      flag("command-substitution", i);
      started = true;
      i++;
    } else if (c === "|") {
      if (command[i + 1] === "|") {
        endGroup(i);
        i += 2;
      } else {
        if (!endStep(i)) flag("syntax-error", i);
        i += command[i + 1] === "&" ? 2 : 1;
      }
    } else if (c === "&") {
      if (command[i + 1] === "&") {
        endGroup(i);
        i += 2;
      } else if (command[i + 1] === ">") {
        flag("redirect", i);
        endWord();
        i += command[i + 2] === ">" ? 3 : 2;
      } else {
        flag("background", i);
        endGroup(i);
        i++;
      }
    } else if (c === ";") {
      if (command[i + 1] === ";") flag("case", i);
      endGroup(i);
      i++;
    } else if (c === "<" || c === ">") {
      if (command[i + 1] === "(") flag("process-substitution", i);
      else if (c === "<" && command.startsWith("<<<", i)) flag("here-string", i);
      else if (c === "<" && command[i + 1] === "<") flag("heredoc", i);
      else flag("redirect", i);
      // A file descriptor number before it (`2>&1`) belongs to the redirect, not to the words.
      if (started && !quotedAny && /^\d+$/.test(text)) {
        text = "";
        started = false;
      }
      endWord();
      i++;
      while (command[i] === ">" || command[i] === "<" || command[i] === "&" || command[i] === "|") i++;
    } else if (c === "(") {
      if (started && command[i + 1] === ")") flag("function-definition", i);
      else flag("subshell", i);
      endWord();
      i++;
    } else if (c === ")") {
      flag("subshell", i);
      endWord();
      i++;
    } else {
      if (c === "*" || c === "?" || c === "[" || c === "{" || (c === "~" && !started)) expands = true;
      text += c;
      started = true;
      i++;
    }
  }
  endGroup(command.length);
  const first = problems.reduce<{ problem: ShellProblem; at: number } | undefined>(
    (best, p) =>
      !best || TIER[p.problem] < TIER[best.problem] || (TIER[p.problem] === TIER[best.problem] && p.at < best.at)
        ? p
        : best,
    undefined,
  );
  if (first) return { ok: false, reason: first.problem };
  return { ok: true, groups };
}
