/**
 * A message's "why not?" as the why panel draws it: each checked change to the bindings, the before/after of the
 * lines it touches, and every other message it reroutes (their agent before and after).
 */
import { openclawRouteWhyChangeText, type OpenClawRouteWhy, type WhyTarget } from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import { suggestionVM, type WhyVM } from "./why";

const agentOr = (a: string | undefined) => a ?? T.openclaw.routing.refused;

export function routeWhyVM(why: OpenClawRouteWhy, texts: Documents, target: WhyTarget, configName: string): WhyVM {
  const R = T.openclaw.routing;
  const nowAgent = why.now?.answer.ok ? why.now.answer.route.agentId : undefined;
  const none = !why.now
    ? R.noMessage
    : nowAgent === why.want
      ? R.already(why.want)
      : why.suggestions.length
        ? undefined
        : T.why.nothing(why.tried);
  return {
    target,
    goal: R.goal(why.want),
    none,
    tried: why.tried,
    untried: undefined,
    texts,
    configName,
    suggestions: why.suggestions.map((s, i) =>
      suggestionVM(
        i,
        texts,
        openclawRouteWhyChangeText(s.change),
        s.edits,
        s.rerouted.map((m) => R.rerouted(m.index, agentOr(m.before), agentOr(m.after))),
        0,
      ),
    ),
  };
}
