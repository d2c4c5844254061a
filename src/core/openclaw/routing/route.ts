/**
 * Which agent answers an inbound message, as OpenClaw's `resolveAgentRoute` decides (docs/openclaw-cli/routing.md
 * §4-6): among the bindings of the message's channel and account (its own account's, and `*`'s, in source order), the
 * first that matches in the first tier that has one (the peer, a thread's parent peer, a peer wildcard, a guild with
 * a member's roles, a guild, a team, the account, the channel), else the default agent; then the session key by the DM
 * or group scope in force. The answer has the router's fields by its names, and the binding that matched as data.
 */
import type { JsonPath } from "../../diagnostics";
import { own } from "../../safe";
import type { Roster } from "../agents";
import { routeBindings, type BindingRules, type RouteBinding, type RouteTier } from "./bindings";
import { chatTypeOf, lowerOf, normalizeAccountId, normalizeAgentId, routeIdOf } from "./normalize";
import { mainSessionKey, sessionKeyOf, type KeyPeer } from "./session-key";

/** What differs between releases (releases/<r>/routing.ts). */
export interface RouteRules extends BindingRules {
  /** Whether routes have a group scope (2026.9). */
  readonly groupScope: boolean;
  /** A binding to an agent the config does not list: refused (2026.9 throws), or the default agent (2026.7). */
  readonly unknownAgent: "refuse" | "default";
  /** Whether a roster with several agents and no default refuses a message no binding matches (2026.9). */
  readonly refusesWithoutDefault: boolean;
  /** Whether a legacy `default: true` agent gets a channel-wide binding for every configured channel (2026.9). */
  readonly legacyDefaultBindsChannels: boolean;
  /** Whether `agents bindings` describes a match's roles (2026.9). */
  readonly describesRoles: boolean;
}

/** The agent a legacy `default: true` marker chose, when the release binds it to every configured channel. */
export const legacyDefaultOf = (roster: Roster, rules: RouteRules): string | undefined =>
  rules.legacyDefaultBindsChannels && roster.defaultBy === "marked" && roster.agents.length > 1
    ? roster.defaultId
    : undefined;

/** An inbound message, with the router's input names. */
export interface RouteMessage {
  readonly channel: string;
  readonly accountId?: string | null;
  readonly peer?: { readonly kind: string; readonly id: string } | null;
  readonly parentPeer?: { readonly kind: string; readonly id: string } | null;
  readonly guildId?: string | null;
  readonly teamId?: string | null;
  readonly memberRoleIds?: readonly string[] | null;
}

export type MatchedBy =
  | "binding.peer"
  | "binding.peer.parent"
  | "binding.peer.wildcard"
  | "binding.guild+roles"
  | "binding.guild"
  | "binding.team"
  | "binding.account"
  | "binding.channel"
  | "default";

/** `resolveAgentRoute`'s answer, field by field (groupScope only in a release that has it). */
export interface OpenClawRoute {
  readonly agentId: string;
  readonly channel: string;
  readonly accountId: string;
  readonly dmScope: string;
  readonly groupScope?: string;
  readonly sessionKey: string;
  readonly mainSessionKey: string;
  readonly lastRoutePolicy: "main" | "session";
  readonly matchedBy: MatchedBy;
}

export type RouteAnswer =
  | { readonly ok: true; readonly route: OpenClawRoute; readonly binding?: RouteBinding }
  /** The router refuses: a binding to an agent not listed, or no owner for the message (2026.9). */
  | {
      readonly ok: false;
      readonly error: string;
      readonly why: "unknown-agent" | "no-default";
      readonly binding?: RouteBinding;
      readonly at?: JsonPath;
    };

const TIERS: readonly (readonly [RouteTier, MatchedBy])[] = [
  ["peer", "binding.peer"],
  ["peer", "binding.peer.parent"],
  ["peer-wildcard", "binding.peer.wildcard"],
  ["guild+roles", "binding.guild+roles"],
  ["guild", "binding.guild"],
  ["team", "binding.team"],
  ["account", "binding.account"],
  ["channel", "binding.channel"],
];

interface Scope {
  readonly peer: KeyPeer | undefined;
  readonly guildId: string;
  readonly teamId: string;
  readonly roles: readonly string[];
}

/** Group and channel are one kind for matching (each keeps its own in the session key). */
const isRoom = (k: string) => k === "group" || k === "channel";
const sameKind = (a: string, b: string) => a === b || (isRoom(a) && isRoom(b));

function matches(b: RouteBinding, scope: Scope, exact: boolean): boolean {
  if (b.peer !== undefined) {
    if (b.peer === "invalid" || !scope.peer || !sameKind(b.peer.kind, scope.peer.kind)) return false;
    if (exact && (b.peer.wildcard || b.peer.id !== scope.peer.id)) return false;
  }
  if (b.guildId && b.guildId !== scope.guildId) return false;
  if (b.teamId && b.teamId !== scope.teamId) return false;
  if (b.roles && !b.roles.some((r) => scope.roles.includes(r))) return false;
  return true;
}

