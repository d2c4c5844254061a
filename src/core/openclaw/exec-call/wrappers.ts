/**
 * The wrappers OpenClaw looks through to find the command it matches (`DISPATCH_WRAPPER_SPEC_BY_NAME`, the shell
 * carriers), with each one's options as the release reads them: `nice -n 5 x`, `timeout 5 x`, `nohup x`, `stdbuf -o L
 * x`, `time -p x`, `flock f x`, plain `env x`. A wrapper used in a way it cannot read (an unknown option, `env FOO=1`,
 * `stdbuf -oL`, `time -o file`), and every wrapper that changes who or where a command runs (`sudo`, `setsid`,
 * `chroot`, …, and on Linux `arch`, `xcrun`, `script`), makes a command no allowlist entry can satisfy.
 */
import type { ShellWord } from "./shell";

export type Unwrapped = { readonly inner: readonly ShellWord[] } | { readonly blocked: string } | null;

type Directive = "stop" | "continue" | "invalid" | "consume-next";

interface Scan {
  readonly separators?: boolean;
  readonly onFlag: (flag: string, lower: string, token: string) => Directive;
  /** Where the command starts, given where the options ended (null: nowhere). */
  readonly adjust?: (index: number, words: readonly ShellWord[]) => number | null;
}

const flagOf = (lower: string) => (lower.includes("=") ? lower.slice(0, lower.indexOf("=")) : lower);

