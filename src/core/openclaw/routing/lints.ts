/**
 * What the router does without a word, read from the bindings (route.ts's rules): a binding no message ever reaches
 * (an earlier binding of the same tier matches the same messages first; a peer the router cannot read; no channel);
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

/** The messages a binding matches, as a key: two bindings with the same key match the same messages. */
function matchKey(b: RouteBinding): string {
  const peer =
    b.peer === undefined
      ? ""
      : b.peer === "invalid"
        ? "!"
        : `${b.peer.kind === "channel" ? "group" : b.peer.kind}:${b.peer.id}`;
  return JSON.stringify([b.channel, b.account, peer, b.guildId ?? "", b.teamId ?? "", [...(b.roles ?? [])].sort()]);
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
  const seen = new Map<string, JsonPath>();
  for (const b of bindings) {
    if (!b.path) continue;
    if (b.peer === "invalid") {
      out.push({ kind: "binding-never-matches", path: b.path, why: "unreadable-peer" });
      continue;
    }
    const key = matchKey(b);
    const earlier = seen.get(key);
    if (earlier) out.push({ kind: "binding-never-matches", path: b.path, why: "shadowed", by: earlier });
    else seen.set(key, b.path);
  }
  // Bindings to an agent the config does not list.
  const known = new Set(roster.agents.map((a) => a.id));
  for (const b of bindings) {
    if (!b.path || typeof b.agentId !== "string" || !b.agentId.trim() || known.size === 0) continue;
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
