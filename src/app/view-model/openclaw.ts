/**
 * The OpenClaw profiles' panels: the agents as `openclaw agents list --json` prints them (each field with the rule
 * that gave it), the verdict of `openclaw config validate`, and where the CLI reads its config on the simulated
 * machine. Built from the core's answer; the words are the page's (texts.ts).
 */
import type { OpenClawAnswer, OpenClawEnvironment, OpenClawProfileId } from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

export interface OpenClawAgentVM {
  readonly id: string;
  readonly isDefault: boolean;
  readonly workspace: string;
  readonly agentDir: string;
  readonly model: string | undefined;
  readonly bindings: number;
  /** The name the CLI prints beside the id (the entry's own or its IDENTITY.md's), when there is one. */
  readonly name: string | undefined;
  /** Why each value is what it is, in words, when the engine says (the rules of docs/openclaw.md). */
  readonly why: {
    readonly id?: string;
    readonly workspace?: string;
    readonly agentDir?: string;
    readonly isDefault?: string;
  };
  /** The entry in the config; undefined for an agent no entry names (the implicit `main`). */
  readonly target: Target | undefined;
}

export interface OpenClawAgentsVM {
  readonly profile: OpenClawProfileId;
  /** Whether `openclaw config validate` accepts the config. */
  readonly valid: boolean;
  /** The file the CLI reads on the simulated machine, and whether it is this document. */
  readonly readsFrom: string;
  readonly documentRead: boolean;
  /** The machine in words: HOME and the folder the command runs in. */
  readonly machine: string;
  /** The verdict in words (accepted, or rejected with the count of reasons: the Problems panel lists them). */
  readonly verdict: string;
  /** Null when the CLI refuses to list agents (it rejects the config). */
  readonly agents: readonly OpenClawAgentVM[] | null;
  /** `openclaw agents list --json`'s output for these agents, as the CLI prints it. */
  readonly json: string;
}

/** Per agent id: the rule behind each value (from the core's explanation), and where the entry is. */
export interface AgentFacts {
  readonly why: OpenClawAgentVM["why"];
  readonly target: Target | undefined;
}

export function openclawAgentsVM(
  answer: OpenClawAnswer,
  env: OpenClawEnvironment,
  facts: (id: string) => AgentFacts | undefined,
): OpenClawAgentsVM {
  const { verdict, agents } = answer;
  return {
    profile: answer.profile,
    valid: verdict.valid,
    readsFrom: verdict.path,
    documentRead: answer.documentRead,
    machine: T.openclaw.machine(env.home, env.cwd),
    verdict: verdict.valid
      ? T.openclaw.accepted(T.profiles[answer.profile])
      : T.openclaw.rejected(T.profiles[answer.profile], verdict.issues.length),
    agents:
      agents?.map((a) => {
        const known = facts(a.id);
        return {
          id: a.id,
          isDefault: a.isDefault,
          workspace: a.workspace,
          agentDir: a.agentDir,
          model: a.model,
          bindings: a.bindings,
          name: a.identityName ?? a.name,
          why: known?.why ?? {},
          target: known?.target,
        };
      }) ?? null,
    json: JSON.stringify(agents ?? [], null, 2),
  };
}
