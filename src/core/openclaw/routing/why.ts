/**
 * "Why not?" for a message: the smallest changes to `bindings` that route it to the agent wanted, each checked by
 * routing every message of the scenarios again on the changed config (a fresh reading, as the release reads it), and
 * told with every other message it would reroute. The candidates come from how the message is routed now: a binding
 * of the agent wanted that nearly matches (its peer id, its account, its roles), or that matches but comes after the
 * one that wins in the same tier (moved before it); a binding added for the message at each tier it can be matched at
 * (its peer, a thread's parent, its guild and roles, its guild, its team, its account, its channel), placed before the
 * binding that wins when they share a tier; the winning binding pointed at the agent wanted, or removed. Fewest other
 * messages rerouted first, then the fewest edits, then narrowest.
 */
import { inline, insertItem, moveItem, nodeAt, removeAt, treeOf, writeAt, type Replacement } from "../../edit";
import { applyTextEdits } from "../../why";
import type { OpenClawAnalyzer } from "../analyzer";
import { OPENCLAW_RELEASES } from "../releases";
import type { OpenClawEdit } from "../why";
import type { OpenClawEnvironment, OpenClawProfileId } from "../types";
import { routeBindings, type RouteBinding, type RouteTier } from "./bindings";
import type { OpenClawMessageRoute } from "./messages";
import { normalizeAccountId, normalizeAgentId } from "./normalize";

/** What a suggestion does to the bindings, as data (`binding`: its index in `bindings`). */
export type RouteWhyChange =
  | {
      readonly kind: "add-binding";
      readonly agent: string;
      readonly tier: RouteTier;
      readonly match: Readonly<Record<string, unknown>>;
      /** Placed before this binding (the one that wins in its tier); else at the end. */
      readonly before?: number;
    }
  | { readonly kind: "set-binding-agent"; readonly binding: number; readonly from: string; readonly to: string }
  | {
      readonly kind: "set-binding-match";
      readonly binding: number;
      readonly field: "peer.id" | "accountId";
      readonly from: string;
      readonly to: string;
    }
  | { readonly kind: "add-binding-role"; readonly binding: number; readonly role: string }
  | { readonly kind: "move-binding"; readonly binding: number; readonly before: number }
  | { readonly kind: "remove-binding"; readonly binding: number };

