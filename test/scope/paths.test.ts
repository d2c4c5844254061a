import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENV,
  resolveDefaultAgentWorkspaceDir,
  resolveStateDir,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { joinPosixPath, normalizePosixPath, resolveUserPath, resolveUserPathDetailed } from "../../src/core/testing";

const env = { HOME: "/home/ada", PROJECTS: "/srv/projects", EMPTY: "", cwd: "/home/ada/src" };

describe("resolveUserPath (SEMANTICS §1)", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    ["~", "/home/ada"],
    ["~/", "/home/ada"],
    ["~/work", "/home/ada/work"],
    ["  ~/work  ", "/home/ada/work"],
    ["$PROJECTS/a", "/srv/projects/a"],
    ["${PROJECTS}/b", "/srv/projects/b"],
    ["~/$PROJECTS", "/home/ada/srv/projects"],
    ["/a/$EMPTY/b", "/a/b"],
    ["/a//b/./c/../d", "/a/b/d"],
    ["/../..", "/"],
    ["work", "/home/ada/src/work"],
    ["../up", "/home/ada/up"],
    ["~ada/x", "/home/ada/src/~ada/x"],
    ["/x/$NOPE/y", "/x/$NOPE/y"],
    ["/price$5", "/price$5"],
  ])("%j -> %j", (input, expected) => {
    expect(resolveUserPath(input, env)).toBe(expected);
  });

  it.each([
    [5, ""],
    [null, ""],
    [{}, ""],
  ])("a non-string (%j) is blank", (input, expected) => {
    expect(resolveUserPath(input, DEFAULT_ENV)).toBe(expected);
  });

  it("HOME defaults to /home/user", () => {
    expect(resolveUserPath("~/x", DEFAULT_ENV)).toBe("/home/user/x");
    expect(resolveUserPath("~/x", {})).toBe("/home/user/x");
    expect(resolveUserPath("$HOME/x", {})).toBe("/home/user/x");
  });

  it("a relative path is resolved against HOME without cwd", () => {
    expect(resolveUserPath("rel", { HOME: "/h" })).toBe("/h/rel");
  });

  it("~ is expanded before variables, and a variable's value is not expanded again", () => {
    expect(resolveUserPath("$T/x", { HOME: "/h", T: "~" })).toBe("/h/~/x");
  });
});

describe("resolveUserPathDetailed: warnings for lints and provenance", () => {
  it.each([
    ["/abs", []],
    ["~/x", []],
    ["/x/$NOPE", [{ kind: "unknown-variable", name: "NOPE" }]],
    [
      "/x/${A}/${B}",
      [
        { kind: "unknown-variable", name: "A" },
        { kind: "unknown-variable", name: "B" },
      ],
    ],
    ["rel", [{ kind: "relative", base: "/home/ada/src" }]],
    [
      "~bob/x",
      [
        { kind: "tilde-user", text: "~bob" },
        { kind: "relative", base: "/home/ada/src" },
      ],
    ],
  ])("%j", (input, warnings) => {
    expect(resolveUserPathDetailed(input, env).warnings).toEqual(warnings);
  });
});

describe("the state folder and the default workspace", () => {
  it.each([
    [{ HOME: "/home/ada" }, "/home/ada/.sophiaclaw"],
    [{ HOME: "/home/ada", SOPHIACLAW_STATE_DIR: "/srv/claw" }, "/srv/claw"],
    [{ HOME: "/home/ada", SOPHIACLAW_STATE_DIR: "~/state" }, "/home/ada/state"],
    [{ HOME: "/home/ada", SOPHIACLAW_STATE_DIR: "  " }, "/home/ada/.sophiaclaw"],
    [{}, "/home/user/.sophiaclaw"],
  ])("%j -> %j", (e, expected) => {
    expect(resolveStateDir(e, SOPHIACLAW_PROFILE)).toBe(expected);
  });

  it("the default workspace is HOME/SophiaClaw", () => {
    expect(resolveDefaultAgentWorkspaceDir({ HOME: "/home/ada" }, SOPHIACLAW_PROFILE)).toBe("/home/ada/SophiaClaw");
    expect(resolveDefaultAgentWorkspaceDir(DEFAULT_ENV, SOPHIACLAW_PROFILE)).toBe("/home/user/SophiaClaw");
  });
});

describe("POSIX path helpers", () => {
  it.each([
    ["/a/b/../c", "/a/c"],
    ["a/../../b", "../b"],
    ["", "."],
    ["//x//", "/x"],
  ])("normalize %j -> %j", (input, expected) => {
    expect(normalizePosixPath(input)).toBe(expected);
  });

  it("joins and normalizes", () => {
    expect(joinPosixPath("/state", "workspace-../../etc")).toBe("/state/etc");
    expect(joinPosixPath("/state", "workspace-../../../etc")).toBe("/etc");
    expect(joinPosixPath("/state", "agents", "a/b", "agent")).toBe("/state/agents/a/b/agent");
  });
});
