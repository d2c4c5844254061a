/**
 * The scenarios' `messages` in an OpenClaw profile: each inbound message routed as the release's router routes it
 * (route.ts), with the agent it expects (`expect`) met or not; the findings at the message: an expectation not met
 * (its quick fix writes the agent that answers), and a message the router refuses (2026.9: a binding to an agent the
 * config does not list, no owner for the message).
 */
import { diagnosticAt, type Diagnostic, type JsonPath, type Located } from "../../diagnostics";
import { capPerCode } from "../../cap";
import { isRecord } from "../../safe";
import { OPENCLAW_CODES } from "../codes";
import type { Roster } from "../agents";
import { routeMessage, type RouteAnswer, type RouteMessage, type RouteRules } from "./route";

export interface OpenClawMessageRoute {
  readonly index: number;
  /** The message in the scenarios (`["messages", index]`). */
  readonly path: JsonPath;
  readonly message: RouteMessage;
  readonly answer: RouteAnswer;
  readonly expect?: { readonly expected: string; readonly met: boolean; readonly path: JsonPath };
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const peerOf = (v: unknown) =>
  isRecord(v) && typeof v["kind"] === "string" && typeof v["id"] === "string"
    ? { kind: v["kind"], id: v["id"] }
    : undefined;

/** The messages the scenarios hold (an entry without a string channel is the schema's to report). */
export function messagesIn(scenarios: unknown): { index: number; message: RouteMessage; expected?: string }[] {
  const list = isRecord(scenarios) ? scenarios["messages"] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((m: unknown, index) => {
    if (!isRecord(m) || typeof m["channel"] !== "string") return [];
    const peer = peerOf(m["peer"]);
    const parentPeer = peerOf(m["parentPeer"]);
    const roles = Array.isArray(m["memberRoleIds"]) ? m["memberRoleIds"].filter((r) => typeof r === "string") : [];
    const message: RouteMessage = {
      channel: m["channel"],
      ...(str(m["accountId"]) !== undefined && { accountId: str(m["accountId"]) }),
      ...(peer && { peer }),
      ...(parentPeer && { parentPeer }),
      ...(str(m["guildId"]) !== undefined && { guildId: str(m["guildId"]) }),
      ...(str(m["teamId"]) !== undefined && { teamId: str(m["teamId"]) }),
      ...(roles.length > 0 && { memberRoleIds: roles }),
    };
    const expected = str(m["expect"]);
    return [{ index, message, ...(expected !== undefined && { expected }) }];
  });
}

export function routeMessages(
  config: unknown,
  roster: Roster,
  rules: RouteRules,
  scenarios: unknown,
): OpenClawMessageRoute[] {
  return messagesIn(scenarios).map(({ index, message, expected }) => {
    const answer = routeMessage(config, roster, rules, message);
    const agent = answer.ok ? answer.route.agentId : undefined;
    return {
      index,
      path: ["messages", index],
      message,
      answer,
      ...(expected !== undefined && {
        expect: {
          expected,
          met: agent !== undefined && expected.trim().toLowerCase() === agent,
          path: ["messages", index, "expect"],
        },
      }),
    };
  });
}

/** What a routed message says, in words: the agent, the tier and the binding, or the router's refusal. */
export function messageRouteText(m: OpenClawMessageRoute): string {
  if (!m.answer.ok) return m.answer.error;
  const { route, binding } = m.answer;
  const by =
    route.matchedBy === "default"
      ? "no binding matches: the default agent"
      : `${route.matchedBy}${binding?.path ? ` (bindings[${String(binding.path[1])}])` : " (a binding OpenClaw adds for the legacy default agent)"}`;
  return `Agent ${route.agentId} answers, by ${by}; session ${route.sessionKey}${route.lastRoutePolicy === "main" ? " (its main session)" : ""}.`;
}

/** The messages' findings at their place in the scenarios (the editor shows the first of each code: `capped`). */
export function messageDiagnostics(
  routes: readonly OpenClawMessageRoute[],
  scenarios: Located,
  capped = false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of routes) {
    if (!m.answer.ok) {
      const c = OPENCLAW_CODES["message-refused"];
      out.push(diagnosticAt(scenarios, m.path, c.code, c.severity, m.answer.error));
    } else if (m.expect && !m.expect.met) {
      const c = OPENCLAW_CODES["message-expect-failed"];
      const actual = m.answer.route.agentId;
      const text = `Expected agent "${m.expect.expected}", got "${actual}": ${messageRouteText(m)}`;
      out.push({
        ...diagnosticAt(scenarios, m.expect.path, c.code, c.severity, text),
        data: { kind: "expectation-failed", subject: "message", expected: m.expect.expected, actual },
      });
    }
  }
  return capped ? capPerCode(scenarios, out) : out;
}
