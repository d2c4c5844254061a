/**
 * What the editor's hover says about the node under the cursor: the resolved value behind an agent's field, the
 * agent a session resolves to, a call's verdict. Lines of plain text; the editor escapes them.
 */
import {
  reasonText,
  verdictReason,
  type Analysis,
  type DocumentId,
  type JsonPath,
  type ResolvedAgent,
} from "../../core/index";
import { T } from "../texts";
import { listText } from "./common";

function agentLines(agent: ResolvedAgent, field: string | number | undefined): string[] {
  const head = T.hover.agent(agent.id) + (agent.isDefault ? ` (${T.agents.default})` : "");
  const line = (name: string, value: string, from: string): string =>
    `${name} ${T.hover.resolves} ${value} — ${T.hover.from} ${from}`;
  const f = T.agents.fields;
  const workspace = line(f.workspace, agent.workspace.value, agent.workspace.from.label);
  const agentDir = line(f.agentDir, agent.agentDir.value, agent.agentDir.from.label);
  const model = line(f.model, agent.model.primary.value ?? T.agents.noModel, agent.model.primary.from.label);
  const fallbacks = line(
    f.fallbacks,
    listText(agent.model.fallbacks.value, T.agents.noFallbacks),
    agent.model.fallbacks.from.label,
  );
  const skillsValue = agent.skills.value;
  const skills = line(
    f.skills,
    skillsValue === undefined ? T.agents.allSkills : listText(skillsValue, T.agents.noSkills),
    agent.skills.from.label,
  );
  switch (field) {
    case "workspace":
      return [head, workspace];
    case "agentDir":
      return [head, agentDir];
    case "model":
      return [head, model, fallbacks];
    case "skills":
      return [head, skills];
    case "default":
      return [head, `${f.defaultFrom}: ${agent.defaultFrom.label}`];
    default:
      return [head, workspace, agentDir, model, fallbacks, skills];
  }
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
