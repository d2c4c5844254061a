/**
 * The session a routed message lands in (docs/openclaw-cli/routing.md §7): a direct message by the DM scope (`main`
 * shares one session among everyone; `per-peer`, `per-channel-peer`, `per-account-channel-peer` split it, and
 * `session.identityLinks` name one person across channels), a group or a channel by its own key unless the group scope
 * is `main`. The main session is always `agent:<id>:main` (OpenClaw ignores `session.mainKey`).
 */
import { isRecord } from "../../safe";
import { lowerOf, normalizeAccountId, normalizeAgentId } from "./normalize";

export interface KeyPeer {
  /** direct, group, channel, or a kind the router does not know (kept as given). */
  readonly kind: string;
  readonly id: string;
}

export const mainSessionKey = (agentId: string): string => `agent:${normalizeAgentId(agentId)}:main`;

/** The canonical name `identityLinks` give a direct peer (its id, or `<channel>:<id>`), if any. */
function linked(identityLinks: unknown, channel: string, peerId: string): string | undefined {
  if (!isRecord(identityLinks)) return undefined;
  const wanted = new Set([peerId.toLowerCase(), `${channel}:${peerId}`.toLowerCase()]);
  for (const [name, ids] of Object.entries(identityLinks)) {
    if (!Array.isArray(ids)) continue;
    if (ids.some((i) => typeof i === "string" && wanted.has(i.trim().toLowerCase()))) return name.trim();
  }
  return undefined;
}

/** Signal groups and Matrix rooms keep their ids' case in the key; other peers are lower-cased. */
const keepsCase = (channel: string, kind: string) =>
  (channel === "signal" && kind === "group") || (channel === "matrix" && (kind === "channel" || kind === "group"));

export function sessionKeyOf(params: {
  readonly agentId: string;
  readonly channel: string;
  readonly accountId: string;
  readonly peer: KeyPeer | undefined;
  readonly dmScope: string;
  readonly groupScope: string | undefined;
  readonly identityLinks: unknown;
}): string {
  const { agentId, peer, dmScope, groupScope } = params;
  const a = normalizeAgentId(agentId);
  const ch = lowerOf(params.channel) || "unknown";
  const kind = peer?.kind ?? "direct";
  if (kind === "direct") {
    let pid = peer ? peer.id || "unknown" : "";
    if (dmScope !== "main" && pid) pid = linked(params.identityLinks, ch, pid) ?? pid;
    pid = pid.toLowerCase();
    if (dmScope === "per-account-channel-peer" && pid)
      return `agent:${a}:${ch}:${normalizeAccountId(params.accountId)}:direct:${pid}`;
    if (dmScope === "per-channel-peer" && pid) return `agent:${a}:${ch}:direct:${pid}`;
    if (dmScope === "per-peer" && pid) return `agent:${a}:direct:${pid}`;
    return mainSessionKey(a);
  }
  if (groupScope === "main") return mainSessionKey(a);
  const id = peer!.id || "unknown";
  return `agent:${a}:${ch}:${kind}:${keepsCase(ch, kind) ? id : id.toLowerCase()}`;
}