const peerOf = (p: RouteMessage["peer"]): KeyPeer | undefined =>
  p ? { kind: chatTypeOf(p.kind) ?? String(p.kind), id: routeIdOf(p.id) } : undefined;

function noOwner(channel: string, account: string): string {
  const example = JSON.stringify({ agentId: "<agentId>", match: { channel, accountId: account } });
  return `Multiple agents are configured, but ${channel} account ${account} routing has no explicit owner. Add a channel-wide binding for ${channel}:${account}: ${example}. Replace <agentId> with a configured agent, then restart the Gateway.`;
}

/** The route of one message (see the module's comment), for a config the release accepts (its roster given). */
export function routeMessage(config: unknown, roster: Roster, rules: RouteRules, message: RouteMessage): RouteAnswer {
  const channel = lowerOf(message.channel);
  const accountId = normalizeAccountId(message.accountId ?? "");
  const peer = peerOf(message.peer);
  const parent = peerOf(message.parentPeer);
  const scope: Scope = {
    peer,
    guildId: routeIdOf(message.guildId),
    teamId: routeIdOf(message.teamId),
    roles: message.memberRoleIds ?? [],
  };
  const candidates = routeBindings(config, rules, legacyDefaultOf(roster, rules)).filter(
    (b) => b.channel === channel && (b.account === "*" || b.account === accountId),
  );
  const known = new Set(roster.agents.map((a) => a.id));
  const defaultAgent = (): string | undefined =>
    roster.defaultId ??
    (roster.agents.length === 0 ? "main" : rules.refusesWithoutDefault ? undefined : roster.agents[0]!.id);

  const session = own(config, "session");
  const answer = (agentId: string, matchedBy: MatchedBy, binding?: RouteBinding): RouteAnswer => {
    const dmScope = binding?.session?.dmScope ?? stringOr(own(session, "dmScope"), "main");
    const groupScope = binding?.session?.groupScope ?? stringOr(own(session, "groupScope"), "per-group");
    const sessionKey = sessionKeyOf({
      agentId,
      channel,
      accountId,
      peer,
      dmScope,
      groupScope: rules.groupScope ? groupScope : undefined,
      identityLinks: own(session, "identityLinks"),
    });
    const main = mainSessionKey(agentId);
    return {
      ok: true,
      route: {
        agentId,
        channel,
        accountId,
        dmScope,
        ...(rules.groupScope && { groupScope }),
        sessionKey,
        mainSessionKey: main,
        lastRoutePolicy: sessionKey === main ? "main" : "session",
        matchedBy,
      },
      ...(binding && { binding }),
    };
  };
  const owner = (matchedBy: MatchedBy, binding?: RouteBinding): RouteAnswer => {
    const id = defaultAgent();
    if (id !== undefined) return answer(id, matchedBy, binding);
    return { ok: false, why: "no-default", error: noOwner(channel, accountId) };
  };
  const choose = (b: RouteBinding, matchedBy: MatchedBy): RouteAnswer => {
    const raw = typeof b.agentId === "string" ? b.agentId : "";
    if (raw.trim() === "") return owner(matchedBy, b);
    const id = normalizeAgentId(raw);
    if (known.has(id) || known.size === 0) return answer(id, matchedBy, b);
    if (rules.unknownAgent === "default") return owner(matchedBy, b);
    // 2026.9 routes to `main` even when the config does not list it.
    if (id === "main") return answer(id, matchedBy, b);
    return {
      ok: false,
      why: "unknown-agent",
      binding: b,
      ...(b.path && { at: [...b.path, "agentId"] }),
      error: `Multiple agents are configured, but route binding has no explicit owner. Update the binding agentId "${raw}" to a configured agent.`,
    };
  };

  for (const [tier, matchedBy] of TIERS) {
    const within = matchedBy === "binding.peer.parent" ? { ...scope, peer: parent } : scope;
    if (matchedBy === "binding.peer.parent" && !parent?.id) continue;
    if ((tier === "peer" || tier === "peer-wildcard") && !within.peer) continue;
    if (tier === "guild+roles" && (!scope.guildId || scope.roles.length === 0)) continue;
    if ((tier === "guild" || tier === "guild+roles") && !scope.guildId) continue;
    if (tier === "team" && !scope.teamId) continue;
    const found = candidates.find((b) => {
      if (b.tier !== tier) return false;
      if (tier === "guild+roles" || tier === "guild") if (b.guildId !== scope.guildId) return false;
      if (tier === "team" && b.teamId !== scope.teamId) return false;
      return matches(b, within, tier === "peer");
    });
    if (found) return choose(found, matchedBy);
  }
  return owner("default");
}

const stringOr = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() ? v : fallback);
