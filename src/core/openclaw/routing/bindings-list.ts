/**
 * `openclaw agents bindings --json` (docs/openclaw-cli/routing.md §8): every route binding of the config as the release
 * loads it, in source order with the ones it adds for a legacy default agent, each with its agent id normalized, its
 * match as written, and a description of the match from the raw strings (2026.7's has no roles part).
 */
import { isRecord, own } from "../../safe";
import type { RouteBinding } from "./bindings";
import { normalizeAgentId } from "./normalize";

export interface ListedBinding {
  readonly agentId: string;
  readonly match: unknown;
  readonly description: string;
}

const text = (v: unknown): string => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

function describe(match: unknown, roles: boolean): string {
  const peer = own(match, "peer");
  const listed = own(match, "roles");
  return [
    text(own(match, "channel")),
    text(own(match, "accountId")) && `accountId=${text(own(match, "accountId"))}`,
    isRecord(peer) && `peer=${text(peer["kind"])}:${text(peer["id"])}`,
    text(own(match, "guildId")) && `guild=${text(own(match, "guildId"))}`,
    text(own(match, "teamId")) && `team=${text(own(match, "teamId"))}`,
    roles && Array.isArray(listed) && listed.length > 0 && `roles=${listed.map(text).join(",")}`,
  ]
    .filter((p): p is string => typeof p === "string" && p !== "")
    .join(" ");
}

/** The list (`added`: the channel-wide bindings the release adds, from routeBindings). */
export function listBindings(
  config: unknown,
  added: readonly RouteBinding[],
  describesRoles: boolean,
): ListedBinding[] {
  const raw = own(config, "bindings");
  const written = (Array.isArray(raw) ? raw : []).filter(
    (b: unknown): b is Record<string, unknown> => isRecord(b) && b["type"] !== "acp",
  );
  return [
    ...written.map((b) => ({
      agentId: normalizeAgentId(b["agentId"]),
      match: b["match"],
      description: describe(b["match"], describesRoles),
    })),
    ...added.map((b) => {
      const match = { channel: b.channel, accountId: "*" };
      return { agentId: normalizeAgentId(b.agentId), match, description: describe(match, describesRoles) };
    }),
  ];
}
