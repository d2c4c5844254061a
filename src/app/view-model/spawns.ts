/**
 * The Sub-agents section of an OpenClaw profile: each of the scenarios' spawns, allowed or refused as the release
 * admits it, in its words, with the setting that decides it (a jump to it) and the tools the child gets.
 */
import { openclawSpawnText, type OpenClawSpawn } from "../../core/index";
import { T } from "../texts";
import type { Target } from "./common";

export interface OpenClawSpawnVM {
  readonly index: number;
  /** "ops → writer". */
  readonly title: string;
  readonly allowed: boolean;
  readonly why: string;
  readonly spawn: Target;
  /** The setting that decides it (the allow list, the depth, the sandbox's mode); none for the built-in default. */
  readonly setting: Target | undefined;
  readonly expect: { readonly expected: string; readonly met: boolean } | undefined;
  /** The tools the child has in its sub-agent session, when it is spawned. */
  readonly childTools: readonly string[] | undefined;
}

export const SPAWNS_SHOWN = 100;

export function openclawSpawnsVM(spawns: readonly OpenClawSpawn[]): OpenClawSpawnVM[] {
  return spawns.slice(0, SPAWNS_SHOWN).map((s) => {
    const d = s.decision;
    const at = d.refused ? (d.refused.setting ?? d.allowFrom) : d.allowFrom;
    return {
      index: s.index,
      title: T.openclaw.spawns.title(d.from, d.target),
      allowed: d.allowed,
      why: openclawSpawnText(s),
      spawn: { doc: "scenarios", path: s.path },
      setting: at ? { doc: "config", path: at } : undefined,
      expect: s.expect && { expected: s.expect.expected, met: s.expect.met },
      childTools: d.allowed ? d.childTools : undefined,
    };
  });
}
