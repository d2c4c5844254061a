/** 2026.9's lint about ids: a key with capitals is the agent id in lower case, without a word. */
import { isRecord, own, type KeysOf } from "../../../safe";
import type { OpenClawLint } from "../../types";

/** An agents.entries key 2026.9 accepts (compared case-insensitively). */
const ENTRY_KEY = /^[a-z0-9_][a-z0-9_-]{0,63}$/i;

/** 2026.9's keys: one with capitals is the agent id in lower case, without a word (2026.7 is told: agent-renamed). */
export function keysLowerCased(config: unknown, keysOf: KeysOf = Object.keys): OpenClawLint[] {
  const entries = own(own(config, "agents"), "entries");
  if (!isRecord(entries)) return [];
  const keys = keysOf(entries);
  // A key the release refuses, or one another key already is in lower case, is a rejection, not this lint.
  return keys
    .filter((key) => key !== key.toLowerCase() && ENTRY_KEY.test(key) && !keys.includes(key.toLowerCase()))
    .map((key) => ({ kind: "key-lowercased", path: ["agents", "entries", key], key, id: key.toLowerCase() }));
}
