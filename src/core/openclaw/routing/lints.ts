/**
 * What the router does without a word, read from the bindings (route.ts's rules): a binding no message ever reaches
 * (an earlier binding of the same tier matches every message it matches first; a peer the router cannot read; no
 * channel), or none that names its chat (a peer wildcard for direct chats and one for groups outrank its tier);
 * a binding to `main` while the config lists no `main` (2026.9 accepts it and routes to that agent; a binding to any
 * other unlisted agent is a reason the release refuses the config); and a DM scope `main` while bindings send different people's direct messages to one
 * agent, who then share one session.
 */
import type { JsonPath } from "../../diagnostics";
import { nearestNames } from "../../nearest";
import { isRecord, own } from "../../safe";
import type { Roster } from "../agents";
import type { OpenClawLint } from "../types";
import { routeBindings, type RouteBinding } from "./bindings";
import { normalizeAgentId } from "./normalize";
import type { RouteRules } from "./route";

const roomKind = (k: string) => (k === "channel" ? "group" : k);

/**
 * Whether every message `b` matches at its tier is matched by `a` first, `a` being earlier in the same tier: the same
 * channel; every account of `b`'s; a peer, a guild, a team no narrower; roles that include `b`'s.
 */
function covers(a: RouteBinding, b: RouteBinding): boolean {
  if (a.channel !== b.channel || (a.account !== "*" && a.account !== b.account)) return false;
  if (a.peer !== undefined) {
    if (a.peer === "invalid" || b.peer === undefined || b.peer === "invalid") return false;
    if (roomKind(a.peer.kind) !== roomKind(b.peer.kind)) return false;
    if (!a.peer.wildcard && (b.peer.wildcard || a.peer.id !== b.peer.id)) return false;
  }
  if (a.guildId !== undefined && a.guildId !== b.guildId) return false;
  if (a.teamId !== undefined && a.teamId !== b.teamId) return false;
  if (a.roles !== undefined && !(b.roles ?? []).every((r) => a.roles!.includes(r))) return false;
  if (a.roles !== undefined && b.roles === undefined) return false;
  return true;
}

/** Tiers a peer wildcard outranks: every one after it (guild and roles, guild, team, account, channel). */
const BELOW_WILDCARD: ReadonlySet<string> = new Set(["guild+roles", "guild", "team", "account", "channel"]);

/**
 * For a binding below the peer wildcard tier: the two peer wildcards (one for direct chats, one for groups and
 * channels) that match, between them, every message it matches that names its chat; none when there are not both.
 */
function outrankedBy(bindings: readonly RouteBinding[], b: RouteBinding): [JsonPath, JsonPath] | undefined {
  if (!BELOW_WILDCARD.has(b.tier)) return undefined;
  const wildcard = (kind: "direct" | "group") =>
    bindings.find(
      (a) =>
        a.path &&
        a.tier === "peer-wildcard" &&
        a.peer !== undefined &&
        a.peer !== "invalid" &&
        roomKind(a.peer.kind) === kind &&
        covers({ ...a, peer: undefined }, b),
    )?.path;
  const direct = wildcard("direct");
  const room = wildcard("group");
  return direct && room ? [direct, room] : undefined;
}

export function routingLints(config: unknown, roster: Roster, rules: RouteRules): OpenClawLint[] {
  const out: OpenClawLint[] = [];
  const bindings = routeBindings(config, { ...rules, dropsInvalidPeers: false }, undefined);
  const raw = own(config, "bindings");
  // Bindings the router skips: no channel (a route binding), or a peer it cannot read.
  (Array.isArray(raw) ? raw : []).forEach((b: unknown, i) => {
    if (!isRecord(b) || (b["type"] !== undefined && b["type"] !== "route")) return;
    const channel = own(b["match"], "channel");
    if (typeof channel !== "string" || !channel.trim())
      out.push({ kind: "binding-never-matches", path: ["bindings", i], why: "no-channel" });
  });
  const readable = bindings.filter((b) => b.path && b.peer !== "invalid");
  for (const [i, b] of bindings.entries()) {
    if (!b.path) continue;
    if (b.peer === "invalid") {
      out.push({ kind: "binding-never-matches", path: b.path, why: "unreadable-peer" });
      continue;
    }
    const earlier = readable.find((a) => a !== b && bindings.indexOf(a) < i && a.tier === b.tier && covers(a, b));
    if (earlier?.path) {
      out.push({ kind: "binding-never-matches", path: b.path, why: "shadowed", by: earlier.path });
      continue;
    }
    const outranked = outrankedBy(readable, b);
    if (outranked)
      out.push({ kind: "binding-never-matches", path: b.path, why: "outranked", by: outranked[0], also: outranked[1] });
  }
  // Bindings to an agent the config does not list (the roster's ids gathered once a binding names an agent).
  let ids: ReadonlySet<string> | undefined;
  for (const b of bindings) {
    if (!b.path || typeof b.agentId !== "string" || !b.agentId.trim() || roster.agents.length === 0) continue;
    const known = (ids ??= new Set(roster.agents.map((a) => a.id)));
    const id = normalizeAgentId(b.agentId);
    if (known.has(id)) continue;
    // Another unlisted agent makes the release refuse the config (its verdict says so).
    if (id !== "main" || rules.unknownAgent !== "refuse") continue;
    const goesTo = "main";
    const [meant] = nearestNames(b.agentId, [...known], 1);
    out.push({
      kind: "binding-unknown-agent",
      path: [...b.path, "agentId"],
      agent: b.agentId,
      goesTo,
      ...(meant !== undefined && { meant }),
    });
  }
  // Different people's direct messages in one session.
  const session = own(config, "session");
  const dmScope = own(session, "dmScope");
  if (dmScope === undefined || dmScope === "main") {
    const direct = bindings.filter(
      (b) => b.path && b.peer !== undefined && b.peer !== "invalid" && b.peer.kind === "direct" && !b.session?.dmScope,
    );
    const byAgent = new Map<string, RouteBinding[]>();
    for (const b of direct) {
      const id = normalizeAgentId(b.agentId);
      byAgent.set(id, [...(byAgent.get(id) ?? []), b]);
    }
    for (const [agent, list] of byAgent) {
      const wildcard = list.some((b) => b.peer !== undefined && b.peer !== "invalid" && b.peer.wildcard);
      if (list.length < 2 && !wildcard) continue;
      out.push({
        kind: "dm-scope-shared",
        path: dmScope === undefined ? list[0]!.path! : ["session", "dmScope"],
        agent,
        bindings: list.length,
      });
    }
  }
  return out;
}
