/** Tool choice panel: for each subagent, the tools it gets, its model and its clamped thinking level. */
import { reasonText, type Analysis } from "../../core/index";
import { subagentPin, type Pin } from "./expectations";

export type ToolChoiceVM = (
  | {
      readonly name: string;
      readonly ok: true;
      readonly model: string;
      readonly requestedThinking: string;
      readonly thinking: string;
      readonly clamped: boolean;
      readonly chosen: readonly string[];
      readonly tools: readonly string[];
      readonly loaded: readonly string[];
    }
  | { readonly name: string; readonly ok: false; readonly error: string }
) & {
  /** The tools it ends up with (none when it is not created or its choice is refused), as its expectation. */
  readonly pin: Pin | undefined;
  /** Its `expect: { tools }`, when it has one, and whether the tools it ends up with meet it. */
  readonly expect: { readonly met: boolean; readonly text: string } | undefined;
};

export function toolChoicesVM(analysis: Analysis): readonly ToolChoiceVM[] {
  const expects = new Map<unknown, { readonly met: boolean; readonly text: string }>();
  for (const e of analysis.expectations)
    if (e.subject === "subagent") expects.set(e.path[2], { met: e.met, text: e.text });
  return analysis.simulation.subagents.map((sub): ToolChoiceVM => {
    const choice = sub.choice;
    // A subagent that is never created has no tools to pin.
    const pin = choice?.ok ? subagentPin(sub.path, choice.tools) : undefined;
    const expect = expects.get(sub.path[2]);
    const error = !choice
      ? sub.outcome.ok
        ? ""
        : reasonText(sub.outcome.reason)
      : choice.ok
        ? ""
        : reasonText(choice.reason);
    if (!choice?.ok) return { name: sub.name, ok: false, error, pin, expect };
    return {
      pin,
      expect,
      name: sub.name,
      ok: true,
      model: choice.model,
      requestedThinking: choice.requestedThinkingLevel,
      thinking: choice.thinkingLevel,
      clamped: choice.requestedThinkingLevel !== choice.thinkingLevel,
      chosen: choice.chosen,
      tools: choice.tools,
      loaded: choice.loaded,
    };
  });
}
