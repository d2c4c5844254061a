/**
 * What the command line should print for a pair, computed from `analyze()` called directly on the two texts:
 * the engine's answer in the shapes of `check --json` and `resolve --json`, for comparison with the built CLI.
 * The answers themselves are the core's `answersOf` (their one owner); only their places are found here.
 */
import {
  type Analysis,
  type Answer,
  answersOf,
  type DocumentId,
  formatPath,
  parseDocument,
  positionAt,
  SCENARIOS_MACHINE,
  reasonText,
  verdictReason,
} from "../../src/core/index";
import { spanAtPath } from "../../src/core/testing";
import { analyze } from "../analyze";
import { envGiven } from "../../src/cli/env-option";
import { provenanceJson, RESOLVE_GROUPS } from "../../src/cli/commands";
import type { DocumentPair } from "./documents";
import { testLimits } from "../limits";

type Texts = Pick<DocumentPair, "config" | "scenarios" | "configFile" | "scenariosFile">;

/** The parsed scenarios document, as the page and the command line read it (comments allowed). */
export const scenariosValue = (scenarios: string): unknown => parseDocument(scenarios, "scenarios").value;

/** `check --json` as the engine answers it: every diagnostic with its line and column, every expectation. */
export function engineCheck(pair: Texts, a: Analysis = analyze(pair.config, pair.scenarios, testLimits())) {
  const files = { config: pair.configFile, scenarios: pair.scenariosFile ?? "(no scenarios)" };
  const texts = { config: pair.config, scenarios: pair.scenarios };
  const ok = !a.diagnostics.some((d) => d.severity === "error") && a.expectations.every((e) => e.met);
  return {
    ok,
    diagnostics: a.diagnostics.map((d) => ({
      file: d.doc === "approvals" ? undefined : files[d.doc],
      ...positionAt(d.doc === "approvals" ? "" : texts[d.doc], d.span.offset),
      code: d.code,
      severity: d.severity,
      message: d.message,
      path: formatPath(d.path),
    })),
    expectations: a.expectations.map((e) => ({
      met: e.met,
      subject: e.subject,
      expected: e.expected,
      actual: e.actual,
      path: formatPath(e.path),
      text: e.text,
    })),
    calls: a.simulation.calls.map((c) => ({
      index: c.index,
      agent: c.agent,
      tool: c.tool,
      verdict: c.verdict.answer,
      text: reasonText(verdictReason(c.verdict)),
    })),
    env: a.env,
    envGiven: envGiven(scenariosValue(pair.scenarios), SCENARIOS_MACHINE),
    answers: engineAnswers(answersOf(a), { config: files.config, scenarios: pair.scenariosFile }, texts),
  };
}

/**
 * The answers as the command line lists them: answersOf's, each with its reason's sentence and the file, line and
 * column of where it came from (in a document that has a file).
 */
function engineAnswers(
  answers: readonly Answer[],
  files: Partial<Record<DocumentId, string | undefined>>,
  texts: Partial<Record<DocumentId, string>>,
) {
  return answers.map((x) => {
    const from = x.from;
    const file = from?.doc !== undefined ? files[from.doc] : undefined;
    const place =
      from?.doc !== undefined && from.path !== undefined && file !== undefined
        ? {
            file,
            ...positionAt(texts[from.doc] ?? "", spanAtPath(from.doc, texts[from.doc] ?? "", from.path).offset),
          }
        : {};
    return {
      key: x.key,
      group: x.group,
      subject: x.subject,
      field: x.field,
      value: x.value,
      ...(x.reason && { reason: x.reason, reasonText: reasonText(x.reason) }),
      ...(from && {
        from: {
          label: from.label,
          doc: from.doc,
          ...(from.doc !== undefined && from.path !== undefined && { path: formatPath(from.path), ...place }),
        },
      }),
    };
  });
}

/** `resolve --json` as the engine answers it for the whole pair: every agent, and the first session's agent. */
export function engineResolve(pair: Texts, a: Analysis = analyze(pair.config, pair.scenarios, testLimits())) {
  const s = a.sessions[0];
  return {
    defaultAgentId: a.defaultAgentId,
    agents: a.agents.map((g) => ({
      id: g.id,
      default: g.isDefault,
      workspace: g.workspace.value,
      agentDir: g.agentDir.value,
      model: g.model.primary.value ?? null,
      fallbacks: g.model.fallbacks.value,
      skills: g.skills.value ?? null,
      from: {
        workspace: provenanceJson(g.workspace.from),
        agentDir: provenanceJson(g.agentDir.from),
        model: provenanceJson(g.model.primary.from),
        fallbacks: provenanceJson(g.model.fallbacks.from),
        skills: provenanceJson(g.skills.from),
      },
    })),
    // No session case: the command line still resolves one, with no key and no override.
    session: {
      ...(s
        ? { key: s.key ?? null, override: s.override ?? null, agentId: s.sessionAgentId }
        : { key: null, override: null, agentId: a.defaultAgentId }),
      from: winnerOf(s ?? analyze(pair.config, '{ "sessions": [{}] }', testLimits()).sessions[0]!),
    },
    env: a.env,
    envGiven: envGiven(scenariosValue(pair.scenarios), SCENARIOS_MACHINE),
    // The config's answers: the command line resolves the session in scenarios of its own (the env and one session).
    answers: engineAnswers(
      answersOf(a).filter((x) => RESOLVE_GROUPS.includes(x.group)),
      { config: pair.configFile, scenarios: undefined },
      { config: pair.config, scenarios: pair.scenarios },
    ),
  };
}

/** The step of a session's chain that decided its agent. */
function winnerOf(s: Analysis["sessions"][number]) {
  const w = s.chain.find((step) => step.winner)!;
  return { step: w.step, label: w.label };
}

/** What a JSON round trip makes of a value (undefined fields vanish), for comparing with parsed output. */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
