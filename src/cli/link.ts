/**
 * `link`: a share link that opens both documents in the studio; with --profile, in that profile (the link carries
 * it), else in the one the page detects from the config.
 */
import type { ProfileId } from "../core";
import { option, type ParsedArgs } from "./args";
import { load } from "./commands";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { shareableLink } from "./link-check";
import { texts } from "./texts";

export function link(args: ParsedArgs, io: CliIo, profile: ProfileId | undefined): ExitCode {
  const loaded = load(args, io, "link");
  if (!loaded.ok) return loaded.code;
  const shared = shareableLink({
    config: loaded.config,
    scenarios: loaded.scenarios,
    tab: "config",
    ...(profile !== undefined && { profile }),
  });
  if (!shared.ok) {
    io.err(texts.noLink(shared.refusal));
    return EXIT.problems;
  }
  const fromEnv = io.getenv?.("SCOPE_STUDIO_URL")?.trim();
  const given = option(args, "base");
  if (given === undefined && fromEnv) io.err(texts.baseFromEnv(fromEnv));
  const base = given ?? (fromEnv || "http://localhost:5173/");
  io.out(`${base.split("#")[0]}#${shared.fragment}`);
  return EXIT.ok;
}
