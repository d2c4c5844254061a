/** The Changes panel in an OpenClaw profile carries a group's first MAX_CHANGES_SHOWN changes, and counts them all. */
import { describe, expect, it } from "vitest";
import type { OpenClawAgentChange } from "../../src/core/index";
import { MAX_CHANGES_SHOWN } from "../../src/app/view-model/changes";
import { openclawChangesVM } from "../../src/app/view-model/openclawChanges";

const places = { configName: "openclaw.json", reasonsHere: true, entryOf: () => undefined };
const added = (n: number): OpenClawAgentChange[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: "agent-added",
    id: `agent-${i}`,
    agent: { id: `agent-${i}`, workspace: `~/w/${i}` } as never,
  }));

describe("openclawChangesVM", () => {
  it.each([
    ["a few agents added", 3, 3],
    ["as many as a group carries", MAX_CHANGES_SHOWN, MAX_CHANGES_SHOWN],
    ["more than a group carries", MAX_CHANGES_SHOWN + 500, MAX_CHANGES_SHOWN],
  ])("%s: %i changes, %i carried", (_, n, carried) => {
    const vm = openclawChangesVM(added(n), places);
    expect(vm.total).toBe(n);
    const group = vm.groups.find((g) => g.group === "agent")!;
    expect(group.total).toBe(n);
    expect(group.changes).toHaveLength(carried);
    expect(group.changes[0]?.title).toBe("agent-0");
  });
});
