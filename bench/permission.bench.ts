/**
 * Permission benchmarks: how many decisions per second evaluate makes against a large rule set, and how the wildcard
 * matcher holds up against an adversarial pattern that makes the usual glob-to-RegExp translation backtrack.
 */
import {
  evaluate,
  matchWildcard,
  newRuleIndexMemory,
  type PermissionRequest,
  type Rule,
  type ToolClass,
} from "../src/core/index";
import { figure, report, section, time } from "./harness";

/** A small deterministic generator, so every run measures the same inputs. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const TOOLS: readonly [string, ToolClass][] = [
  ["bash", "execute"],
  ["edit", "edit"],
  ["read", "read"],
  ["web", "network"],
];

function ruleSet(n: number): Rule[] {
  const next = lcg(1);
  const actions = ["allow", "ask", "deny"] as const;
  return Array.from({ length: n }, (_, i): Rule => {
    const [tool] = TOOLS[i % TOOLS.length]!;
    const action = actions[Math.floor(next() * 3)]!;
    const pattern = tool === "bash" ? `cmd${i} *` : tool === "web" ? `https://host${i}.example/*` : `src/dir${i}/*.ts`;
    return { permission: tool, pattern, action };
  });
}

function requests(n: number, rules: number): PermissionRequest[] {
  const next = lcg(2);
  return Array.from({ length: n }, (): PermissionRequest => {
    const [tool, cls] = TOOLS[Math.floor(next() * TOOLS.length)]!;
    const k = Math.floor(next() * rules * 1.2);
    const pattern =
      tool === "bash"
        ? `cmd${k} --flag value`
        : tool === "web"
          ? `https://host${k}.example/a/b`
          : `src/dir${k}/file.ts`;
    return { tool, class: cls, pattern };
  });
}

/** The translation other harnesses use: escape, `*` to `.*`, `?` to `.`, anchored. */
function toRegExp(pattern: string): RegExp {
  const body = [...pattern]
    .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${body}$`, "s");
}

export function benchPermission(): void {
  section("Permissions: evaluate against a large rule set");
  const rules = ruleSet(1_000);
  const reqs = requests(10_000, 1_000);
  // The rule index kept across requests, as an analyzer keeps it across an analysis's calls.
  const ctx = { mode: "default" as const, rules, approvals: [], ruleIndexes: newRuleIndexMemory() };
  const t = time("evaluate, 10,000 requests x 1,000 rules", () => {
    for (const req of reqs) evaluate(req, ctx);
  });
  report(t);
  figure("decisions per second (1,000 rules)", `${Math.round(10_000 / (t.median / 1000)).toLocaleString("en")}`);

  section("Permissions: adversarial wildcard pattern");
  // 25 stars: `*a*a...*a*b` against 32 a's (no b, so a backtracking RegExp tries every split: about 0.2 s a run
  // once compiled, about 1 s the first time; one more `a` multiplies that by three or four).
  const pattern = "*a".repeat(24) + "*b";
  const text = "a".repeat(32);
  const re = toRegExp(pattern);
  const once = { warmup: 1, minRuns: 3, maxRuns: 3, minMs: 0 };
  const regexp = time(
    `RegExp translation, ${pattern.length}-char pattern, ${text.length} chars`,
    () => re.test(text),
    once,
  );
  const ours = time(`matchWildcard, same pattern and text`, () => matchWildcard(pattern, text));
  report(regexp);
  report(ours, regexp);
  const long = "a".repeat(10_000);
  const large = time(`matchWildcard, same pattern, ${long.length.toLocaleString("en")} chars`, () =>
    matchWildcard(pattern, long),
  );
  report(large);
  figure("RegExp / matchWildcard time ratio", `${(regexp.median / ours.median).toFixed(0)}x`);
}
