/** Tool choice panel: for each subagent, the tools it gets, its model and its clamped thinking level. */
import { reasonText, type Analysis } from "../../core/index";

export type ToolChoiceVM =
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
  | { readonly name: string; readonly ok: false; readonly error: string };

export function toolChoicesVM(analysis: Analysis): readonly ToolChoiceVM[] {
  return analysis.simulation.subagents.map((sub): ToolChoiceVM => {
    const choice = sub.choice;
    if (!choice) return { name: sub.name, ok: false, error: sub.outcome.ok ? "" : reasonText(sub.outcome.reason) };
    if (!choice.ok) return { name: sub.name, ok: false, error: reasonText(choice.reason) };
    return {
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
