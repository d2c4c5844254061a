/**
 * The hinge: both documents' texts in, one Analysis out. Pure and synchronous, so the page (directly or in a
 * worker), the command line and the tests all call the same function with the same answer.
 */
import type { Analysis, Expectation, SessionCase, SkillCase } from "./analysis";
import type { Diagnostic, DocumentId, JsonPath, Located, Span } from "./diagnostics";
import { parseDocument, validateConfig, validateScenarios, type ParsedDocument } from "./document";
import type { Env } from "./results";
import { arr, isRecord, own, str } from "./safe";
import { checkSkill, resolveAgents, resolveSession, skillNameProblem } from "./scope";
import { simulate } from "./team";
import { scenarioTexts as t } from "./texts";
import { ANALYZE_CODES } from "./codes";

/**
 * Parsing and schema checks depend on one text alone: keep the last answer per document, so an edit of the
 * scenarios does not parse a large config again (and the other way round). A new text's value shares every part
 * equal to the last one's (`shareEqual`), so the agents an edit did not touch are the same objects as before and
 * their resolutions are found again (see scope/resolve-agents.ts).
 */
function memo(fn: (text: string, previous: unknown) => { parsed: ParsedDocument; diagnostics: readonly Diagnostic[] }) {
  let last: { text: string; value: ReturnType<typeof fn> } | undefined;
  return (text: string) => {
    if (last?.text !== text) last = { text, value: fn(text, last?.value.parsed.value) };
    return last.value;
  };
}

const readConfig = memo((text, previous) => {
  const parsed = parseDocument(text, "config", previous);
  return { parsed, diagnostics: [...parsed.diagnostics, ...validateConfig(parsed)] };
});
const readScenarios = memo((text, previous) => {
  const parsed = parseDocument(text, "scenarios", previous);
  return { parsed, diagnostics: [...parsed.diagnostics, ...validateScenarios(parsed)] };
});

/**
 * Where a path is in a document's text now: the node's span, or its closest existing ancestor's (as every
 * diagnostic points). Provenance and trace steps name paths; this turns one into a range when someone clicks it.
 * The text analyzed last is read from memory, any other is parsed.
 */
export function spanAtPath(doc: DocumentId, text: string, path: JsonPath): Span {
  return (doc === "config" ? readConfig : readScenarios)(text).parsed.spanOf(path);
}

/** The simulated environment: scenarios.env's string values; HOME defaults to /home/user. */
export function scenarioEnv(scenarios: unknown): Env {
  const env: Record<string, string> = Object.create(null) as Record<string, string>;
  const raw = own(scenarios, "env");
  if (isRecord(raw)) for (const [k, v] of Object.entries(raw)) if (typeof v === "string") env[k] = v;
  if (!env.HOME?.trim()) env.HOME = "/home/user";
  return env;
}

/** Resolves and simulates both documents. Never throws, whatever the texts. */
export function analyze(configText: string, scenariosText: string): Analysis {
  const config = readConfig(configText);
  const scenarios = readScenarios(scenariosText);
  const env = scenarioEnv(scenarios.parsed.value);
  const scope = resolveAgents(config.parsed, env);
  const scenarioDiagnostics: Diagnostic[] = [];

  const sessions = (arr(own(scenarios.parsed.value, "sessions")) ?? []).map((entry, index): SessionCase => {
    const path: JsonPath = ["sessions", index];
    const resolution = resolveSession(
      scope,
      config.parsed,
      { sessionKey: str(own(entry, "key")), agentId: str(own(entry, "agent")), model: str(own(entry, "model")) },
      env,
    );
    const expected = str(own(entry, "expect"));
    const expect =
      expected === undefined
        ? undefined
        : expectation(
            expected.trim().toLowerCase() === resolution.sessionAgentId,
            t.sessionExpect(expected, resolution.sessionAgentId),
            [...path, "expect"],
          );
    return { ...resolution, index, path, ...(expect && { expect }) };
  });

  const skills = (arr(own(scenarios.parsed.value, "skills")) ?? []).flatMap((entry, index): SkillCase[] => {
    const path: JsonPath = ["skills", index];
    const skill = str(own(entry, "skill"));
    if (skill === undefined) return [];
    const agentId = str(own(entry, "agent")) ?? scope.defaultAgentId;
    const check = checkSkill(scope, agentId, skill);
    const problem = skillNameProblem(skill);
    if (problem)
      scenarioDiagnostics.push(
        at(scenarios.parsed, [...path, "skill"], ANALYZE_CODES.skillName.code, "warning", problem),
      );
    if (!scope.byId.has(check.agentId))
      scenarioDiagnostics.push(
        at(
          scenarios.parsed,
          [...path, "agent"],
          ANALYZE_CODES.skillAgent.code,
          "info",
          t.unknownSkillAgent(check.agentId),
        ),
      );
    const expected = own(entry, "expect");
    const expect =
      typeof expected === "boolean"
        ? expectation(expected === check.allowed, t.skillExpect(expected, check.allowed), [...path, "expect"])
        : undefined;
    return [{ ...check, index, path, ...(expect && { expect }) }];
  });

  const mainAgentId =
    str(own(own(scenarios.parsed.value, "team"), "main"))
      ?.trim()
      .toLowerCase() || scope.defaultAgentId;
  // The main agent's model: its own, else the defaults' (an agent not in the list gets the defaults).
  const mainModel = resolveSession(scope, config.parsed, { agentId: mainAgentId }, env).model.primary.value;
  const simulation = simulate(config.parsed, scenarios.parsed, { mainAgentId, mainModel });

  const expectations: Expectation[] = [
    ...sessions.flatMap((s) => (s.expect ? [s.expect] : [])),
    ...skills.flatMap((s) => (s.expect ? [s.expect] : [])),
    ...simulation.calls.flatMap((c) =>
      c.expect
        ? [expectation(c.expect.met, t.callExpect(c.expect.answer, c.verdict.answer), [...c.path, "expect"])]
        : [],
    ),
  ];
  for (const e of [...sessions, ...skills]) {
    if (e.expect && !e.expect.met)
      scenarioDiagnostics.push(
        at(scenarios.parsed, e.expect.path, ANALYZE_CODES.expectFailed.code, "warning", t.failed(e.expect.text)),
      );
  }

  return {
    diagnostics: [
      ...byOffset([
        ...config.diagnostics,
        ...scope.diagnostics,
        ...simulation.diagnostics.filter((d) => d.doc === "config"),
      ]),
      ...byOffset([
        ...scenarios.diagnostics,
        ...scenarioDiagnostics,
        ...simulation.diagnostics.filter((d) => d.doc === "scenarios"),
      ]),
    ],
    configSyntaxOk: config.parsed.syntaxOk,
    scenariosSyntaxOk: scenarios.parsed.syntaxOk,
    env,
    defaultAgentId: scope.defaultAgentId,
    agents: scope.agents,
    sessions,
    skills,
    simulation,
    expectations,
  };
}

const expectation = (met: boolean, text: string, path: JsonPath): Expectation => ({ met, text, path });

function at(doc: Located, path: JsonPath, code: string, severity: Diagnostic["severity"], message: string): Diagnostic {
  return { code, severity, message, doc: doc.doc, path, span: doc.spanOf(path) };
}

const byOffset = (ds: Diagnostic[]) => ds.sort((a, b) => a.span.offset - b.span.offset);
