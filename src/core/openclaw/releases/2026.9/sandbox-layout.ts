/**
 * OpenClaw 2026.9's sandbox folders: a sandbox per scope key under the root, named by the key's hash (the key
 * itself names the agent's workspace by its hash); docker and podman mount the workspace (writable unless
 * read-only) and the agent's own folder beside a copy, then the binds, a later bind replacing an earlier one at the
 * same container path; ssh works under its remote root.
 */
import {
  bindMount,
  dockerBinds,
  dockerWorkdir,
  hashOf,
  layoutOf,
  sshRoot,
  sshRuntimeId,
  workspaceRootOf,
  type LayoutInput,
  type SandboxLayout,
  type WorkspaceMount,
} from "../../sandbox-layout";
import { joinPosixPath as joinPath, normalizePosixPath as normalizePath } from "../../../scope";

function scopeKey(input: LayoutInput): string {
  const workspace = hashOf(input.agentWorkspaceDir, 32);
  if (input.scope === "shared") return "shared";
  if (input.scope === "session") return `${input.sessionKey}:workspace:${workspace}`;
  return `agent:${input.agentId}:workspace:${workspace}`;
}

/** The folder a command starts in, per backend (none: a backend the release does not know). */
function backendWorkdir(input: LayoutInput, key: string): string | undefined {
  const backend = input.backend.toLowerCase();
  if (backend === "docker" || backend === "podman") return dockerWorkdir(input);
  if (backend !== "ssh") return undefined;
  const runtime = /:workspace:[0-9a-f]{32}$/.test(key)
    ? `openclaw-ssh-workspace-${hashOf(key, 32)}`
    : sshRuntimeId(key);
  return joinPath(sshRoot(input), runtime, "workspace");
}

export function sandboxLayout2026_9(input: LayoutInput): SandboxLayout {
  const root = workspaceRootOf(input);
  // Not sandboxed: the agent works in its own workspace; no sandbox folder to name (nor hash).
  if (!input.sandboxed) return layoutOf(input, root.printed, input.agentWorkspaceDir, undefined, []);
  const key = scopeKey(input);
  const sandboxDir = input.scope === "shared" ? root.folder : joinPath(root.folder, `workspace-${hashOf(key, 32)}`);
  const workspaceDir = input.access === "rw" ? input.agentWorkspaceDir : sandboxDir;
  const workdir = backendWorkdir(input, key);
  const mounts = new Map<string, WorkspaceMount>();
  const backend = input.backend.toLowerCase();
  if (input.sandboxed && (backend === "docker" || backend === "podman") && workdir) {
    const w = normalizePath(workdir).replace(/(.)\/+$/, "$1");
    mounts.set(w, { hostRoot: workspaceDir, containerRoot: w, writable: input.access !== "ro", source: "workspace" });
    if (input.access !== "none" && workspaceDir !== input.agentWorkspaceDir)
      mounts.set("/agent", {
        hostRoot: input.agentWorkspaceDir,
        containerRoot: "/agent",
        writable: false,
        source: "agent",
      });
    for (const bind of dockerBinds(input)) {
      const mount = bindMount(bind, input.places);
      if (mount) mounts.set(mount.containerRoot.replace(/(.)\/+$/, "$1"), mount);
    }
  }
  return layoutOf(input, root.printed, workspaceDir, workdir, [...mounts.values()]);
}
