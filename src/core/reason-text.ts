/**
 * The sentences of the reasons (reasons.ts), rendered last, from the kind and its fields, with the rooms' texts.
 * One switch over every kind: the compiler finds a kind that has no sentence.
 */
import { permissionTexts as P } from "./permission";
import type { ChoiceReason, ModeReason, Reason } from "./reasons";
import { SKILL } from "./scope";
import { fill, REFUSED, teamTexts as T, TEAM_REFUSALS, TEAM_TEXTS } from "./team";
import { MODES, TOOL_CLASSES } from "./vocabulary";

/** A tool-choice error (no lead: the seed's texts for them have none). */
function choiceText(r: ChoiceReason): string {
  switch (r.kind) {
    case "unknown-model":
      return T.unknownModel(r.model);
    case "invalid-thinking":
      return T.invalidThinking(r.level);
    case "unknown-tools":
      return T.unknownTools(r.unknown, r.choosable);
  }
}

/** Why a subagent has no mode or place: the sentence after "Refused: ". */
function modeBody(r: ModeReason): string {
  switch (r.kind) {
    case "not-a-mode":
      return T.unknownMode(r.mode, MODES);
    case "mode-wider":
      return fill(TEAM_REFUSALS.wider, { parent_mode: r.parentMode });
    case "request-not-narrower":
      return TEAM_REFUSALS.request_not_narrower;
    case "request-kind":
      return fill(TEAM_REFUSALS.request_kind, { kind: r.requestKind, kinds: r.kinds.join(", ") });
    case "parent-refused":
      return T.parentRefused(r.parent);
    case "missing-parent":
      return T.missingParent(r.parent, r.names);
    case "missing-ancestor":
      return T.missingAncestor(r.parent);
    case "cycle":
      return T.cycle(r.head, r.size);
    case "under-cycle":
      return T.underCycle(r.parent);
  }
}

const isChoice = (r: ChoiceReason | ModeReason): r is ChoiceReason =>
  r.kind === "unknown-model" || r.kind === "invalid-thinking" || r.kind === "unknown-tools";

/** The sentence a person (or a model) reads for a reason. */
export function reasonText(r: Reason): string {
  switch (r.kind) {
    // A permission decision
    case "rule":
      return P.ruleReason(r.action, r.permission, r.pattern);
    case "grant":
      return P.grantReason(r.permission, r.pattern);
    case "approval":
      return P.approvalReason(r.permission, r.pattern, r.grantedIn);
    case "mode-default":
      return P.modeDefaultReason(r.mode, r.toolClass, r.action);
    case "mode-ceiling":
      return P.ceilingReason(r.mode, r.toolClass, r.action);
    case "unknown-mode":
      return P.unknownModeReason(r.mode, MODES);
    case "unknown-class":
      return P.unknownClassReason(r.tool, r.toolClass, TOOL_CLASSES);
    // A tool choice
    case "unknown-model":
    case "invalid-thinking":
    case "unknown-tools":
      return choiceText(r);
    // A subagent's mode or place
    case "not-a-mode":
    case "mode-wider":
    case "request-not-narrower":
    case "request-kind":
    case "parent-refused":
    case "missing-parent":
    case "missing-ancestor":
    case "cycle":
    case "under-cycle":
      return REFUSED + modeBody(r);
    // A call
    case "own-denies":
    case "main-denies":
      return T.denied(reasonText(r.decision));
    case "requestable":
      return TEAM_TEXTS.requestable;
    case "not-delegated":
      return TEAM_TEXTS.not_delegated;
    case "not-requestable":
      return fill(TEAM_TEXTS.not_requestable, { tool: r.tool, kinds: r.kinds.join(", ") || "none" });
    case "unattended":
      return TEAM_TEXTS.unattended;
    case "no-such-tool":
      return REFUSED + T.noSuchTool(r.tool, r.tools);
    case "no-such-agent":
      return REFUSED + T.noSuchAgent(r.agent, r.names);
    case "agent-not-created":
      return REFUSED + T.agentNotCreated(r.agent, isChoice(r.because) ? choiceText(r.because) : modeBody(r.because));
    case "tool-not-given":
      return REFUSED + T.toolNotGiven(r.agent, r.tool, r.tools);
    // A tightening preview
    case "tighten-not-stricter":
      return T.tightenNotStricter(r.to, r.from);
    // A skill
    case "agent-not-listed":
      return SKILL.notInList(r.agentId);
    case "no-filter":
      return SKILL.noFilter(r.agentId);
    case "not-a-string":
      return SKILL.notString;
    case "exact":
      return SKILL.exact(r.skill, r.pattern);
    case "prefix":
      return SKILL.prefix(r.skill, r.pattern);
    case "empty-filter":
      return SKILL.emptyFilter(r.agentId);
    case "no-match":
      return SKILL.noMatch(r.skill, r.filter) + (r.capitals ? SKILL.capitalsHint(r.skill) : "");
  }
}
