/**
 * The route bindings OpenClaw's router reads (docs/openclaw-cli/routing.md §2-4): each `bindings` entry that is not an
 * ACP binding and names a channel, its match normalized (an account pattern `*` for every account, none for the
 * `default` account only; a peer exact or `*`; a guild, a team, roles), each in the one tier its match puts it in; and,
 * in a release that does so, the channel-wide bindings a legacy `default: true` agent is given for every configured
 * channel not already bound so.
 */
import type { JsonPath } from "../../diagnostics";
import { isRecord, own } from "../../safe";
import { chatTypeOf, lowerOf, normalizeAccountId, routeIdOf, type PeerKind } from "./normalize";

export type RouteTier = "peer" | "peer-wildcard" | "guild+roles" | "guild" | "team" | "account" | "channel";

export interface RouteBinding {
  /** Where it is in `bindings`; none for one the release adds. */
  readonly path?: JsonPath;
  readonly agentId: unknown;
  readonly channel: string;
  /** `*`: every account; else the normalized account (`default` when the binding names none). */
  readonly account: string;
  /** A peer the router cannot read (an unknown kind, an empty id) never matches. */
  readonly peer?: { readonly kind: PeerKind; readonly id: string; readonly wildcard: boolean } | "invalid";
  readonly guildId?: string;
  readonly teamId?: string;
  readonly roles?: readonly string[];
  readonly session?: { readonly dmScope?: string; readonly groupScope?: string };
  readonly tier: RouteTier;
}

/** What a release does with bindings (releases/<r>/routing.ts). */
export interface BindingRules {
  /** Whether a binding with a peer it cannot read is dropped (2026.9) or kept, never matching (2026.7). */
  readonly dropsInvalidPeers: boolean;
}

const CHANNEL_SETTINGS: ReadonlySet<string> = new Set(["defaults", "modelByChannel"]);

function tierOf(b: Omit<RouteBinding, "tier">): RouteTier {
  if (b.peer) return b.peer !== "invalid" && b.peer.wildcard ? "peer-wildcard" : "peer";
  if (b.guildId && b.roles) return "guild+roles";
  if (b.guildId) return "guild";
  if (b.teamId) return "team";
  return b.account === "*" ? "channel" : "account";
}

function readBinding(raw: unknown, index: number): Omit<RouteBinding, "tier"> | undefined {
  if (!isRecord(raw) || (raw["type"] !== undefined && raw["type"] !== "route")) return undefined;
  const match = raw["match"];
  if (!isRecord(match)) return undefined;
  const channel = lowerOf(match["channel"]);
  if (!channel) return undefined;
  const pattern = typeof match["accountId"] === "string" ? match["accountId"].trim() : "";
  const peerRaw = match["peer"];
  let peer: RouteBinding["peer"];
  if (peerRaw !== undefined && peerRaw !== null) {
    const kind = chatTypeOf(own(peerRaw, "kind"));
    const id = routeIdOf(own(peerRaw, "id"));
    peer = kind === undefined || id === "" ? "invalid" : { kind, id, wildcard: id === "*" };
  }
  const roles = Array.isArray(match["roles"]) && match["roles"].length > 0 ? match["roles"].map(String) : undefined;
  const guildId = routeIdOf(match["guildId"]);
  const teamId = routeIdOf(match["teamId"]);
  const session = own(raw, "session");
  const dmScope = own(session, "dmScope");
  const groupScope = own(session, "groupScope");
  return {
    path: ["bindings", index],
    agentId: raw["agentId"],
    channel,
    account: pattern === "*" ? "*" : normalizeAccountId(pattern),
    ...(peer !== undefined && { peer }),
    ...(guildId && { guildId }),
    ...(teamId && { teamId }),
    ...(roles && { roles }),
    ...((typeof dmScope === "string" || typeof groupScope === "string") && {
      session: {
        ...(typeof dmScope === "string" && { dmScope }),
        ...(typeof groupScope === "string" && { groupScope }),
      },
    }),
  };
}

/**
 * The bindings in source order. `legacyDefault`: the agent a legacy `default: true` marker chose, in a release that
 * binds it to every configured channel (none otherwise).
 */
export function routeBindings(config: unknown, rules: BindingRules, legacyDefault: string | undefined): RouteBinding[] {
  const list = own(config, "bindings");
  const read = (Array.isArray(list) ? list : []).flatMap((raw: unknown, i): RouteBinding[] => {
    const b = readBinding(raw, i);
    if (!b || (b.peer === "invalid" && rules.dropsInvalidPeers)) return [];
    return [{ ...b, tier: tierOf(b) }];
  });
  if (legacyDefault === undefined) return read;
  const channels = own(config, "channels");
  const configured = isRecord(channels)
    ? Object.entries(channels)
        .filter(([k, v]) => !CHANNEL_SETTINGS.has(k) && !(isRecord(v) && v["enabled"] === false))
        .map(([k]) => lowerOf(k))
        .filter(Boolean)
        .sort()
    : [];
  const wholeChannel = (c: string) =>
    read.some((b) => b.channel === c && b.tier === "channel" && !b.roles && !b.peer && !b.guildId && !b.teamId);
  const added = configured
    .filter((c) => !wholeChannel(c))
    .map((c): RouteBinding => ({ agentId: legacyDefault, channel: c, account: "*", tier: "channel" }));
  return [...read, ...added];
}
