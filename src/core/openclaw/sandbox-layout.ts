/**
 * The folders an agent's sandbox works in, as `sandbox explain` prints them: the root sandboxes live under
 * (`workspaceRoot`), the host folder its sessions see (`effectiveHostWorkspaceRoot`: the agent's own workspace
 * when it is mounted read-write or the session is not sandboxed, else the sandbox's own copy), the folder a command
 * starts in (`runtimeWorkdir`), the mounts a docker sandbox gets and where the workspace came from
 * (`workspaceSource`). How a sandbox's folder is named and which mounts it gets differ between releases: each
 * release names its rules (releases/<release>/sandbox-layout.ts), built from the pieces here.
 */
import { sha256Hex } from "../hash";
import { own } from "../safe";
import { joinPosixPath as joinPath, normalizePosixPath as normalizePath } from "../scope";
import { resolvePath, type Places } from "./places";

export interface WorkspaceMount {
  readonly hostRoot: string;
  readonly containerRoot: string;
  readonly writable: boolean;
  readonly source: "workspace" | "agent" | "bind";
}

export interface SandboxLayout {
  readonly workspaceRoot: string;
  readonly effectiveHostWorkspaceRoot: string;
  /** None when the sandbox's backend has no workdir the release knows (a plugin's). */
  readonly runtimeWorkdir?: string;
  readonly workspaceMounts: readonly WorkspaceMount[];
  readonly workspaceSource: "direct" | "sandbox" | "agent";
}

/** What the layout is computed from: the agent's and the defaults' `sandbox`, and the values already resolved. */
export interface LayoutInput {
  readonly own: unknown;
  readonly defaults: unknown;
  readonly agentId: string;
  readonly sessionKey: string;
  readonly scope: "agent" | "session" | "shared";
  readonly access: "none" | "ro" | "rw";
  readonly backend: string;
  readonly sandboxed: boolean;
  /** The agent's workspace, as `agents list` prints it. */
  readonly agentWorkspaceDir: string;
  readonly places: Places;
}

/** A release's rules (releases/<release>/sandbox-layout.ts). */
export type SandboxLayoutRules = (input: LayoutInput) => SandboxLayout;

/** The first `n` hex digits of SHA-256. */
export const hashOf = (text: string, n: number): string => sha256Hex(text).slice(0, n);

/** The configured sandboxes' root, printed as written (else `<state>/sandboxes`), and as a resolved folder. */
export function workspaceRootOf(input: LayoutInput): { readonly printed: string; readonly folder: string } {
  const written = [own(input.own, "workspaceRoot"), own(input.defaults, "workspaceRoot")].find(
    (v): v is string => typeof v === "string",
  );
  const printed = written ?? joinPath(input.places.stateDir, "sandboxes");
  return { printed, folder: resolvePath(printed, input.places.home, input.places.cwd) };
}

/** The docker workdir (an agent's own ignored under a shared scope), as written. */
export function dockerWorkdir(input: LayoutInput): string {
  const mine = input.scope !== "shared" ? own(own(input.own, "docker"), "workdir") : undefined;
  const theirs = own(own(input.defaults, "docker"), "workdir");
  return [mine, theirs].find((v): v is string => typeof v === "string") ?? "/workspace";
}

/** The docker binds: the defaults' then the agent's (ignored under a shared scope). */
export function dockerBinds(input: LayoutInput): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((b): b is string => typeof b === "string") : []);
  return [
    ...list(own(own(input.defaults, "docker"), "binds")),
    ...(input.scope !== "shared" ? list(own(own(input.own, "docker"), "binds")) : []),
  ];
}

/** The SSH backend's remote root: backslashes as slashes, no trailing slash (default /tmp/openclaw-sandboxes). */
export function sshRoot(input: LayoutInput): string {
  const mine = input.scope !== "shared" ? own(own(input.own, "ssh"), "workspaceRoot") : undefined;
  const written = [mine, own(own(input.defaults, "ssh"), "workspaceRoot")].find(
    (v): v is string => typeof v === "string",
  );
  const root = (written ?? "/tmp/openclaw-sandboxes").replaceAll("\\", "/");
  return root.length > 1 ? root.replace(/\/+$/, "") : root;
}

/** A key as a folder name's start: lower case, runs of other characters as `-`, at most 32 (`session` if empty). */
export const slugOf = (key: string): string =>
  key
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32) || "session";

/** The SSH runtime's name for a scope key: its slug and a djb hash of it. */
export function sshRuntimeId(key: string): string {
  const safe = slugOf(key);
  let h = 5381;
  for (const ch of key) h = ((h * 33) ^ ch.codePointAt(0)!) >>> 0;
  return `openclaw-ssh-${safe}-${h.toString(16).slice(0, 8)}`;
}

/** Node's `posix.normalize`: the path made canonical, a trailing slash kept. */
export const posixNormalize = (path: string): string => {
  const canonical = normalizePath(path);
  return path.length > 1 && path.endsWith("/") && canonical !== "/" ? `${canonical}/` : canonical;
};

/** A bind `host:container[:options]` as a mount, or none (no colon, or a container path that is not absolute). */
export function bindMount(bind: string, places: Places): WorkspaceMount | undefined {
  const parts = bind.trim().split(":");
  if (parts.length < 2) return undefined;
  const [host, container, options] = parts as [string, string, string | undefined];
  if (!container.startsWith("/")) return undefined;
  return {
    hostRoot: resolvePath(host, places.home, places.cwd),
    containerRoot: normalizePath(container),
    writable: !(options ?? "").split(",").includes("ro"),
    source: "bind",
  };
}

/** The layout of a sandbox whose own folder, workdir and mounts a release has worked out. */
export function layoutOf(
  input: LayoutInput,
  root: string,
  workspaceDir: string,
  workdir: string | undefined,
  mounts: readonly WorkspaceMount[],
): SandboxLayout {
  const { sandboxed, agentWorkspaceDir } = input;
  return {
    workspaceRoot: root,
    effectiveHostWorkspaceRoot: sandboxed ? workspaceDir : agentWorkspaceDir,
    ...(!sandboxed ? { runtimeWorkdir: agentWorkspaceDir } : workdir !== undefined ? { runtimeWorkdir: workdir } : {}),
    workspaceMounts: mounts,
    workspaceSource: sandboxed ? (input.access === "rw" ? "agent" : "sandbox") : "direct",
  };
}
