/**
 * `link`: a share link that opens both documents in the studio; with --profile, in that profile (the link carries
 * it), else in the one the page detects from the config; with --env, on that machine (the scenarios' `env` carries it).
 * With --baseline (and --old-scenarios), a proposal: the link also carries the documents the change is made against,
 * as their edits (`diff <link>` reads it). Every text it carries is scanned for secrets first: each is named on stderr.
 */
import { applyTextEdits, findSecrets, parseDocument, textEdits, type ProfileId } from "../core";
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
  // Written with the edit module, as the page writes: each variable the least text changed.
  const set = (path: string[], v: unknown) =>
    applyTextEdits(text, textEdits({ config: "", scenarios: text }, [{ doc: "scenarios", op: "set", path, value: v }]));
  if (!isRecord(value["env"])) text = set(["env"], {});
  for (const [name, v] of Object.entries(vars)) text = set(["env", name], v);
  return text;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

type Baseline = { ok: true; texts?: { config: string; scenarios: string } } | { ok: false; code: ExitCode };

/** --baseline's config and --old-scenarios' scenarios (the new scenarios when not given); none without --baseline. */
function readBaseline(args: ParsedArgs, io: CliIo, scenarios: string): Baseline {
  const file = option(args, "baseline");
  const oldScenarios = option(args, "old-scenarios");
  if (file === undefined) {
    if (oldScenarios !== undefined) {
      io.err(texts.oldScenariosNeedsBaseline);
      return { ok: false, code: EXIT.usage };
    }
    return { ok: true };
  }
  const config = io.readFile(file);
  if (!config.ok) {
    io.err(texts.unreadable(file, config.error));
    return { ok: false, code: EXIT.usage };
  }
  if (oldScenarios === undefined) return { ok: true, texts: { config: config.text, scenarios } };
  const old = io.readFile(oldScenarios);
  if (!old.ok) {
    io.err(texts.unreadable(oldScenarios, old.error));
    return { ok: false, code: EXIT.usage };
  }
  return { ok: true, texts: { config: config.text, scenarios: old.text } };
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
  const baseline = readBaseline(args, io, scenarios);
  if (!baseline.ok) return baseline.code;
  // What a link carries leaves this machine: a key or a token in any of its texts is said before it is printed.
  const carried = [
    [loaded.configFile ?? "config", loaded.config],
    [loaded.scenariosFile ?? "scenarios", scenarios],
    ...(baseline.texts
      ? [
          [option(args, "baseline")!, baseline.texts.config],
          [option(args, "old-scenarios") ?? loaded.scenariosFile ?? "scenarios", baseline.texts.scenarios],
        ]
      : []),
  ] as const;
  let secrets = 0;
  for (const [file, text] of carried)
    for (const found of findSecrets(text)) {
      secrets++;
      io.err(texts.linkSecret(file, lineOf(text, found.span.offset), found.preview));
    }
  if (secrets > 0) io.err(texts.linkSecrets(secrets));
  const shared = shareableLink({
    config: loaded.config,
    scenarios,
    tab: "config",
    ...(profile !== undefined && { profile }),
    ...(baseline.texts && { baseline: baseline.texts }),
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
