/** A config and a scenarios document exercising the team simulation. */
export const CONFIG = {
  models: [
    { provider: "anthropic", id: "claude-sonnet", reasoning: true, thinkingLevelMap: { xhigh: "32k" } },
    { provider: "anthropic", id: "claude-haiku", reasoning: false },
  ],
  tools: [
    { name: "read", class: "read" },
    { name: "edit", class: "edit" },
    { name: "write", class: "edit", permission: "edit" },
    { name: "bash", class: "execute" },
    { name: "team", class: "delegate", scope: "main" },
    { name: "web", class: "network", deferred: true },
    { name: "odd" },
  ],
  permission: {
    mode: "default",
    rules: [
      { permission: "bash", pattern: "git status *", action: "allow" },
      { permission: "bash", pattern: "rm *", action: "deny" },
      { permission: "edit", pattern: "src/*", action: "allow" },
    ],
  },
};

export const SCENARIOS = {
  team: {
    mode: "default",
    thinkingLevel: "high",
    approvals: [{ permission: "bash", pattern: "npm test *", grantedIn: "default" }],
    agents: [
      {
        name: "scout",
        parent: "lead",
        mode: "plan",
        request: ["edit"],
        grants: [{ tool: "edit", pattern: "src/*" }],
        tools: ["read", "edit"],
      },
      {
        name: "coder",
        mode: "default",
        model: "anthropic/claude-haiku",
        tools: ["read", "edit", "write", "bash", "web"],
        load: ["web"],
      },
      { name: "helper", parent: "coder", mode: "plan", tools: ["read", "bash"] },
      { name: "wild", parent: "lead", mode: "bypass" },
      { name: "sub", parent: "wild" },
      { name: "orphan", parent: "ghost" },
      { name: "x", parent: "y" },
      { name: "y", parent: "x" },
      { name: "z", parent: "x" },
    ],
    tighten: "plan",
  },
  calls: [
    { agent: "lead", tool: "bash", pattern: "git status", expect: "run" },
    { agent: "lead", tool: "bash", pattern: "ls -la", expect: "person" },
    { tool: "bash", pattern: "rm -rf /", expect: "refused" },
    { agent: "scout", tool: "edit", pattern: "src/a.ts", expect: "refused" },
    { agent: "coder", tool: "bash", pattern: "npm test", expect: "run" },
    { agent: "coder", tool: "write", pattern: "src/b.ts", expect: "run" },
    { agent: "helper", tool: "bash", pattern: "npm test", expect: "refused" },
    { agent: "ghost", tool: "bash", pattern: "ls" },
    { agent: "lead", tool: "zap" },
    { agent: "coder", tool: "bash", pattern: "ls", expect: "run" },
    { agent: "wild", tool: "read", pattern: "a" },
    { agent: "scout", tool: "bash", pattern: "ls" },
    { agent: "lead", tool: "odd", pattern: "x" },
  ],
};
