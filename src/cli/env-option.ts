/**
 * `--env NAME=VALUE` (repeatable): the variables the command line says about the simulated machine, on top of the
 * scenarios' `env`. Read once here for every command and profile.
 */
import type { SophiaClawMachine } from "../core";
import type { ParsedArgs } from "./args";

export type EnvOption =
  | { readonly ok: true; readonly vars: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly pair: string };

export function envOption(args: ParsedArgs): EnvOption {
  const vars: Record<string, string> = {};
  for (const pair of args.options.get("env") ?? []) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return { ok: false, pair };
    vars[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { ok: true, vars };
}

/** True when the scenarios document has an `env` object or the machine says a variable: the machine was described. */
export function envGiven(scenarios: unknown, machine: SophiaClawMachine): boolean {
  if (Object.keys(machine.env).length > 0) return true;
  if (typeof scenarios !== "object" || scenarios === null || !Object.hasOwn(scenarios, "env")) return false;
  return isRecord((scenarios as { env: unknown }).env);
}

/** A JSON object (not a list, not null): what an `env` must be. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
