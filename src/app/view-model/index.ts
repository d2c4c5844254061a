/**
 * The one adapter from the engine's Analysis to what the panels draw. Panels receive these view models only;
 * they never read the engine's types beyond them.
 */
export {
  AGENT_CARDS_PER_PAGE,
  AgentCards,
  agentsVM,
  pageStart,
  type AgentsVM,
  type AgentVM,
  type FieldVM,
} from "./agents";
export { sessionsVM, MAX_SESSIONS_SHOWN, type SessionVM, type SessionsVM, type ChainStepVM } from "./session";
export {
  GRID_MAX_AGENTS,
  GRID_MAX_TESTS,
  positionOf,
  SKILL_TESTS_PER_PAGE,
  skillsVM,
  type SkillsPage,
  type SkillsVM,
  type SkillRowVM,
  type SkillTestVM,
} from "./skills";
export {
  delegationVM,
  MAX_CALLS_SHOWN,
  type DelegationVM,
  type TeamNodeVM,
  type CallVM,
  type StepVM,
  type TightenVM,
} from "./delegation";
export { toolChoicesVM, type ToolChoiceVM } from "./toolChoice";
export { problemsVM, type ProblemsVM, type ProblemVM } from "./problems";
export { hoverLines } from "./hover";
export { chipFacts, chipOf, type ChipFacts, type ChipVM, type Target } from "./common";
/** The domain's closed lists the panels offer as choices (one owner: the core's vocabulary). */
export { MODES } from "../../core/index";
