/**
 * An agent's identity as `agents list` prints it: from the config's `identity` and from the workspace's
 * IDENTITY.md (a file of the simulated machine), field by field. 2026.9 prefers the config, 2026.7 the file;
 * `identitySource` names the preferred one when it gave anything printed, else the other. An avatar prints as a URL
 * when it is one, or as a data URL when the file exists in the workspace.
 */
import { own } from "../safe";
import { joinPosixPath as joinPath } from "../scope";
import { resolvePath, type Places } from "./places";
import type { OpenClawEnvironment } from "./types";

export interface PrintedIdentity {
  readonly name?: string;
  readonly emoji?: string;
  readonly source?: "config" | "identity";
  readonly avatarUrl?: string;
}

interface Fields {
  readonly name?: string;
  readonly emoji?: string;
  readonly avatarUrl?: string;
}

/** Media types by file extension, for an avatar's data URL. */
const MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["jpeg", "image/jpeg"],
  ["gif", "image/gif"],
  ["webp", "image/webp"],
  ["svg", "image/svg+xml"],
]);

const LINE = /^\s*(?:[-*]\s*)?(?:\*\*)?(name|emoji|avatar)(?:\*\*)?\s*:\s*(?:\*\*\s*)?(.*?)\s*$/i;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : "=";
    out += i + 2 < bytes.length ? B64[n & 63]! : "=";
  }
  return out;
}

/** Whether an avatar is a URL rather than a file in the workspace. */
export function isAvatarUrl(avatar: string): boolean {
  return /^(https?:|data:)/i.test(avatar.trim());
}

function fileOf(env: OpenClawEnvironment, path: string): string | undefined {
  return env.files && Object.hasOwn(env.files, path) ? env.files[path] : undefined;
}

function avatarUrl(avatar: unknown, workspace: string, places: Places, env: OpenClawEnvironment): string | undefined {
  if (typeof avatar !== "string" || !avatar.trim()) return undefined;
  if (isAvatarUrl(avatar)) return avatar.trim();
  const path = resolvePath(avatar, places.home, workspace);
  const content = fileOf(env, path);
  const type = MEDIA_TYPES.get(path.slice(path.lastIndexOf(".") + 1).toLowerCase());
  return content !== undefined && type !== undefined ? `data:${type};base64,${base64(content)}` : undefined;
}

function word(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

function fromFile(workspace: string, places: Places, env: OpenClawEnvironment): Fields {
  const content = fileOf(env, joinPath(workspace, "IDENTITY.md"));
  if (content === undefined) return {};
  const found: Record<string, string> = {};
  for (const line of content.split("\n")) {
    const match = LINE.exec(line);
    const key = match?.[1]?.toLowerCase();
    if (key && match?.[2] && !Object.hasOwn(found, key)) found[key] = match[2];
  }
  const avatar = avatarUrl(found["avatar"], workspace, places, env);
  return {
    ...(found["name"] ? { name: found["name"] } : {}),
    ...(found["emoji"] ? { emoji: found["emoji"] } : {}),
    ...(avatar ? { avatarUrl: avatar } : {}),
  };
}

function fromConfig(identity: unknown, workspace: string, places: Places, env: OpenClawEnvironment): Fields {
  const name = word(own(identity, "name"));
  const emoji = word(own(identity, "emoji"));
  const avatar = avatarUrl(own(identity, "avatar"), workspace, places, env);
  return { ...(name ? { name } : {}), ...(emoji ? { emoji } : {}), ...(avatar ? { avatarUrl: avatar } : {}) };
}

const given = (f: Fields) => f.name !== undefined || f.emoji !== undefined || f.avatarUrl !== undefined;

/** The identity `agents list` prints: field by field, the release's first source (`firstSource`), then the other. */
export function identityOf(
  firstSource: "config" | "file",
  identity: unknown,
  workspace: string,
  places: Places,
  env: OpenClawEnvironment,
): PrintedIdentity {
  const config = { source: "config" as const, fields: fromConfig(identity, workspace, places, env) };
  const file = { source: "identity" as const, fields: fromFile(workspace, places, env) };
  const [first, second] = firstSource === "config" ? [config, file] : [file, config];
  const name = first.fields.name ?? second.fields.name;
  const emoji = first.fields.emoji ?? second.fields.emoji;
  const url = first.fields.avatarUrl ?? second.fields.avatarUrl;
  const source = given(first.fields) ? first.source : given(second.fields) ? second.source : undefined;
  return {
    ...(name !== undefined ? { name } : {}),
    ...(emoji !== undefined ? { emoji } : {}),
    ...(source !== undefined ? { source } : {}),
    ...(url !== undefined ? { avatarUrl: url } : {}),
  };
}
