/**
 * Dictionary 1: frozen copies of the gallery's examples as shipped with share format v1 (least common first,
 * the starter last, nearest to the data). Deflate finds the examples' text here, so a link to an example or an
 * edited example is a fraction of its plain size.
 *
 * FROZEN. Links made with this dictionary only open with these exact bytes: never change a character of this
 * file, not even when the examples change. To compress better, add a new dictionary (d2.ts) under a new id.
 * test/share/dictionaries.test.ts pins its length and checksum.
 */
export const D1_TEXT = `{
  "env": { "HOME": "/home/ada", "cwd": "/home/ada/work" },
  "sessions": [
    { "key": "agent:Legal:case-7", "expect": "legal" },
    { "key": "agent:../escape:x", "expect": "../escape" }
  ],
  "skills": [
    { "agent": "legal", "skill": "Legal.Contract", "expect": false },
    { "agent": "legal", "skill": "le*gal", "expect": true },
    { "agent": "notes", "skill": "notes.daily", "expect": false },
    { "agent": "research", "skill": "Anything", "expect": true }
  ],
  "team": {
    "main": "general",
    "agents": [
      { "name": "runner", "parent": "lead", "mode": "bypass", "tools": ["bash"] },
      {
        "name": "sketcher",
        "parent": "lead",
        "mode": "plan",
        "grants": [{ "tool": "edit", "pattern": "*" }],
        "tools": ["read", "edit"]
      }
    ]
  },
  "calls": [
    { "agent": "sketcher", "tool": "edit", "pattern": "notes/today.md", "expect": "refused" },
    { "agent": "lead", "tool": "bash", "pattern": "git push origin main", "expect": "refused" }
  ]
}
// A config with one of every mistake the studio finds, each explained in a comment next to it.
// Open the Problems panel: every line it lists points back here (or into the scenarios).
// The scenarios add three more: skill names with capitals, a subagent looser than its parent,
// and a grant that can never apply.
{
  "agents": {
    "defaults": {
      "workspace": "~/SophiaClaw",
      // A fallback equal to its primary: when the model fails, trying it again does not help.
      // Name a different model, or drop the fallback.
      "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["anthropic/claude-sonnet"] },
    },
    "list": [
      { "id": "general", "name": "General", "default": true },
      {
        // A second "default": true. Only the first default counts; remove this one.
        // "Legal" and "legal" (below) are the same id once lowercased: the second is never reached.
        "id": "Legal",
        "default": true,
        // "le*gal": a "*" anywhere but the end is a literal character, so this matches only "le*gal".
        "skills": ["legal.*", "le*gal"],
      },
      // Unreachable: an agent with id "Legal" comes first. Give it another id or merge the two.
      { "id": "legal", "workspace": "/data/legal" },
      // Ids are not sanitized: this agent's folder, <state dir>/agents/../escape/agent, lands outside
      // the agents folder. Use letters, digits, "-" and "_".
      { "id": "../escape", "name": "Escapee" },
      {
        "id": "research",
        // \${NOPE} is not in the environment, so it stays as written. Define it in the scenarios' env.
        "workspace": "~/cases/\${NOPE}",
        // A string, not a list: the filter is ignored and every skill is allowed. Write ["research.*"].
        "skills": "research.*",
      },
      {
        "id": "notes",
        // A relative path is resolved against cwd, which changes from run to run. Start it with / or ~/.
        "workspace": "notes/drafts",
        // Every entry is blank, so the filter is [] after trimming, and no skill at all is allowed.
        // Remove the key to allow every skill.
        "skills": ["  ", ""],
      },
      // "claude-opsu" is not in the models catalog: a typo of "claude-opus".
      { "id": "drafter", "model": "anthropic/claude-opsu" },
      // "worksapce" is not a field: the harness ignores it. Did you mean "workspace"?
      { "id": "clerk", "worksapce": "~/clerk" },
    ],
  },
  "models": [
    { "provider": "anthropic", "id": "claude-sonnet", "reasoning": true },
    { "provider": "anthropic", "id": "claude-opus", "reasoning": true },
  ],
  "tools": [
    { "name": "read", "class": "read" },
    { "name": "edit", "class": "edit" },
    { "name": "bash", "class": "execute" },
  ],
  "permission": {
    "mode": "default",
    "rules": [
      // Always overridden: every command this allow matches, the deny below matches too, and
      // deny wins. Narrow the deny, or drop the allow.
      { "permission": "bash", "pattern": "git push origin main", "action": "allow" },
      { "permission": "bash", "pattern": "git push *", "action": "deny" },
      // No tool has the permission key "browser": this rule never matches anything.
      { "permission": "browser", "pattern": "*", "action": "allow" },
    ],
    "modes": {
      // Not monotone: plan mode would allow commands that the looser default mode asks about.
      // The whole override is rejected and the built-in table stays in force.
      "plan": { "execute": { "default": "allow" } },
    },
  },
}
{
  "env": { "HOME": "/home/ci", "cwd": "/home/ci/src/shop" },
  "team": {
    "main": "architect",
    "mode": "default",
    "thinkingLevel": "high",
    "unattended": true,
    "approvals": [
      { "permission": "bash", "pattern": "npm test *", "grantedIn": "default" },
      { "permission": "bash", "pattern": "npm run lint *", "grantedIn": "default" },
      { "permission": "edit", "pattern": "docs/*", "grantedIn": "default" }
    ],
    "agents": [
      {
        "name": "planner",
        "parent": "lead",
        "mode": "plan",
        "request": ["edit", "execute"],
        "grants": [{ "tool": "bash", "pattern": "npm test *" }],
        "thinkingLevel": "max",
        "tools": ["read", "grep", "edit", "bash", "webfetch"]
      },
      { "name": "auditor", "parent": "planner", "mode": "readonly", "tools": ["read", "grep", "bash"] },
      {
        "name": "builder",
        "parent": "lead",
        "model": "anthropic/claude-haiku",
        "tools": ["read", "edit", "bash"]
      },
      { "name": "docs", "parent": "builder", "tools": ["read", "edit"] }
    ],
    "tighten": "plan"
  },
  "calls": [
    { "agent": "planner", "tool": "read", "pattern": "src/cart.ts", "expect": "run" },
    { "agent": "planner", "tool": "bash", "pattern": "git log --oneline", "expect": "run" },
    { "agent": "planner", "tool": "edit", "pattern": "docs/plan.md", "expect": "refused" },
    { "agent": "planner", "tool": "bash", "pattern": "npm test -- --run", "expect": "run" },
    { "agent": "planner", "tool": "bash", "pattern": "npm run lint", "expect": "refused" },
    { "agent": "planner", "tool": "bash", "pattern": "make build", "expect": "refused" },
    { "agent": "planner", "tool": "webfetch", "pattern": "https://registry.npmjs.org/react", "expect": "refused" },
    { "agent": "auditor", "tool": "grep", "pattern": "src/*", "expect": "run" },
    { "agent": "auditor", "tool": "bash", "pattern": "git status", "expect": "refused" },
    { "agent": "builder", "tool": "bash", "pattern": "npm test -- --coverage", "expect": "run" },
    { "agent": "builder", "tool": "edit", "pattern": "src/cart.ts", "expect": "refused" },
    { "agent": "builder", "tool": "edit", "pattern": "package-lock.lock", "expect": "refused" },
    { "agent": "docs", "tool": "edit", "pattern": "docs/setup.md", "expect": "run" },
    { "agent": "lead", "tool": "bash", "pattern": "git push origin main", "expect": "refused" },
    { "agent": "lead", "tool": "edit", "pattern": "src/cart.ts", "expect": "refused" }
  ]
}
// Plan-mode delegation: the main agent works in "default" mode and hands work to subagents in
// stricter modes. The scenarios run unattended (a CI job): whatever would ask a person is refused.
{
  "agents": {
    "defaults": {
      "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] },
    },
    "list": [
      {
        "id": "architect",
        "name": "Architect",
        "workspace": "~/src/shop",
        "model": "anthropic/claude-opus",
        "subagents": { "enabled": true, "maxConcurrent": 4 },
      },
      { "id": "ops", "name": "Release ops", "model": "anthropic/claude-sonnet", "skills": ["release.*"] },
    ],
  },
  "models": [
    {
      "provider": "anthropic",
      "id": "claude-opus",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": "64k" },
    },
    {
      "provider": "anthropic",
      "id": "claude-sonnet",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": null },
    },
    { "provider": "anthropic", "id": "claude-haiku", "reasoning": false },
    { "provider": "openai", "id": "gpt-5", "reasoning": true },
  ],
  "tools": [
    { "name": "read", "class": "read" },
    { "name": "grep", "class": "read" },
    { "name": "edit", "class": "edit" },
    { "name": "write", "class": "edit", "permission": "edit" },
    { "name": "bash", "class": "execute" },
    { "name": "webfetch", "class": "network" },
    { "name": "team", "class": "delegate", "scope": "main" },
    // Only persistent subagents get it, without choosing it.
    { "name": "team_request", "class": "delegate", "scope": "subagent" },
  ],
  "permission": {
    "mode": "default",
    "rules": [
      { "permission": "bash", "pattern": "git status *", "action": "allow" },
      { "permission": "bash", "pattern": "git log *", "action": "allow" },
      { "permission": "bash", "pattern": "ls *", "action": "allow" },
      { "permission": "bash", "pattern": "rm *", "action": "deny" },
      { "permission": "bash", "pattern": "git push *", "action": "deny" },
      { "permission": "edit", "pattern": "*.lock", "action": "deny" },
    ],
    // A stricter plan mode: no network at all. Along bypass .. readonly each class only gets stricter.
    "modes": {
      "plan": { "network": { "default": "deny", "ceiling": "deny" } },
    },
  },
}
{
  "env": {
    "HOME": "/home/ada",
    "SOPHIACLAW_STATE_DIR": "/srv/claw",
    "CASES_DIR": "/srv/cases",
    "cwd": "/srv/cases"
  },
  "sessions": [
    { "key": "agent:legal:case-1", "expect": "legal" },
    { "key": "Agent:Research:lit-review", "expect": "research" },
    { "key": "agent:paralegal", "expect": "paralegal" },
    { "key": "global", "expect": "global" },
    { "key": "unknown", "expect": "legal" },
    { "key": "global", "agent": "research", "expect": "research" },
    { "key": "agent:legal:case-2", "model": "openai/gpt-5", "expect": "legal" },
    { "key": "agent:archive:2019", "expect": "archive" }
  ],
  "skills": [
    { "agent": "legal", "skill": "legal.contract", "expect": true },
    { "agent": "legal", "skill": "contract-review", "expect": true },
    { "agent": "legal", "skill": "contract-review-v2", "expect": false },
    { "agent": "legal", "skill": "research.case-law", "expect": true },
    { "agent": "research", "skill": "citation-check", "expect": true },
    { "agent": "research", "skill": "legal.brief", "expect": false },
    { "agent": "paralegal", "skill": "contract-review", "expect": true },
    { "agent": "paralegal", "skill": "filing.court-forms", "expect": true },
    { "agent": "paralegal", "skill": "legal.contract", "expect": false },
    { "agent": "intake", "skill": "anything.at-all", "expect": true }
  ],
  "team": {
    "main": "legal",
    "thinkingLevel": "high",
    "agents": [
      {
        "name": "scout",
        "parent": "lead",
        "mode": "plan",
        "request": ["network"],
        "model": "openai/gpt-5",
        "thinkingLevel": "max",
        "tools": ["read", "webfetch", "case_search"],
        "load": ["case_search"]
      }
    ]
  },
  "calls": [
    { "agent": "scout", "tool": "webfetch", "pattern": "https://www.courtlistener.com/opinion/4242/", "expect": "run" },
    { "agent": "scout", "tool": "case_search", "pattern": "breach of warranty", "expect": "run" },
    { "agent": "scout", "tool": "webfetch", "pattern": "https://example.org/blog", "expect": "person" },
    { "agent": "lead", "tool": "edit", "pattern": "filings/sealed/motion.md", "expect": "refused" }
  ]
}
// A legal practice: counsel, a research analyst, a paralegal and client intake, each with its own
// workspace, model and skills. Try the sessions panel: which agent answers "global"? "unknown"?
{
  "agents": {
    "defaults": {
      "workspace": "~/SophiaClaw",
      "model": {
        "primary": "anthropic/claude-sonnet",
        "fallbacks": ["openai/gpt-5", "anthropic/claude-haiku"],
      },
    },
    "list": [
      {
        "id": "legal",
        "name": "Legal counsel",
        "default": true,
        // \${CASES_DIR} comes from the scenarios' env.
        "workspace": "\${CASES_DIR}/legal",
        "agentDir": "~/.sophiaclaw/agents/legal/agent",
        // Its own fallbacks replace the defaults' ones.
        "model": { "primary": "anthropic/claude-opus", "fallbacks": ["anthropic/claude-sonnet"] },
        // "legal.*" allows every skill whose name starts with "legal.".
        "skills": ["legal.*", "contract-review", "research.*"],
        "identity": { "name": "Ada", "description": "A careful contracts lawyer" },
        "sandbox": {
          "enabled": true,
          "allowedDirs": ["/srv/cases"],
          "deniedCommands": ["curl", "scp"],
        },
        "subagents": { "enabled": true, "maxConcurrent": 2 },
      },
      {
        "id": "research",
        "name": "Research analyst",
        "workspace": "~/research",
        // [] disables fallbacks: when gpt-5 fails, the call fails.
        "model": { "primary": "openai/gpt-5", "fallbacks": [] },
        "skills": ["research.*", "citation-check"],
        "memorySearch": { "maxResults": 8, "threshold": 0.7 },
      },
      {
        "id": "paralegal",
        "name": "Paralegal",
        // A string model keeps the defaults' fallbacks.
        "model": "anthropic/claude-haiku",
        // Filters are trimmed and lowercased: this is "contract-review".
        "skills": ["  Contract-Review ", "filing.*"],
        "agentDir": "\${SOPHIACLAW_STATE_DIR}/paralegal",
        "humanDelay": 30000,
        "heartbeat": { "enabled": true, "intervalMs": 60000 },
        // No workspace: <state dir>/workspace-paralegal.
      },
      {
        "id": "intake",
        "name": "Client intake",
        // An empty list means every skill is allowed.
        "skills": [],
        "groupChat": { "enabled": true, "participants": ["intake", "legal"] },
        "tools": { "allow": ["read", "webfetch"], "deny": ["bash"] },
      },
    ],
  },
  "models": [
    {
      "provider": "anthropic",
      "id": "claude-opus",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": "64k" },
    },
    {
      "provider": "anthropic",
      "id": "claude-sonnet",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": null },
    },
    { "provider": "anthropic", "id": "claude-haiku", "reasoning": false },
    { "provider": "openai", "id": "gpt-5", "reasoning": true, "thinkingLevelMap": { "xhigh": "high" } },
  ],
  "tools": [
    { "name": "read", "class": "read" },
    { "name": "edit", "class": "edit" },
    { "name": "write", "class": "edit", "permission": "edit" },
    { "name": "bash", "class": "execute" },
    { "name": "webfetch", "class": "network" },
    { "name": "case_search", "class": "network", "deferred": true, "description": "Searches court opinions" },
    { "name": "team", "class": "delegate", "scope": "main" },
  ],
  "permission": {
    "mode": "default",
    "rules": [
      { "permission": "webfetch", "pattern": "https://*.courtlistener.com/*", "action": "allow" },
      { "permission": "case_search", "pattern": "*", "action": "allow" },
      { "permission": "bash", "pattern": "pdftotext *", "action": "allow" },
      // Sealed filings are never edited, whatever the mode.
      { "permission": "edit", "pattern": "filings/sealed/*", "action": "deny" },
    ],
  },
}
{
  "env": { "HOME": "/home/ada", "cwd": "/home/ada/src/app" },
  "sessions": [
    { "key": "agent:reviewer:pr-42", "expect": "reviewer" },
    { "key": "discord:dm:ada", "expect": "assistant" }
  ],
  "skills": [
    { "agent": "reviewer", "skill": "review.security", "expect": true },
    { "agent": "reviewer", "skill": "git", "expect": true },
    { "agent": "reviewer", "skill": "docs.readme", "expect": false },
    { "agent": "assistant", "skill": "docs.readme", "expect": true }
  ],
  "team": {
    "main": "assistant",
    "mode": "accept-edits",
    "thinkingLevel": "medium",
    "agents": [
      {
        "name": "explorer",
        "parent": "lead",
        "mode": "plan",
        "request": ["execute"],
        "model": "anthropic/claude-haiku",
        "tools": ["read", "bash"]
      },
      {
        "name": "fixer",
        "parent": "lead",
        "mode": "default",
        "request": ["edit"],
        "grants": [{ "tool": "edit", "pattern": "src/*" }],
        "tools": ["read", "edit", "write", "bash"]
      }
    ]
  },
  "calls": [
    { "agent": "explorer", "tool": "bash", "pattern": "git status --short", "expect": "run" },
    { "agent": "explorer", "tool": "bash", "pattern": "npm install", "expect": "person" },
    { "agent": "explorer", "tool": "bash", "pattern": "rm -rf build", "expect": "refused" },
    { "agent": "fixer", "tool": "edit", "pattern": "src/app.ts", "expect": "run" },
    { "agent": "fixer", "tool": "write", "pattern": "src/new-page.ts", "expect": "run" },
    { "agent": "fixer", "tool": "edit", "pattern": "README.md", "expect": "refused" },
    { "agent": "fixer", "tool": "write", "pattern": "config/prod.env", "expect": "refused" },
    { "agent": "lead", "tool": "webfetch", "pattern": "https://docs.example.com/guide", "expect": "run" },
    { "agent": "lead", "tool": "bash", "pattern": "npm publish", "expect": "person" }
  ]
}
// sophiaclaw.json: a small starter. Edit anything; every panel updates as you type.
{
  "agents": {
    // What every agent inherits when it says nothing itself.
    "defaults": {
      // The default agent's workspace; "~" is your home folder.
      "workspace": "~/SophiaClaw",
      // The model used first, then the fallbacks in order when it fails.
      "model": { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] },
    },
    "list": [
      // The default agent: sessions that name no agent go here.
      { "id": "assistant", "name": "Assistant", "default": true },
      {
        "id": "reviewer",
        "name": "Code reviewer",
        "workspace": "~/src/app",
        // A plain string keeps the defaults' fallbacks.
        "model": "anthropic/claude-opus",
        // Exact skill names, or prefixes ending in "*".
        "skills": ["review.*", "git"],
      },
      {
        "id": "writer",
        "name": "Docs writer",
        // "fallbacks": [] disables the defaults' fallbacks for this agent.
        "model": { "primary": "openai/gpt-5", "fallbacks": [] },
        "skills": ["docs.*"],
        // No workspace: a non-default agent works in <state dir>/workspace-writer.
      },
    ],
  },
  // The models the harness knows. "reasoning" models can think; the map names the levels they support.
  "models": [
    {
      "provider": "anthropic",
      "id": "claude-sonnet",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": null },
    },
    {
      "provider": "anthropic",
      "id": "claude-opus",
      "reasoning": true,
      "thinkingLevelMap": { "xhigh": "32k", "max": "64k" },
    },
    { "provider": "anthropic", "id": "claude-haiku", "reasoning": false },
    { "provider": "openai", "id": "gpt-5", "reasoning": true },
  ],
  // The tools, each with its risk class. Rules match a tool's permission key (default: its name).
  "tools": [
    { "name": "read", "class": "read" },
    { "name": "edit", "class": "edit" },
    // write shares edit's permission key: every "edit" rule covers it too.
    { "name": "write", "class": "edit", "permission": "edit" },
    { "name": "bash", "class": "execute" },
    { "name": "webfetch", "class": "network" },
    // Only the main agent may delegate: subagents cannot choose this tool.
    { "name": "team", "class": "delegate", "scope": "main" },
  ],
  "permission": {
    // The main agent's mode. Loosest first: bypass, accept-edits, default, plan, readonly.
    "mode": "default",
    // Order does not matter: among matching rules deny beats ask beats allow.
    "rules": [
      // "git status *" also matches plain "git status".
      { "permission": "bash", "pattern": "git status *", "action": "allow" },
      { "permission": "bash", "pattern": "git diff *", "action": "allow" },
      { "permission": "bash", "pattern": "npm test *", "action": "allow" },
      { "permission": "bash", "pattern": "rm -rf *", "action": "deny" },
      // Applies to edit and write alike: never touch env files.
      { "permission": "edit", "pattern": "*.env", "action": "deny" },
      { "permission": "webfetch", "pattern": "https://docs.example.com/*", "action": "allow" },
    ],
  },
}
`;
