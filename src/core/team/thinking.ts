/**
 * Thinking levels and what a model supports: a model without reasoning thinks `off` only; a reasoning model supports
 * `off` to `high`, plus `xhigh` and `max` only where its thinking-level map names them, and never a level its map sets
 * to null. An unsupported level moves to the nearest supported one, upward first, then downward.
 */
import type { CatalogModel } from "../catalog";
import { THINKING_LEVELS } from "../vocabulary";

export const THINKING: readonly string[] = THINKING_LEVELS;

/** The levels a model supports, in THINKING order. */
export function supportedThinkingLevels(model: Pick<CatalogModel, "reasoning" | "thinkingLevelMap">): string[] {
  if (!model.reasoning) return ["off"];
  const map = model.thinkingLevelMap;
  return THINKING.filter((level) => {
    const named = map !== undefined && Object.hasOwn(map, level);
    if (named) return map[level] !== null;
    return level !== "xhigh" && level !== "max";
  });
}

/**
 * The level a model runs at when asked for `level`. An unknown level (not one of THINKING) gives the lowest supported
 * level; a model whose map marks every level unsupported gives `off`.
 */
export function clampThinkingLevel(model: Pick<CatalogModel, "reasoning" | "thinkingLevelMap">, level: string): string {
  const supported = supportedThinkingLevels(model);
  if (supported.includes(level)) return level;
  const at = THINKING.indexOf(level);
  if (at < 0 || !supported.length) return supported[0] ?? "off";
  for (let i = at + 1; i < THINKING.length; i++) if (supported.includes(THINKING[i]!)) return THINKING[i]!;
  for (let i = at - 1; i >= 0; i--) if (supported.includes(THINKING[i]!)) return THINKING[i]!;
  return "off";
}