/** The words after a wrapper's options (`scanWrapperInvocation`), or null when it cannot be read. */
function scan(words: readonly ShellWord[], params: Scan): readonly ShellWord[] | null {
  let i = 1;
  let expectsValue = false;
  while (i < words.length) {
    const token = words[i]!.text.trim();
    if (!token) {
      i++;
      continue;
    }
    if (expectsValue) {
      expectsValue = false;
      i++;
      continue;
    }
    if (params.separators && token === "--") {
      i++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    const lower = token.toLowerCase();
    const d = params.onFlag(flagOf(lower), lower, token);
    if (d === "stop") break;
    if (d === "invalid") return null;
    if (d === "consume-next") expectsValue = true;
    i++;
  }
  if (expectsValue) return null;
  const start = params.adjust ? params.adjust(i, words) : i;
  return start === null || start >= words.length ? null : words.slice(start);
}

const set = (...names: string[]): ReadonlySet<string> => new Set(names);
const NICE_VALUE = set("-n", "--adjustment", "--priority");
const STDBUF_VALUE = set("-i", "--input", "-o", "--output", "-e", "--error");
const TIME_FLAGS = set(
  "-a",
  "--append",
  "-h",
  "--help",
  "-l",
  "-p",
  "-q",
  "--quiet",
  "-v",
  "--verbose",
  "-V",
  "--version",
);
const TIME_VALUE = set("-f", "--format", "-o", "--output");
const TIMEOUT_FLAGS = set("--foreground", "--preserve-status", "-v", "--verbose");
const TIMEOUT_VALUE = set("-k", "--kill-after", "-s", "--signal");
const FLOCK_LONG_FLAGS = set("--close", "--exclusive", "--nb", "--no-fork", "--nonblock", "--shared", "--verbose");
const FLOCK_LONG_VALUE = set("--conflict-exit-code", "--timeout", "--wait");
const FLOCK_SHORT_VALUE = set("-E", "-w");
const valued = (has: boolean, lower: string, flag: string): Directive =>
  has ? (lower.includes("=") || lower !== flag ? "continue" : "consume-next") : "invalid";

/** Wrappers with no reading: a command behind them is never allowlisted. */
const BLOCKED = set(
  "arch",
  "bwrap",
  "catchsegv",
  "chrt",
  "chroot",
  "cpulimit",
  "doas",
  "eatmydata",
  "firejail",
  "gosu",
  "ionice",
  "linux32",
  "linux64",
  "nsenter",
  "numactl",
  "pkexec",
  "proot",
  "proxychains",
  "proxychains4",
  "runuser",
  "script",
  "setarch",
  "setsid",
  "setpriv",
  "su",
  "sudo",
  "systemd-run",
  "taskset",
  "torify",
  "torsocks",
  "unbuffer",
  "unshare",
  "watch",
  "xcrun",
  "xvfb-run",
);

const READERS: Readonly<Record<string, (words: readonly ShellWord[]) => readonly ShellWord[] | null>> = {
  nice: (w) =>
    scan(w, {
      separators: true,
      onFlag: (flag, lower) =>
        /^-\d+$/.test(lower)
          ? "continue"
          : NICE_VALUE.has(flag)
            ? valued(true, lower, flag)
            : lower.startsWith("-n") && lower.length > 2
              ? "continue"
              : "invalid",
    }),
  stdbuf: (w) =>
    scan(w, {
      separators: true,
      onFlag: (flag, lower) =>
        !STDBUF_VALUE.has(flag) ? "invalid" : lower.includes("=") ? "continue" : "consume-next",
    }),
  time: (w) =>
    scan(w, {
      separators: true,
      onFlag: (flag, lower) =>
        TIME_FLAGS.has(flag)
          ? "continue"
          : !TIME_VALUE.has(flag)
            ? "invalid"
            : lower.includes("=")
              ? "continue"
              : "consume-next",
    }),
  timeout: (w) =>
    scan(w, {
      separators: true,
      onFlag: (flag, lower) =>
        TIMEOUT_FLAGS.has(flag)
          ? "continue"
          : !TIMEOUT_VALUE.has(flag)
            ? "invalid"
            : lower.includes("=")
              ? "continue"
              : "consume-next",
      adjust: (i, words) => (i + 1 < words.length ? i + 1 : null),
    }),
  caffeinate: (w) =>
    scan(w, {
      separators: true,
      onFlag: (flag, lower) =>
        ["-d", "-i", "-m", "-s", "-u"].includes(flag) ? "continue" : valued(["-t", "-w"].includes(flag), lower, flag),
    }),
  "sandbox-exec": (w) =>
    scan(w, { separators: true, onFlag: (flag, lower) => valued(["-f", "-p", "-d"].includes(flag), lower, flag) }),
  nohup: (w) =>
    scan(w, {
      separators: true,
      onFlag: (_flag, lower) => (lower === "--help" || lower === "--version" ? "continue" : "invalid"),
    }),
};

/** flock's short options are case-sensitive clusters: read them on the word as written. */
function flock(words: readonly ShellWord[]): readonly ShellWord[] | null {
  return scan(words, {
    separators: true,
    onFlag: (flag, lower, token) => {
      if (FLOCK_LONG_FLAGS.has(flag)) return "continue";
      if (FLOCK_LONG_VALUE.has(flag)) return lower.includes("=") ? "continue" : "consume-next";
      if (/^-[eFnsxo]+$/.test(token)) return "continue";
      const name = flagOf(token);
      if (FLOCK_SHORT_VALUE.has(name)) return token.includes("=") || token !== name ? "continue" : "consume-next";
      return "invalid";
    },
    // The lock file comes first, then the command.
    adjust: (i, w) => {
      const next = w[i + 1]?.text.trim() ?? "";
      return next && (!next.startsWith("-") || next === "-") ? i + 1 : null;
    },
  });
}

/** `env` without modifiers: its command; with an assignment or an option, a use no entry can allow. */
function env(words: readonly ShellWord[]): Unwrapped {
  for (let i = 1; i < words.length; i++) {
    const t = words[i]!.text;
    if (!t) return { blocked: "env" };
    if (t === "--" || t === "-") return i + 1 < words.length ? { inner: words.slice(i + 1) } : { blocked: "env" };
    if (t.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) return { blocked: "env" };
    return { inner: words.slice(i) };
  }
  return null;
}

/** The shell carriers 2026.9 looks through: `command x`, `builtin x`, `exec x` (a query such as `command -v` is not one). */
function carrier(name: string, words: readonly ShellWord[]): Unwrapped {
  for (let i = 1; i < words.length; i++) {
    const t = words[i]!.text;
    if (t === "--") return i + 1 < words.length ? { inner: words.slice(i + 1) } : null;
    if (!t.startsWith("-")) return { inner: words.slice(i) };
    if (name === "exec" && (t === "-c" || t === "-l")) continue;
    if (name === "exec" && t === "-a") {
      i++;
      continue;
    }
    return t === "-v" || t === "-V" ? null : { blocked: name };
  }
  return null;
}

const nameOf = (token: string) =>
  (token.slice(token.lastIndexOf("/") + 1).toLowerCase() || "").replace(/\.(?:exe|cmd|bat|com)$/, "");

/** One wrapper looked through (see the module's comment); null when the words do not start with one. */
export function unwrapOnce(words: readonly ShellWord[], unwrapsCarriers: boolean): Unwrapped {
  const name = nameOf(words[0]?.text ?? "");
  if (BLOCKED.has(name)) return { blocked: name };
  if (name === "env") return env(words);
  if (name === "command" || name === "builtin" || name === "exec") return unwrapsCarriers ? carrier(name, words) : null;
  if (name === "time" && words.slice(1).some((w) => /^(-o|--output)(=|$)/i.test(w.text))) return { blocked: name };
  const read = name === "flock" ? flock : Object.hasOwn(READERS, name) ? READERS[name] : undefined;
  if (!read) return null;
  const inner = read(words);
  return inner ? { inner } : { blocked: name };
}
