/**
 * The Routing section of an OpenClaw profile: each of the scenarios' messages, the agent that answers it, the tier
 * and the binding that matched (a jump to it in the config), the session it lands in, and the agent it expects.
 */
import { openclawMessageRouteText, type JsonPath, type OpenClawMessageRoute } from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

export interface OpenClawMessageVM {
  readonly index: number;
  /** "discord · direct:u1 · account work". */
  readonly title: string;
  /** The agent that answers (none when the router refuses the message). */
  readonly agent: string | undefined;
  readonly matchedBy: string | undefined;
  readonly why: string;
  readonly message: Target;
  /** The binding that matched, in the config (none for the default agent or a binding OpenClaw adds). */
  readonly binding: Target | undefined;
  readonly expect: { readonly expected: string; readonly met: boolean } | undefined;
  /** The answering agent's entry in the config (when its card is not drawn, the jump goes there). */
  readonly agentTarget: Target | undefined;
  /** The listed agents it could be routed to instead (the one wanted first, when its expectation fails). */
  readonly others: readonly string[];
  /** The router's fields a script reads (data attributes on the card). */
  readonly route:
    | {
        readonly agentId: string;
        readonly matchedBy: string;
        readonly sessionKey: string;
        readonly mainSessionKey: string;
        readonly lastRoutePolicy: string;
      }
    | undefined;
}

/** The messages drawn: the first ones (the rest are counted). */
export const MESSAGES_SHOWN = 100;

export function openclawMessagesVM(
  routes: readonly OpenClawMessageRoute[],
  agents: readonly string[],
  agentPath: (id: string) => JsonPath | undefined = () => undefined,
): OpenClawMessageVM[] {
  const R = T.openclaw.routing;
  return routes.slice(0, MESSAGES_SHOWN).map((m) => {
    const { message, answer } = m;
    const chat = message.peer ? `${message.peer.kind}:${message.peer.id}` : undefined;
    const path = answer.ok ? answer.binding?.path : undefined;
    const agent = answer.ok ? answer.route.agentId : undefined;
    const wanted = m.expect && !m.expect.met ? m.expect.expected.trim().toLowerCase() : undefined;
    const others = agents.filter((a) => a !== agent);
    const ordered =
      wanted !== undefined && others.includes(wanted) ? [wanted, ...others.filter((a) => a !== wanted)] : others;
    return {
      index: m.index,
      title: R.title(message.channel, chat, message.accountId ?? undefined, message.guildId ?? undefined),
      agent,
      matchedBy: answer.ok ? answer.route.matchedBy : undefined,
      why: openclawMessageRouteText(m),
      message: { doc: "scenarios", path: m.path },
      binding: path ? { doc: "config", path } : undefined,
      expect: m.expect && { expected: m.expect.expected, met: m.expect.met },
      others: ordered,
      agentTarget: agent !== undefined && agentPath(agent) ? { doc: "config", path: agentPath(agent)! } : undefined,
      route: answer.ok
        ? {
            agentId: answer.route.agentId,
            matchedBy: answer.route.matchedBy,
            sessionKey: answer.route.sessionKey,
            mainSessionKey: answer.route.mainSessionKey,
            lastRoutePolicy: answer.route.lastRoutePolicy,
          }
        : undefined,
    };
  });
}
