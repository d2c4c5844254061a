/**
 * `scope-studio route <config> --profile openclaw-* --channel <c> [--account <a>] [--peer <kind>:<id>]
 * [--parent-peer <kind>:<id>] [--guild <g>] [--team <t>] [--roles <r1,r2>] [--json]`: which agent answers the
 * message, as OpenClaw's router decides (core/openclaw/routing/), with the fields `resolveAgentRoute` returns by their
 * names; the text names the binding that matched. Exit 0 when routed, 1 when the release refuses the config or its
 * router refuses the message (it says why), 2 on a usage error.
 */
import { formatPath, OpenClawAnalyzer, type OpenClawProfileId, type RouteMessage } from "../core/index";
import { option, type ParsedArgs } from "./args";
import { load, printJson, usage } from "./commands";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { cliOpenClawMachine } from "./openclaw-machine";
import { texts } from "./texts";

type Peer = { kind: string; id: string };

/** `kind:id` (the id may hold colons); undefined when absent, null when malformed. */
function peerOption(args: ParsedArgs, name: string): Peer | undefined | null {
  const raw = option(args, name);
  if (raw === undefined) return undefined;
  const at = raw.indexOf(":");
  return at <= 0 ? null : { kind: raw.slice(0, at), id: raw.slice(at + 1) };
}

/** The message the options say; a usage error's text otherwise. */
export function messageOf(args: ParsedArgs): { ok: true; message: RouteMessage } | { ok: false; error: string } {
  const channel = option(args, "channel");
  if (channel === undefined) return { ok: false, error: texts.routeNeedsChannel };
  const peer = peerOption(args, "peer");
  const parentPeer = peerOption(args, "parent-peer");
  if (peer === null) return { ok: false, error: texts.routeBadPeer("--peer") };
  if (parentPeer === null) return { ok: false, error: texts.routeBadPeer("--parent-peer") };
  const roles = option(args, "roles");
  const account = option(args, "account");
  const guild = option(args, "guild");
  const team = option(args, "team");
  return {
    ok: true,
    message: {
      channel,
      ...(account !== undefined && { accountId: account }),
      ...(peer && { peer }),
      ...(parentPeer && { parentPeer }),
      ...(guild !== undefined && { guildId: guild }),
      ...(team !== undefined && { teamId: team }),
      ...(roles !== undefined && { memberRoleIds: roles.split(",").filter((r) => r !== "") }),
    },
  };
}

export function routeCommand(args: ParsedArgs, io: CliIo, profile: OpenClawProfileId): ExitCode {
  const asked = messageOf(args);
  if (!asked.ok) return usage(io, asked.error).code;
  const loaded = load(args, io, "route");
  if (!loaded.ok) return loaded.code;
  const machine = cliOpenClawMachine(profile, args, io, loaded.scenariosFile ? loaded.scenarios : undefined);
  if (!machine.ok) return machine.code;
  const answer = new OpenClawAnalyzer(io.openclaw).route(profile, loaded.config, machine.env, asked.message);
  const json = args.flags.has("json");
  if (answer === undefined) {
    // The release refuses the config: its gateway would not start, so nothing is routed (check says why).
    if (json) printJson(io, { error: texts.routeConfigRefused(profile) });
    else io.err(texts.routeConfigRefused(profile));
    return EXIT.problems;
  }
  if (!answer.ok) {
    if (json) printJson(io, { error: answer.error });
    else io.err(answer.error);
    return EXIT.problems;
  }
  if (json) {
    printJson(io, answer.route);
    return EXIT.ok;
  }
  const r = answer.route;
  const by = answer.binding?.path
    ? ` (${formatPath(answer.binding.path)})`
    : answer.binding
      ? " (added by OpenClaw)"
      : "";
  io.out(texts.routeAgent(r.agentId, r.matchedBy, by));
  io.out(texts.routeSession(r.sessionKey, r.mainSessionKey, r.lastRoutePolicy, r.dmScope, r.groupScope));
  return EXIT.ok;
}
