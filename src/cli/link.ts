/**
 * `link`: a share link that opens both documents in the studio; with --profile, in that profile (the link carries
 * it), else in the one the page detects from the config; with --env, on that machine (the scenarios' `env` carries it).
 */
import { applyEdits, modify } from "jsonc-parser";
import { parseDocument, type ProfileId } from "../core";
import { option, type ParsedArgs } from "./args";
import { load } from "./commands";
import { isRecord } from "./env-option";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { shareableLink } from "./link-check";
import { texts } from "./texts";

/**
 * The scenarios with each variable the command line said (--env) set in their `env`, so the page answers for the
 * same machine; each is one edit of the text, the rest kept as written. Undefined when the scenarios are not an
 * object (there is no `env` to set).
 */
function withMachine(scenarios: string, vars: Readonly<Record<string, string>>): string | undefined {
  let text = scenarios.trim() === "" ? "{}" : scenarios;
  if (Object.keys(vars).length === 0) return scenarios;
  const value = parseDocument(text, "scenarios").value;
  if (!isRecord(value)) return undefined;
  const options = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } };
  if (!isRecord(value["env"])) text = applyEdits(text, modify(text, ["env"], {}, options));
  for (const [name, v] of Object.entries(vars)) text = applyEdits(text, modify(text, ["env", name], v, options));
  return text;
}

/** The studio `npm start` serves. */
const LOCAL_STUDIO = "http://localhost:5173/";

export function link(
  args: ParsedArgs,
  io: CliIo,
  profile: ProfileId | undefined,
  machine: Readonly<Record<string, string>>,
): ExitCode {
  const loaded = load(args, io, "link");
  if (!loaded.ok) return loaded.code;
  const scenarios = withMachine(loaded.scenarios, machine);
  if (scenarios === undefined) {
    io.err(texts.envNeedsScenariosObject);
    return EXIT.usage;
  }
  const shared = shareableLink({
    config: loaded.config,
    scenarios,
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
  const base = given ?? (fromEnv || LOCAL_STUDIO);
  // Said, not silent: a link to this machine's studio does not open for a teammate.
  if (given === undefined && !fromEnv) io.err(texts.baseLocal(LOCAL_STUDIO));
  io.out(`${base.split("#")[0]}#${shared.fragment}`);
  return EXIT.ok;
}