/** Another message whose route the change alters: the agent before and after (undefined: refused). */
export interface ReroutedMessage {
  readonly index: number;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

export interface RouteWhySuggestion {
  readonly change: RouteWhyChange;
  readonly edits: readonly OpenClawEdit[];
  readonly rerouted: readonly ReroutedMessage[];
}

export interface RouteWhy {
  readonly index: number;
  /** The agent wanted, normalized as the router names agents. */
  readonly want: string;
  readonly now: OpenClawMessageRoute | undefined;
  readonly suggestions: readonly RouteWhySuggestion[];
  readonly tried: number;
}

interface Candidate {
  readonly change: RouteWhyChange;
  readonly edits: readonly Replacement[];
}

const indexOf = (b: RouteBinding): number => Number(b.path?.[1]);
const agentOf = (m: OpenClawMessageRoute | undefined) => (m?.answer.ok ? m.answer.route.agentId : undefined);

/** The match of a binding for `message` at `tier` (undefined when the message gives nothing to match there). */
function matchFor(m: OpenClawMessageRoute, tier: RouteTier | "parent"): Record<string, unknown> | undefined {
  const msg = m.message;
  const account = normalizeAccountId(msg.accountId ?? "");
  const base: Record<string, unknown> = {
    channel: msg.channel.trim().toLowerCase(),
    ...(tier === "channel" ? { accountId: "*" } : account !== "default" ? { accountId: account } : {}),
  };
  switch (tier) {
    case "peer":
      return msg.peer ? { ...base, peer: { kind: msg.peer.kind, id: msg.peer.id } } : undefined;
    case "parent":
      return msg.parentPeer ? { ...base, peer: { kind: msg.parentPeer.kind, id: msg.parentPeer.id } } : undefined;
    case "peer-wildcard":
      return msg.peer ? { ...base, peer: { kind: msg.peer.kind, id: "*" } } : undefined;
    case "guild+roles":
      return msg.guildId && msg.memberRoleIds?.length
        ? { ...base, guildId: msg.guildId, roles: [msg.memberRoleIds[0]] }
        : undefined;
    case "guild":
      return msg.guildId ? { ...base, guildId: msg.guildId } : undefined;
    case "team":
      return msg.teamId ? { ...base, teamId: msg.teamId } : undefined;
    case "account":
    case "channel":
      return base;
  }
}

const ADDED_TIERS: readonly (RouteTier | "parent")[] = [
  "peer",
  "parent",
  "guild+roles",
  "guild",
  "team",
  "account",
  "peer-wildcard",
  "channel",
];

/** The changes worth trying, from how the message is routed now (see the module's comment). */
function candidates(
  configText: string,
  bindings: readonly RouteBinding[],
  now: OpenClawMessageRoute,
  want: string,
): Candidate[] {
  const tree = treeOf(configText);
  if (!tree) return [];
  const out: Candidate[] = [];
  const add = (change: RouteWhyChange, edits: readonly (Replacement | undefined)[]) => {
    const kept = edits.filter((e): e is Replacement => e !== undefined);
    if (kept.length === edits.length && kept.length > 0) out.push({ change, edits: kept });
  };
  const msg = now.message;
  const channel = msg.channel.trim().toLowerCase();
  const account = normalizeAccountId(msg.accountId ?? "");
  const winner = now.answer.binding;
  const winnerAt = winner?.path ? indexOf(winner) : undefined;
  const wanted = bindings.filter(
    (b) => b.path && typeof b.agentId === "string" && normalizeAgentId(b.agentId) === want && b.channel === channel,
  );
  // A binding of the agent wanted that nearly matches: its peer id, its account, its roles.
  for (const b of wanted) {
    const i = indexOf(b);
    const accountFits = b.account === "*" || b.account === account;
    const peer = b.peer;
    if (accountFits && peer && peer !== "invalid" && !peer.wildcard && msg.peer && peer.id !== msg.peer.id)
      add({ kind: "set-binding-match", binding: i, field: "peer.id", from: peer.id, to: msg.peer.id }, [
        writeAt(tree, ["bindings", i, "match", "peer", "id"], msg.peer.id, false),
      ]);
    if (!accountFits)
      add(
        {
          kind: "set-binding-match",
          binding: i,
          field: "accountId",
          from: b.account,
          to: msg.accountId ?? "default",
        },
        [writeAt(tree, ["bindings", i, "match", "accountId"], msg.accountId ?? "default", false)],
      );
    const role = msg.memberRoleIds?.[0];
    if (accountFits && b.roles && role !== undefined && !b.roles.some((r) => msg.memberRoleIds?.includes(r)))
      add({ kind: "add-binding-role", binding: i, role }, [
        writeAt(tree, ["bindings", i, "match", "roles"], role, true),
      ]);
    // It matches, but the winner comes first in the same tier: moved before it.
    if (winner && winnerAt !== undefined && b.tier === winner.tier && i > winnerAt && accountFits) {
      const list = nodeAt(tree, ["bindings"]);
      if (list) add({ kind: "move-binding", binding: i, before: winnerAt }, moveItem(configText, list, i, winnerAt));
    }
  }
  // A binding added for the message, at each tier it can be matched at.
  const list = nodeAt(tree, ["bindings"]);
  for (const tier of ADDED_TIERS) {
    const match = matchFor(now, tier);
    if (!match) continue;
    const value = { agentId: want, match };
    const sameTier = winner && winnerAt !== undefined && winner.tier === (tier === "parent" ? "peer" : tier);
    if (sameTier && list)
      add({ kind: "add-binding", agent: want, tier: tier === "parent" ? "peer" : tier, match, before: winnerAt }, [
        insertItem(configText, list, winnerAt, inline(value)),
      ]);
    else
      add({ kind: "add-binding", agent: want, tier: tier === "parent" ? "peer" : tier, match }, [
        writeAt(tree, ["bindings"], value, true),
      ]);
  }
  // The binding that wins, pointed at the agent wanted, or removed.
  if (winner?.path && winnerAt !== undefined) {
    const from = typeof winner.agentId === "string" ? winner.agentId : "";
    add({ kind: "set-binding-agent", binding: winnerAt, from, to: want }, [
      writeAt(tree, ["bindings", winnerAt, "agentId"], want, false),
    ]);
    add({ kind: "remove-binding", binding: winnerAt }, removeAt(configText, tree, ["bindings", winnerAt]));
  }
  // A refused message: the binding the router refused at.
  if (!now.answer.ok && now.answer.binding?.path) {
    const i = indexOf(now.answer.binding);
    const from = typeof now.answer.binding.agentId === "string" ? now.answer.binding.agentId : "";
    add({ kind: "set-binding-agent", binding: i, from, to: want }, [
      writeAt(tree, ["bindings", i, "agentId"], want, false),
    ]);
  }
  return out;
}

const routeKey = (m: OpenClawMessageRoute | undefined) =>
  m === undefined ? "" : m.answer.ok ? `${m.answer.route.agentId}\u0000${m.answer.route.sessionKey}` : "!";

/**
 * The changes that route the scenarios' message at `index` to `agent`, each checked. `analyzer` reads the current
 * config; each candidate is read by a fresh one.
 */
export function openclawRouteWhy(
  analyzer: OpenClawAnalyzer,
  profile: OpenClawProfileId,
  configText: string,
  env: OpenClawEnvironment,
  scenarios: unknown,
  target: { readonly index: number; readonly agent: string },
): RouteWhy {
  const want = normalizeAgentId(target.agent);
  const routes = analyzer.messages(profile, configText, env, scenarios);
  const now = routes.find((m) => m.index === target.index);
  const parsed = analyzer.parse(configText);
  if (!now || agentOf(now) === want || !parsed.ok) return { index: target.index, want, now, suggestions: [], tried: 0 };
  const rules = OPENCLAW_RELEASES[profile].routeRules;
  const bindings = routeBindings(parsed.value, { ...rules, dropsInvalidPeers: false }, undefined);
  const tried = candidates(configText, bindings, now, want);
  const seen = new Set<string>();
  const found: RouteWhySuggestion[] = [];
  for (const c of tried) {
    const key = JSON.stringify(c.edits);
    if (seen.has(key)) continue;
    seen.add(key);
    const after = applyTextEdits(configText, c.edits);
    const rerouted = analyzer.fresh().messages(profile, after, env, scenarios);
    if (agentOf(rerouted.find((m) => m.index === target.index)) !== want) continue;
    const others = rerouted
      .filter((m) => m.index !== target.index)
      .flatMap((m): ReroutedMessage[] => {
        const was = routes.find((r) => r.index === m.index);
        return routeKey(was) === routeKey(m) ? [] : [{ index: m.index, before: agentOf(was), after: agentOf(m) }];
      });
    found.push({ change: c.change, edits: c.edits.map((e) => ({ doc: "config", ...e })), rerouted: others });
  }
  // Stable: among equals, the order tried (narrowest first).
  found.sort((a, b) => a.rerouted.length - b.rerouted.length || a.edits.length - b.edits.length);
  return { index: target.index, want, now, suggestions: found, tried: seen.size };
}

/** What a suggestion does, in words. */
export function routeWhyChangeText(change: RouteWhyChange): string {
  const at = (i: number) => `bindings[${i}]`;
  switch (change.kind) {
    case "add-binding":
      return `Add a binding ${inline({ agentId: change.agent, match: change.match })}${change.before === undefined ? "" : ` before ${at(change.before)}`} (matched at the ${change.tier} tier)`;
    case "set-binding-agent":
      return `Point ${at(change.binding)} at agent "${change.to}" (now "${change.from}")`;
    case "set-binding-match":
      return `Set ${at(change.binding)}.match.${change.field} to "${change.to}" (now "${change.from}")`;
    case "add-binding-role":
      return `Add the role "${change.role}" to ${at(change.binding)}.match.roles`;
    case "move-binding":
      return `Move ${at(change.binding)} before ${at(change.before)}, which wins in the same tier`;
    case "remove-binding":
      return `Remove ${at(change.binding)}`;
  }
}
