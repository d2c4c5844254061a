/**
 * OpenClaw 2026.7's sandbox folders: a sandbox per scope key under the root, named by the key's slug and hash (the
 * key is the session's, or `agent:<id>`); only docker mounts anything: the workspace (writable only read-write), the
 * agent's own folder beside a copy, then the binds as written, a repeated host and container pair once.
 */
import {
  bindMount,
  dockerBinds,
  dockerWorkdir,
  hashOf,
  layoutOf,
  posixNormalize,
  slugOf,
  sshRoot,
  sshRuntimeId,
  workspaceRootOf,
  type LayoutInput,
  type SandboxLayout,
  type WorkspaceMount,
} from "../../sandbox-layout";
import { joinPosixPath as joinPath } from "../../../scope";

function scopeKey(input: LayoutInput): string {
  if (input.scope === "shared") return "shared";
  if (input.scope === "session") return input.sessionKey;
  return `agent:${input.agentId}`;
}

const slug = (key: string): string => `${slugOf(key)}-${hashOf(key, 8)}`;

function backendWorkdir(input: LayoutInput, key: string): string | undefined {
  const backend = input.backend.toLowerCase();
  if (backend === "docker") return dockerWorkdir(input);
  if (backend === "ssh") return joinPath(sshRoot(input), sshRuntimeId(key), "workspace");
  return undefined;
}

export function sandboxLayout2026_7(input: LayoutInput): SandboxLayout {
  const root = workspaceRootOf(input);
  // Not sandboxed: the agent works in its own workspace; no sandbox folder to name (nor hash).
  if (!input.sandboxed) return layoutOf(input, root.printed, input.agentWorkspaceDir, undefined, []);
  const key = scopeKey(input);
  const sandboxDir = input.scope === "shared" ? root.folder : joinPath(root.folder, slug(key));
  const workspaceDir = input.access === "rw" ? input.agentWorkspaceDir : sandboxDir;
  const workdir = backendWorkdir(input, key);
  const mounts: WorkspaceMount[] = [];
  if (input.sandboxed && input.backend === "docker" && workdir) {
    const w = posixNormalize(workdir);
    mounts.push({ hostRoot: workspaceDir, containerRoot: w, writable: input.access === "rw", source: "workspace" });
    if (input.access !== "none" && workspaceDir !== input.agentWorkspaceDir)
      mounts.push({
        hostRoot: input.agentWorkspaceDir,
        containerRoot: "/agent",
        writable: input.access === "rw",
        source: "agent",
      });
    const seen = new Set(mounts.map((m) => `${m.hostRoot}=>${m.containerRoot}`));
    for (const bind of dockerBinds(input)) {
      const mount = bindMount(bind, input.places);
      const id = mount && `${mount.hostRoot}=>${mount.containerRoot}`;
      if (mount && id && !seen.has(id)) {
        seen.add(id);
        mounts.push(mount);
      }
    }
  }
  return layoutOf(input, root.printed, workspaceDir, workdir, mounts);
}
