/**
 * What the scenarios' messages exercise of the bindings, as the calls' coverage does for tool-policy entries: each
 * route binding of the config that no message is routed by is one the scenarios do not test (a change to it, or a
 * message it was meant for going elsewhere, goes unnoticed).
 */
import type { JsonPath } from "../../diagnostics";
import { routeBindings, type BindingRules } from "./bindings";
import type { OpenClawMessageRoute } from "./messages";

export interface BindingCoverage {
  readonly total: number;
  readonly uncovered: readonly { readonly path: JsonPath; readonly agent: string }[];
}

export function bindingCoverage(
  config: unknown,
  rules: BindingRules,
  routes: readonly OpenClawMessageRoute[],
): BindingCoverage {
  const bindings = routeBindings(config, rules, undefined).filter((b) => b.path);
  const reached = new Set(
    routes.flatMap((m) => (m.answer.ok && m.answer.binding?.path ? [JSON.stringify(m.answer.binding.path)] : [])),
  );
  return {
    total: bindings.length,
    uncovered: bindings
      .filter((b) => !reached.has(JSON.stringify(b.path)))
      .map((b) => ({ path: b.path!, agent: typeof b.agentId === "string" ? b.agentId : "" })),
  };
}
