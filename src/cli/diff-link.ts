/**
 * `diff <link>`: a proposal link (made by `link --baseline`, or the page's Propose) read as the two sides of a diff:
 * its baseline documents against the proposed ones, in the profile it carries (unless --profile names one). The link
 * is decoded as the page decodes it; its documents are served to the diff as files named `link:baseline/…` and
 * `link:proposed/…`, so every other part of diff answers as it does for files.
 */
import { decodeState, type SharedState } from "../core";
import type { ParsedArgs } from "./args";
import { EXIT, type CliIo, type ExitCode } from "./io";
import { texts } from "./texts";

/** A word that is a share link, or its fragment: `…#v1.…` or `v1.…`. */
export const isLinkArgument = (word: string): boolean => /#v\d+\./.test(word) || /^v\d+\.[^/\\]*\./.test(word);

export type LinkDiff = { ok: true; args: ParsedArgs; io: CliIo } | { ok: false; code: ExitCode };

export function linkDiff(args: ParsedArgs, io: CliIo): LinkDiff {
  const word = args.positional[0]!;
  const read = decodeState(word.includes("#") ? word.slice(word.indexOf("#") + 1) : word);
  if (!read.ok) {
    io.err(texts.linkUnreadable(read.error.code, read.error.message));
    return { ok: false, code: EXIT.usage };
  }
  const state: SharedState = read.state;
  if (!state.baseline) {
    io.err(texts.linkNoBaseline);
    return { ok: false, code: EXIT.usage };
  }
  const files: Record<string, string> = {
    "link:baseline/config": state.baseline.config,
    "link:proposed/config": state.config,
    "link:proposed/scenarios": state.scenarios,
    "link:baseline/scenarios": state.baseline.scenarios,
  };
  const options = new Map(args.options);
  options.set("scenarios", ["link:proposed/scenarios"]);
  // SophiaClaw reads each side with its own scenarios; an OpenClaw diff reads one set (the proposed ones).
  const profile = args.options.get("profile")?.[0] ?? state.profile;
  if ((profile === undefined || profile === "sophiaclaw") && state.baseline.scenarios !== state.scenarios)
    options.set("old-scenarios", ["link:baseline/scenarios"]);
  if (!args.options.has("profile") && state.profile !== undefined) options.set("profile", [state.profile]);
  return {
    ok: true,
    args: { ...args, positional: ["link:baseline/config", "link:proposed/config"], options },
    io: {
      ...io,
      readFile: (path) => (Object.hasOwn(files, path) ? { ok: true, text: files[path]! } : io.readFile(path)),
    },
  };
}
