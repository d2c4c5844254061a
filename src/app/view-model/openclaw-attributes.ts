/**
 * The values a script reads from an OpenClaw agent's card (data-*), one per field of the core's table, as
 * `agents list --json` gives them. A module of its own: the card draws them, and the panels' code does not carry the
 * OpenClaw view models (built where the analysis runs) for it.
 */
import { OPENCLAW_AGENT_FIELDS } from "../../core/index";
import type { AnswerAttributes } from "./agents";
import { answerAttribute, dataName } from "./common";
import type { OpenClawAgentValues } from "./openclaw";

export const openclawAttributes = (agent: OpenClawAgentValues): AnswerAttributes =>
  Object.fromEntries(OPENCLAW_AGENT_FIELDS.map((f) => [dataName(f.name), answerAttribute(f.kind, agent[f.name])]));
