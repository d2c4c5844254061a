/**
 * What the editor's hover says about the node under the cursor: the resolved value behind an agent's field, the
 * agent a session resolves to, a call's verdict. Lines of plain text; the editor escapes them.
 */
import {
  AGENT_FIELDS,
  reasonText,
  verdictReason,
  type Analysis,
  type DocumentId,
  type JsonPath,
  type ResolvedAgent,
} from "../../core/index";
import { T } from "../texts";
import { agentValueText } from "./agents";

function agentLines(agent: ResolvedAgent, key: string | number | undefined): string[] {
  const head = T.hover.agent(agent.id) + (agent.isDefault ? ` (${T.agents.default})` : "");
  const f = T.agents.fields;
  if (key === "default") return [head, `${f.defaultFrom}: ${agent.defaultFrom.label}`];
  // Over a key of the entry, the fields it sets (model: the primary and the fallbacks); elsewhere, every field.
  const set = AGENT_FIELDS.filter((field) => field.key === key);
  return [
    head,
    ...(set.length > 0 ? set : AGENT_FIELDS).map(
      (field) =>
        `${f[field.name]} ${T.hover.resolves} ${agentValueText(field, agent)} — ${T.hover.from} ${field.from(agent).label}`,
    ),
  ];
}

/** Hover lines for the node at `path` of a document, or undefined when the analysis has nothing to say there. */
export function hoverLines(analysis: Analysis, doc: DocumentId, path: JsonPath): readonly string[] | undefined {
  const [a, b, c, d] = path;
  if (doc === "config") {
    if (a !== "agents" || b !== "list" || typeof c !== "number") return undefined;
    const agent = analysis.agents.find((x) => x.index === c);
    return agent ? agentLines(agent, d) : undefined;
  }
  if (typeof b !== "number") return undefined;
  if (a === "sessions") {
    const session = analysis.sessions.find((s) => s.index === b);
    if (!session) return undefined;
    const winner = session.chain.find((s) => s.winner);
    return [`${T.hover.session} ${session.sessionAgentId}` + (winner ? ` (${winner.label})` : "")];
  }
  if (a === "calls") {
    const call = analysis.simulation.calls.find((x) => x.index === b);
    if (!call) return undefined;
    const v = call.verdict;
    return [`${T.hover.call}: ${T.delegation.verdicts[v.answer]}`, reasonText(verdictReason(v))];
  }
  if (a === "skills") {
    const skill = analysis.skills.find((s) => s.index === b);
    return skill
      ? [
          `${skill.skill} → ${skill.agentId}: ${skill.allowed ? T.skills.allowed : T.skills.denied}`,
          reasonText(skill.reason),
        ]
      : undefined;
  }
  return undefined;
}
