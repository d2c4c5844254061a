/** Every sentence the page shows, in one place. */
import {
  isOpenClawProfile,
  openclawReleaseTitle,
  PROFILE_IDS,
  type AgentFieldName,
  type DocumentId,
  type FieldWords,
  type OpenClawAgentFieldName,
  type ProfileId,
} from "../core/index";

/** One text per profile: SophiaClaw's, and each OpenClaw release's from the release itself. */
const perProfile = (
  sophiaclaw: string,
  openclaw: (profile: ProfileId) => string,
): Readonly<Record<ProfileId, string>> =>
  Object.fromEntries(PROFILE_IDS.map((p) => [p, isOpenClawProfile(p) ? openclaw(p) : sophiaclaw])) as Record<
    ProfileId,
    string
  >;

/** What a chip's sentence is made of: the provenance's path (as written), the engine's label, the folder it expands. */
export interface ChipParts {
  readonly path: string;
  readonly label: string;
  /** The expanded folder and why it is that folder (T.provenance.stateFolder/homeFolder), for the built-in folders. */
  readonly folder: string;
}

/**
 * A chip's words for each provenance step the engine uses (`Provenance.step`, stable machine names). The steps whose
 * engine label already holds what the provenance does not (an entry named by another, a built-in mode's cell) use it.
 */
export const PROVENANCE_WORDS = {
  "agent.workspace": (p: ChipParts) => `its own workspace (${p.path})`,
  "defaults.workspace": (p: ChipParts) => `the defaults' workspace (${p.path}): the default agent has none of its own`,
  "default-workspace": (p: ChipParts) => `the default agent's built-in workspace ${p.folder}: no workspace configured`,
  "state-workspace": (p: ChipParts) => `the ${p.folder}: not the default agent, and no workspace of its own`,
  "agent.agentDir": (p: ChipParts) => `its own agentDir (${p.path})`,
  "state-agentDir": (p: ChipParts) => `the ${p.folder}: no agentDir of its own`,
  "agent.model": (p: ChipParts) => `its own model (${p.path})`,
  "agent.model.primary": (p: ChipParts) => `its own primary model (${p.path})`,
  "defaults.model": (p: ChipParts) => `the defaults' model (${p.path})`,
  "agent.model.fallbacks": (p: ChipParts) => `its own fallbacks (${p.path})`,
  "defaults.model.fallbacks": (p: ChipParts) => `the defaults' fallbacks (${p.path})`,
  "agent.skills": (p: ChipParts) => `its own skills filter (${p.path})`,
  "session-override": (p: ChipParts) => p.label,
  none: (p: ChipParts) => p.label,
  "marked-default": (p: ChipParts) => `its "default": true (${p.path}), the first agent so marked`,
  "first-entry": (p: ChipParts) => `its place first in agents.list (${p.path}), none marked "default": true`,
  "default-id": (p: ChipParts) => p.label,
  "later-default": (p: ChipParts) => p.label,
  "not-default": (p: ChipParts) => p.label,
  duplicate: (p: ChipParts) => p.label,
  "permission.rules": (p: ChipParts) => `the permission rule ${p.path}`,
  "permission.modes": (p: ChipParts) => `the modes override ${p.path}`,
  "modes.builtin": (p: ChipParts) => p.label,
  rule: (p: ChipParts) => p.label,
  approval: (p: ChipParts) => p.label,
  grant: (p: ChipParts) => (p.path ? `the subagent's grant (${p.path})` : p.label),
  "team.approvals": (p: ChipParts) => `the team's approval (${p.path})`,
  unknown: (p: ChipParts) => p.label,
  answer: (p: ChipParts) => p.path,
  tools: (p: ChipParts) => `the tool's entry in the catalog (${p.path})`,
} as const satisfies Record<string, (parts: ChipParts) => string>;

/** A provenance step the page has words for. */
export type ProvenanceStep = keyof typeof PROVENANCE_WORDS;

/**
 * A count as the page writes it, "1,000": en-US's grouping, written out (a number's toLocaleString makes a new
 * number format at each call, and the first loads the locale's data: 13 ms of a first visit's first panel).
 */
export const num = (n: number) =>
  Number.isSafeInteger(n) && !Object.is(n, -0)
    ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
    : n.toLocaleString("en-US");

const plural = (n: number, word: string) => `${num(n)} ${word}${n === 1 ? "" : "s"}`;

export const T = {
  skipToPanels: "Skip to the results",
  phone: { label: "Show", editor: "Editor", panels: "Results" },
  search: {
    label: "Search the answers",
    placeholder: "Search agents, sessions, skills, subagents, calls (Ctrl+K or /)",
    kinds: { agent: "agent", session: "session", skill: "skill", subagent: "subagent", call: "call" },
    none: (q: string) => `Nothing matches "${q}".`,
    count: (n: number, more: number) =>
      `${num(n + more)} match${n + more === 1 ? "" : "es"}${more ? `, the first ${num(n)} listed` : ""}`,
    reveal: (kind: string, subject: string) => `Show ${kind} ${subject} in the editor`,
    clear: "Clear the search",
  },
  appTitle: "Scope Studio",
  tagline: "See what your agent harness config resolves to, as you type.",
  tabsLabel: "Documents",
  approvalsTabTitle:
    "The host's exec approvals (2026.7's ~/.openclaw/exec-approvals.json; what 2026.9 stores with `openclaw approvals set`). While this document holds text, it is the machine's, in place of the scenarios' approvals.",
  docNames: { config: "sophiaclaw.json", scenarios: "scenarios.json", approvals: "exec-approvals.json" },
  /** The config's file name in each profile (the editor's tab). */
  configNames: perProfile("sophiaclaw.json", () => "openclaw.json"),
  editorLoading: "Loading the editor…",
  editorLabel: (name: string) => `Editor: ${name}`,
  editorKeys:
    "Tab indents. To leave the editor, press Esc then Tab (Shift+Tab goes back), or Ctrl+M (Ctrl+Shift+M on a Mac) to make Tab move the focus.",
  /** The switch beside the keys hint for Monaco's tab focus mode (editor/tabFocus.ts). */
  tabFocus: {
    toggle: "Tab moves focus",
    title: "When pressed, Tab moves the focus out of the editor instead of indenting (Ctrl+M turns it too)",
  },
  /** The greyed notes the editor writes beside each agent entry and each call (editor/hints.ts). */
  hints: {
    toggle: "Show resolved values beside agents and calls",
    agent: (workspace: string, model: string) => `→ ${workspace} · ${model}`,
    call: (verdict: string) => `→ ${verdict}`,
  },
  plainEditor: {
    faults: {
      "load-failed": "The full editor could not be loaded (offline, or blocked on the way).",
      crashed: "The full editor stopped working.",
    },
    again: (failures: number) => `Tried ${failures} times.`,
    body: "Keep editing here as plain text: the panels follow what you type, and nothing is lost.",
    retry: "Try the full editor again",
    retrying: "Loading the full editor…",
  },
  loadingDocuments: "Loading the starter example…",
  starterFailed: "The starter example could not be loaded; you can start from an empty config.",
  saved: "Saved in this browser",
  /** Why the last save did not keep the documents, by the kind autosave reports (never the browser's message). */
  notSaved: {
    unavailable:
      "Not saved: this browser blocks storage for this page. Your work stays while this tab is open; copy a share link to keep it.",
    full: "Not saved: this browser's storage for this page is full. Your work stays while this tab is open; copy a share link to keep it.",
    tooLarge:
      "Not saved: these documents are too large to keep in this browser. Your work stays while this tab is open; copy it into a file to keep it.",
    failed:
      "Not saved: this browser did not keep your work. It stays while this tab is open; copy a share link to keep it.",
  },
  /**
   * A draft the storage refused for its quota, with the documents not kept named (autosave's notKept): which ones and
   * their size, and the document kept all the same, when there is one.
   */
  notKept: {
    tooLarge: (names: readonly string[], mb: string) =>
      `Not saved: ${names.join(" and ")} ${names.length === 1 ? "is" : "are"} too large to keep in this browser (${mb} MB). ${names.length === 1 ? "It stays" : "They stay"} while this tab is open; copy ${names.length === 1 ? "it" : "them"} into a file to keep ${names.length === 1 ? "it" : "them"}.`,
    full: (names: readonly string[]) =>
      `Not saved: ${names.join(" and ")} ${names.length === 1 ? "does" : "do"} not fit in this browser's storage for this page, which is full. ${names.length === 1 ? "It stays" : "They stay"} while this tab is open; copy a share link to keep ${names.length === 1 ? "it" : "them"}.`,
    restSaved: (name: string) => `${name} is saved.`,
  },
  otherTab: {
    changed: "This draft was changed in another tab.",
    body: "Both versions are kept until you choose.",
    load: "Load the other tab's version",
    keep: "Keep mine",
  },
  restored: "Restored from your last visit",
  stale: (doc: string) => `${doc} does not parse: showing the last result that did. Fix the syntax to update.`,
  analysing: "Updating…",
  /** A later panel (the Changes panel, coverage, the matrix, the upgrade preview) still of the texts before the keys. */
  laterPending: "updating…",

  panelFailed: (name: string) => `The ${name} panel failed to draw.`,
  panelFailedHint: "Your documents are safe; edit them to try again.",
  retry: "Try again",

  agents: {
    showSource: (id: string) => `Show agent ${id} in the editor`,
    title: "Agents",
    none: "agents.list is empty: every session uses the default agent, with nothing configured.",
    default: "default",
    unreachable: "unreachable: an earlier entry has the same id",
    defaultAgent: "Default agent:",
    fields: {
      workspace: "Workspace",
      agentDir: "Agent folder",
      model: "Model",
      fallbacks: "Fallbacks",
      skills: "Skills",
      defaultFrom: "Default",
    } satisfies Record<AgentFieldName | "defaultFrom", string>,
    noModel: "none",
    /** The words of a field's value that is no text (core's fieldText): no model, no fallbacks; a skills filter. */
    values: { none: "none", every: "every skill", nothing: "no skill at all" } satisfies FieldWords,
    listLabel: "Agents",
  },
  provenance: {
    from: "from",
    reveal: (label: string) => `Show ${label} in the editor`,
    nowhere: "not written in either document",
    /** Where a provenance's step says a value came from, in words (view-model/chips.ts fills in the parts). */
    steps: PROVENANCE_WORDS,
    /** The state folder, expanded, and why it is that folder. */
    stateFolder: (folder: string, variable: string, set: string | undefined, name: string) =>
      `state folder ${folder} (${set === undefined ? `${variable} unset: ~/${name}` : `${variable}=${set}`})`,
    homeFolder: (folder: string, home: string) => `${folder} (HOME=${home})`,
  },
  session: {
    title: "Session",
    keyLabel: "Session key",
    keyPlaceholder: "agent:legal:case-1",
    agentLabel: "Agent override",
    agentPlaceholder: "not given",
    cannotEdit: "scenarios.json does not parse: fix it to edit the session here.",
    resolved: "Resolved agent",
    chain: "Priority chain",
    winner: "decides",
    applies: "applies",
    skipped: "does not apply",
    notInList: "not in agents.list: its config is empty",
    model: "Model",
    noSession: "No session in scenarios.json yet: type a session key to add one.",
    sessionTitle: (index: number, key: string | undefined) =>
      `Session ${index + 1}: ${key === undefined ? "no key" : JSON.stringify(key)}`,
    listLabel: "Sessions",
    target: "Session to edit",
    newSession: "A new session",
    editing: (title: string) => `Editing ${title}`,
    adding: "Typing adds a new session after the last one.",
    edit: (title: string) => `Edit ${title} in the form above`,
    showSource: (title: string) => `Show ${title} in the editor`,
    hidden: (n: number) => `…and ${n} more sessions: hover an entry in the editor to see what it resolves to.`,
  },
  skills: {
    whySubject: (allowed: boolean, skill: string, agent: string) =>
      `${skill} ${allowed ? "allowed" : "denied"} for ${agent}`,
    title: "Skills",
    none: "No skill in scenarios.json yet: add one below.",
    skillColumn: "Skill",
    tableLabel: "Skills by agent",
    addLabel: "Skill to test",
    addPlaceholder: "legal.contract",
    agentLabel: "Against",
    allAgents: "every agent",
    add: "Add skill",
    allowed: "allowed",
    denied: "not allowed",
    notTested: "not tested",
    matched: (pattern: string) => `matched ${pattern}`,
    expectMet: "as expected",
    expectMissed: (text: string) => `expectation missed: ${text}`,
    rowsLabel: "Skills",
    viewLabel: "Skills laid out as",
    gridView: "Skills by agent",
    listView: "One row per test",
    testsLabel: "Skill tests",
    testsTableLabel: "Skill tests, one per row",
    agentColumn: "Agent",
    answerColumn: "Answer",
    reasonColumn: "Reason",
    filterLabel: "Tests of",
    showSource: (skill: string, agent: string) => `Show the test of ${skill} for ${agent} in scenarios.json`,
  },
  why: {
    whyNot: "Why not?",
    whatStops: "What would stop it?",
    askLabel: (what: string, subject: string) => `${what} ${subject}`,
    close: "Close",
    searching: "Trying changes…",
    failed: "The changes could not be tried (the analysis stopped).",
    goals: {
      run: "To make it run",
      stop: "To stop it",
      allow: "To allow it",
      deny: "To deny it",
      agent: "To give it that agent",
    },
    heading: (goal: string, n: number) => `${goal}: ${n} change${n === 1 ? "" : "s"}, narrowest first`,
    nothing: (tried: number) => `No change found: ${tried} tried, none gives that answer.`,
    none: "(none)",
    apply: "Apply",
    applyLabel: (title: string) => `Apply: ${title}`,
    appliedIn: (title: string, docs: readonly string[]) => `Applied: ${title}, in ${docs.join(" and ")}.`,
    undo: "Undo",
    cannotUndo: "The documents changed since: undo in the editor (Ctrl+Z) instead.",
    stale: "The documents changed since these were found.",
    askAgain: "Ask again",
    untried: (tried: number, left: number) =>
      `The search stopped at its time limit: ${tried} change${tried === 1 ? "" : "s"} tried, ${left} not.`,
    noOther: "Changes no other answer.",
    breaksPin: (where: string, text: string) => `Breaks the pinned expectation at ${where}: ${text}.`,
    alsoLine: (subject: string, field: string, before: string, after: string) =>
      `${subject}${field ? ` ${field}` : ""}: ${before} → ${after}`,
    alsoMore: (n: number) => `…and ${n} more`,
    alsoRuns: (n: number) => `Also lets ${n} other call${n === 1 ? "" : "s"} through.`,
    lineAt: (doc: string, line: number) => `${doc}, line ${line}`,
    more: (n: number) => `(${n} more line${n === 1 ? "" : "s"})`,
    skillWhy: "Why?",
    sessionAgent: "Give this session the agent",
    sessionAsk: "What would?",
  },
  delegation: {
    showSource: (call: string) => `Show the call ${call} in the editor`,
    title: "Delegation",
    team: "Team",
    main: "main agent",
    unattended: "unattended: nobody answers questions",
    noTeam: "No subagents in scenarios.json (team.agents).",
    calls: "Calls",
    noCalls: "No calls in scenarios.json (calls).",
    hiddenCalls: (n: number) => `…and ${num(n)} more calls, not drawn.`,
    verdicts: { run: "runs", person: "asks the person", refused: "refused" },
    steps: {
      "main-decision": "main decision",
      grants: "grants",
      "own-decision": "own decision",
      branch: "branch",
      lookup: "lookup",
    },
    expectMet: "as expected",
    expectMissed: (answer: string) => `expected: ${answer}`,
    tighten: "Make the main agent stricter",
    tightenLabel: "Tighten the main agent to",
    tightenNone: "no preview",
    tightenNoChange: "No subagent's mode changes.",
    tightenChange: (name: string, before: string, after: string) => `${name}: ${before} → ${after}`,
    tightenHeading: (from: string, to: string) => `Main agent ${from} → ${to}`,
    failed: "cannot run",
    level: (depth: number) => `level ${depth}`,
    tightenChanges: "Changes",
  },
  tools: {
    title: "Tool choice",
    subagentLabel: "Subagent",
    listLabel: "Subagents",
    none: "No subagents in scenarios.json (team.agents).",
    model: "Model",
    thinking: "Thinking level",
    chosen: "Chosen tools",
    all: "All tools",
    loaded: "Loaded tools",
    empty: "none",
    failed: "No tool choice",
  },
  pager: {
    nav: (label: string) => `${label}: pages`,
    range: (label: string, first: number, last: number, total: number) =>
      `${label} ${num(first)}–${num(last)} of ${num(total)}`,
    first: "First",
    previous: "Previous",
    next: "Next",
    last: "Last",
  },
  outline: {
    label: "Results",
    problems: (errors: number, warnings: number, notes: number) =>
      errors + warnings + notes === 0
        ? "No problems"
        : [
            errors > 0 ? plural(errors, "error") : "",
            warnings > 0 ? plural(warnings, "warning") : "",
            notes > 0 ? plural(notes, "note") : "",
          ]
            .filter(Boolean)
            .join(", "),
  },
  /** The semantics profiles' names, as the header's switch and the panels say them. */
  profiles: perProfile("SophiaClaw", (p) => (isOpenClawProfile(p) ? openclawReleaseTitle(p) : p)),
  profileSwitch: {
    label: "Harness",
    detect: (profile: string) => `${profile} (detected)`,
    /** Why the config reads as the profile detected (the core's detection kinds). */
    detectedBy: {
      schema: "The config's $schema names it.",
      "openclaw-key": "The config's openclaw key names the version.",
      "meta-version": "The config's meta.lastTouchedVersion names the OpenClaw version that last wrote it.",
      entries: "The config has an agents.entries roster, which OpenClaw 2026.9 introduced.",
      "openclaw-fields": "The config has fields only OpenClaw has, with a legacy agents.list roster.",
      none: "Nothing in the config names another harness.",
    },
  },
  openclawChanges: {
    verdictGroup: "Verdict",
    verdict: "accepted by config validate",
    fields: {
      workspace: "workspace",
      agentDir: "agent folder",
      bindings: "bindings",
      isDefault: "default",
      model: "model",
      "models.resolvedDefault": "resolves to",
      "models.fallbacks": "fallbacks",
      "models.imageModel": "image model",
      "skills.agentSkillFilter": "skills filter",
      "sandbox.mode": "sandbox mode",
      "sandbox.scope": "sandbox scope",
      "sandbox.workspaceAccess": "sandbox workspace access",
      "sandbox.tools.allow": "sandbox tools allowed",
      "sandbox.tools.deny": "sandbox tools denied",
      "exec.security": "exec security",
      "exec.ask": "exec ask",
      "exec.askFallback": "exec ask fallback",
      "tools.main.refused": "tools refused in its main session",
      "tools.other.refused": "tools refused in its other sessions",
    },
  },
  upgrade: {
    title: "Upgrade to 2026.9",
    summary: (n: number) =>
      n === 0
        ? "OpenClaw 2026.9 gives the same answers for this config as 2026.7."
        : `Moving to OpenClaw 2026.9 changes ${n === 1 ? "1 answer" : `${n} answers`} for this config:`,
    conversion: "Convert agents.list to agents.entries",
    mapping: "Which entry becomes which key",
    added: "Also written, so that 2026.9 answers as 2026.7 did",
    remaining: "Still different after the conversion",
    convert: "Convert",
    converted: "Converted: the config now has an agents.entries roster (Ctrl+Z brings the list back).",
    stale: "The config changed since this preview: convert again.",
  },
  cleanup: {
    title: (profile: string) => `Clean up for ${profile}`,
    intro: (profile: string, n: number) =>
      `${profile} refuses ${n === 1 ? "a key" : `${n} keys`} it does not know (an older OpenClaw wrote some of them into the file itself). One change removes ${n === 1 ? "it" : "them all"}:`,
    accepted: (profile: string) => `Then ${profile} accepts the config.`,
    stillRejected: (profile: string, n: number) =>
      `Then ${profile} still rejects the config, for ${n === 1 ? "1 other reason" : `${n} other reasons`}.`,
    apply: (n: number) => (n === 1 ? "Remove this key" : `Remove these ${n} keys`),
    applied: "Removed (Ctrl+Z brings them back).",
    stale: "The config changed since this preview: clean up again.",
  },
  openclaw: {
    /** The pager over OpenClaw's agent cards. */
    listLabel: "OpenClaw agents",
    title: "OpenClaw agents",
    machine: (home: string, cwd: string) => `On a machine where HOME is ${home}, run in ${cwd}.`,
    accepted: (profile: string) => `${profile} accepts this config.`,
    rejected: (profile: string, n: number) =>
      `${profile} rejects this config (${n === 1 ? "1 reason" : `${n} reasons`}, under Problems) and lists no agents.`,
    readsFrom: "Reads",
    notRead: "OpenClaw does not read this document: it reads the file above.",
    isDefault: "default",
    fields: {
      workspace: "Workspace",
      agentDir: "Agent folder",
      model: "Model",
      bindings: "Bindings",
    } satisfies Record<OpenClawAgentFieldName, string>,
    showJson: "As openclaw agents list --json prints it",
    coverage: {
      summary: (agents: number, agentsTotal: number, entries: number, entriesTotal: number) =>
        `The calls exercise ${agents} of ${agentsTotal} agent${agentsTotal === 1 ? "" : "s"}` +
        (entriesTotal === 0
          ? " (the config lists no tool-policy entries)."
          : ` and ${entries} of ${entriesTotal} tool-policy entr${entriesTotal === 1 ? "y" : "ies"}.`),
      untested: "Not tested by any call:",
      agent: (id: string) => `agent ${id}`,
      entry: (path: string, name: string) => `${path} (${JSON.stringify(name)})`,
      more: (n: number) => `and ${n} more`,
    },
    matrix: {
      heading: "Tools by agent",
      intro:
        "Each agent's core tools by group, as its tool policy leaves them in the session chosen. Pick a cell for the tools and the layer that refused each.",
      sessions: { main: "Main session", other: "Other sessions", subagent: "A sub-agent" },
      all: "all",
      none: "none",
      some: (n: number, total: number) => `${n} of ${total}`,
      refusedBy: (layer: string, rule: "allow" | "deny") =>
        rule === "deny" ? `denied by ${layer}` : `left out by ${layer}`,
      cellLabel: (agent: string, group: string, text: string) => `${agent}, ${group}: ${text}`,
      allowed: "allowed",
      more: (n: number) => `${n} more agents not shown.`,
      close: "Close",
    },
    routing: {
      heading: "Routing",
      intro:
        "The scenarios' messages: the agent OpenClaw's router gives each, the binding that matched, and the session it lands in.",
      title: (channel: string, chat: string | undefined, account: string | undefined, guild: string | undefined) =>
        [
          channel,
          chat ?? "no chat",
          account === undefined ? undefined : `account ${account}`,
          guild === undefined ? undefined : `guild ${guild}`,
        ]
          .filter((p) => p !== undefined)
          .join(" · "),
      refused: "refused",
      showMessage: (n: number) => `Show message ${n + 1} in the scenarios`,
      showBinding: "Show the binding",
      showAgent: (agent: string) => `Show ${agent}'s answers`,
      expected: (value: string, met: boolean) => (met ? `expected ${value}: met` : `expected ${value}: not met`),
      more: (n: number) => `${n} more message${n === 1 ? "" : "s"} not shown.`,
      routeTo: "Route it to the agent",
      messageN: (n: number) => `message ${n + 1}`,
      coverage: (reached: number, total: number) =>
        `The messages are routed by ${reached} of ${total} binding${total === 1 ? "" : "s"}.`,
      unreached: "Not reached by any message:",
      binding: (path: string, agent: string) => `${path} (${agent})`,
      whatWould: "What would?",
      goal: (agent: string) => `To route it to ${agent}`,
      already: (agent: string) => `Agent ${agent} already answers this message.`,
      noMessage: "There is no such message in the scenarios (the documents changed).",
      rerouted: (n: number, before: string, after: string) => `message ${n + 1}: ${before} → ${after}`,
      reroutedCount: (n: number) => `Also reroutes ${n} other message${n === 1 ? "" : "s"}.`,
    },
    spawns: {
      heading: "Sub-agents",
      intro:
        "The scenarios' spawns: whether each agent may start the other with sessions_spawn, in OpenClaw's words, and what the child gets.",
      title: (from: string, target: string) => `${from} → ${target}`,
      allowed: "allowed",
      refused: "refused",
      expected: (value: string, met: boolean) => (met ? `expected ${value}: met` : `expected ${value}: not met`),
      showSpawn: (n: number) => `Show spawn ${n + 1} in the scenarios`,
      showSetting: "Show the setting",
      tools: (n: number) => `Its tools in the sub-agent session (${n})`,
      more: (n: number) => `${n} more spawn${n === 1 ? "" : "s"} not shown.`,
    },
    calls: {
      heading: "Calls",
      intro:
        "The scenarios' calls: each agent's tool in the session named, as OpenClaw's tool policy and exec policy decide it.",
      title: (agent: string, tool: string, session: "main" | "other" | "subagent", command: string | undefined) =>
        `${agent} · ${tool}${command !== undefined ? ` ${command}` : ""} · ${session === "main" ? "main session" : session === "other" ? "another session" : "a sub-agent"}`,
      verdicts: { run: "runs", person: "asks a person", refused: "refused", depends: "depends on the allowlist" },
      noAgent: "no such agent",
      decidedBy: "Show the rule",
      showCall: (n: number) => `Show call ${n + 1} in the scenarios`,
      expected: (value: string, met: boolean) => (met ? `expected ${value}: met` : `expected ${value}: not met`),
      pin: (n: number) => `Pin call ${n + 1}'s verdict as expected`,
      whyNot: "Why not?",
      noCall: "There is no such call in the scenarios now.",
      more: (n: number) => `${n} more call${n === 1 ? "" : "s"} not shown.`,
      already: "It runs already.",
    },
    runsOn: {
      resolves: "Resolves to",
      fallbacks: "Fallbacks",
      none: "none",
      fromAgent: "its own model's",
      fromDefaults: "agents.defaults.model's",
      dropped: "its own model lists none, so the defaults' do not apply",
      allowed: "May switch to",
      utility: "Utility model",
      utilitySource: {
        config: "its own utilityModel, else agents.defaults.utilityModel",
        disabled: "turned off (an empty utilityModel)",
        "provider-default": "its model provider's",
        none: "its model provider supplies none",
      },
      skills: "Skills",
      allSkills: (n: number) => `all ${n} it ships`,
      someSkills: (names: readonly string[], n: number) =>
        names.length === 0 ? `none of the ${n} it ships` : `${names.join(", ")} (${names.length} of ${n})`,
      skillsFromAgent: "its own skills filter",
      skillsFromDefaults: "agents.defaults.skills",
      noFilter: "no skills filter",
      sandbox: "Sandbox",
      sandboxOff: "off: its sessions run on the host",
      sandboxOn: (mode: "non-main" | "all", scope: string, access: string, backend: string) =>
        `${mode === "all" ? "every session" : "every session but the main one"}, in ${scope === "agent" ? "one sandbox for the agent" : scope === "session" ? "a sandbox per session" : "one shared sandbox"} (${backend}), workspace ${access === "none" ? "not mounted" : access === "ro" ? "read-only" : "read-write"}`,
      sandboxFromAgent: "its own sandbox settings",
      sandboxFromDefaults: "agents.defaults.sandbox",
      sandboxDefault: "the built-in default",
      exec: "Exec",
      execValue: (mode: string, security: string, ask: string, fallback: string) =>
        `${
          mode === "deny"
            ? "refuses every command"
            : mode === "full"
              ? "runs every command"
              : mode === "allowlist"
                ? "runs allowlisted commands, refuses the rest"
                : ask === "always"
                  ? "asks before every command"
                  : "runs allowlisted commands, asks for the rest"
        } (security ${security}, ask ${ask}; no approver: ${fallback})`,
      execNode: "decided by the node's own approvals at run time",
      execFromHost: (where: string) => `the host's exec approvals (${where})`,
      execFrom: (where: string) => where,
      execDefault: "the built-in default (security full, ask off)",
      tools: "Tools",
      toolsValue: (allowed: number, total: number, refused: readonly string[]) =>
        allowed === total
          ? `all ${total} core tools`
          : allowed === 0
            ? `none of the ${total} core tools`
            : refused.length <= 4
              ? `${allowed} of ${total} core tools: not ${refused.join(", ")}`
              : `${allowed} of ${total} core tools: not ${refused.slice(0, 3).join(", ")} and ${refused.length - 3} more`,
      toolsOther: (allowed: number, total: number) => `; in its sandboxed sessions ${allowed} of ${total}`,
      toolsLayer: (label: string, rule: "allow" | "deny", n: number) =>
        rule === "deny" ? `${label} denies ${n}` : `${label} leaves out ${n}`,
      toolsNoLayer: "no tool policy",
    },
    why: {
      id: (rule: string) => `Id: ${rule}.`,
      isDefault: (rule: string) => `Default: ${rule}.`,
      from: (rule: string) => `from ${rule}`,
    },
    showSource: (id: string) => `Show agent ${id} in the editor`,
  },
  problems: {
    title: "Problems",
    none: "No problems in either document.",
    count: (n: number) => (n === 1 ? "1 problem" : `${n} problems`),
    expectations: (met: number, all: number) => `${met} of ${all} expectations met`,
    go: (code: string, where: string) => `Go to ${code} at ${where}`,
  },
  changes: {
    title: "Changes",
    starter: "Starter",
    empty: "No answer differs from the baseline.",
    count: (n: number) => (n === 1 ? "1 answer differs from the baseline" : `${n} answers differ from the baseline`),
    hidden: (n: number) => `…and ${num(n)} more, not listed.`,
    groups: {
      default: "Default agent",
      agent: "Agents",
      session: "Sessions",
      skill: "Skills",
      call: "Calls",
      subagent: "Subagents and tool choice",
      team: "Team",
      diagnostic: "Diagnostics",
    },
    kinds: { added: "new", removed: "gone", changed: "changed" },
    before: "Baseline",
    after: "Now",
    absent: "(no such answer)",
    none: "none",
    emptyValue: "(empty)",
    yes: "yes",
    no: "no",
    from: (label: string) => `from ${label}`,
    reveal: (title: string, where: string) => `${title}: show ${where}`,
    noPlace: "Not read from a line of either document.",
    baselineCutOff: "The baseline took too long to analyse whole: some of its answers may be missing here.",
    baselineLabel: "Compare with",
    baselines: {
      link: "The link this page opened",
      example: (name: string) => `The example as loaded: ${name}`,
      restored: "The last visit's text",
      snapshot: (name: string) => `Snapshot: ${name}`,
    },
    baselineNotKept: "This browser does not keep the baseline: it lasts while this tab is open.",
  },
  snapshots: {
    title: "Snapshots",
    nameLabel: "Snapshot name",
    defaultName: (n: number) => `Snapshot ${n}`,
    take: "Take a snapshot",
    none: "No snapshots yet.",
    differ: (n: number) => (n === 0 ? "no answer differs" : n === 1 ? "1 answer differs" : `${n} answers differ`),
    counting: "comparing…",
    notCompared: "not compared yet",
    restore: "Restore",
    restoreLabel: (name: string) => `Restore ${name}`,
    compare: "Compare",
    compareLabel: (name: string) => `Compare with ${name}`,
    remove: "Delete",
    removeLabel: (name: string) => `Delete ${name}`,
    beforeExample: (title: string) => `Before opening ${title}`,
    beforeLink: "Before opening a link",
    beforeRestore: (name: string) => `Before restoring ${name}`,
    unavailable: "This browser does not keep snapshots here (storage is blocked or unavailable).",
    failed: "The snapshot could not be saved in this browser.",
  },
  gallery: {
    title: "Examples",
    open: "Examples",
    close: "Close",
    loading: "Loading examples…",
    failed: (offline: boolean, failures: number) =>
      `The examples could not be loaded${offline ? ": you are offline, and this browser keeps them only after a visit online" : ""}. Your texts are unchanged.${failures > 1 ? ` Tried ${failures} times.` : ""}`,
    exampleFailed: (title: string, offline: boolean) =>
      `${title} could not be loaded${offline ? ": you are offline" : ""}. Your texts are unchanged.`,
    retry: "Retry",
    use: (title: string) => `Open ${title}`,
    snapshotNote: "Your current texts are kept as a snapshot first (see Snapshots in the Changes panel).",
  },
  commands: {
    showConfig: "Scope Studio: Show the config",
    showScenarios: "Scope Studio: Show scenarios.json",
    openExamples: "Scope Studio: Open the examples",
    focusProblems: "Scope Studio: Go to the problems",
  },
  completion: {
    /** Beside a suggested value: what it names. */
    kinds: {
      agent: "agent id (agents.list)",
      sessionKey: "session key of this agent",
      subagent: "subagent (team.agents) or the main agent",
      parent: "parent: the main agent or a subagent listed before",
      tool: "tool (tools)",
      permission: "permission key (tools)",
      model: "model (models)",
      mode: "permission mode",
      toolClass: "tool class",
    },
    snippet: "new entry",
    snippets: { agent: "New agent", subagent: "New subagent", call: "New call", rule: "New rule" },
  },
  hover: {
    agent: (id: string) => `Agent ${id}`,
    resolves: "resolves to",
    from: "from",
    session: "Session resolves to agent",
    call: "Call verdict",
  },
  share: {
    open: "Share",
    menuLabel: "Share these documents",
    includes:
      "The link holds both documents, the open tab and the open panel. Nothing is sent anywhere: the texts travel only in the link.",
    copyLink: "Copy link",
    copyMarkdown: "Copy as Markdown",
    copiedLink: "Link copied to the clipboard.",
    copiedMarkdown: "Markdown copied to the clipboard.",
    noClipboard: "The clipboard is not available here: the text below is selected, press Ctrl+C (⌘C) to copy it.",
    linkField: "Link to copy by hand",
    markdownField: "Markdown to copy by hand",
    length: (n: number) => `This link is ${num(n)} characters long.`,
    meterLabel: "Where the link fits in one message",
    fits: "fits",
    tooLong: "too long",
    limit: (n: number, approximate: boolean) => `${approximate ? "about " : ""}${num(n)} characters`,
    tooLarge: (mb: number) =>
      `These documents are too large for a link (a link holds at most ${mb} MB): send the files or the Markdown instead.`,
    secretsTitle: "Possible secrets",
    secretAt: (kind: string, doc: string, line: number) => `${kind} in ${doc}, line ${line}`,
    redact: "Redact",
    redactLabel: (n: number) => (n === 1 ? "Redact it in the documents" : `Redact all ${n} in the documents`),
    redactedNote: "Redacted in the editor: undo there (Ctrl+Z) to get the text back.",
    moreSecrets: (n: number) => `…and ${n} more.`,
    bringBack: "Bring back my draft",
    keepMine: "Keep mine instead",
    propose: "Propose this change",
    proposeHint:
      "A proposal link carries these documents and the baseline the Changes panel compares them with: whoever opens it sees what the change changes.",
    copiedProposal: "Proposal link copied to the clipboard.",
    proposalLength: (n: number) =>
      `Proposing the change against the baseline (the Changes panel's): a link of ${num(n)} characters.`,
    baselineSecrets: (n: number) =>
      `The baseline holds ${n === 1 ? "a possible secret" : `${n} possible secrets`}: a proposal link would carry ${n === 1 ? "it" : "them"}, so none is made.`,
    proposalBaseline: "the proposal's baseline",
    keptHint: (when: string) => `Your draft from before the last link you opened is kept (${when}).`,
    decision: (call: string, verdict: string, why: string) => `${call}: ${verdict}${why ? ` (${why})` : ""}`,
    moreDecisions: (n: number) => `…and ${num(n)} more calls.`,
    banner: {
      opened: "Opened the shared link.",
      proposal:
        "A proposed change: the Changes panel shows every answer it changes against its baseline, and the editor holds the proposed documents (take them as they are).",
      openedKept: "Opened the shared link. Your own draft was kept in this browser.",
      openedKeptMemory:
        "Opened the shared link. Your own draft could not be saved in this browser: bring it back before you close the page.",
      restored: "Your draft is back in the editor.",
      failed: (code: string) => `This link could not be opened (${code}).`,
      draftOpen: "Your own draft is open instead.",
      dismiss: "Dismiss",
    },
  },
  severity: { error: "error", warning: "warning", info: "info" },
  expectations: {
    /** The header's count. */
    summary: (met: number, total: number) => `${met}/${total} expectations met`,
    /** Beside the count: a shape as well as a colour. */
    allMetCue: "✓",
    failedCue: "✗",
    failedCount: (n: number) => `${n} failed`,
    jump: "Go to the first failed expectation in scenarios.json",
    pin: "Pin",
    pinAll: "Pin all",
    pinAllLabel: "Pin all answers of the scenarios as expected",
    pinSession: (agent: string) => `Pin ${agent} as expected`,
    pinSkill: (allowed: boolean, skill: string, agent: string) =>
      `Pin ${allowed ? "allowed" : "not allowed"} for ${skill} on ${agent} as expected`,
    pinCall: (verdict: string, call: string) => `Pin ${verdict} for ${call} as expected`,
    pinSubagent: (name: string) => `Pin ${name}'s tools as expected`,
    /** The gutter mark's hover, from the expectation's values. */
    mark: (met: boolean, expected: string, actual: string) =>
      met ? `Expectation met: ${actual}` : `Expectation not met: expected ${expected}, got ${actual}`,
    markLabel: { met: "expectation met", failed: "expectation not met" },
    value: {
      allowed: "allowed",
      notAllowed: "not allowed",
      noTools: "no tools",
    },
  },
  coverage: {
    title: "Coverage",
    kinds: {
      rule: "Rules",
      grant: "Grants",
      approval: "Approvals",
      agent: "Agents",
      "skill-pattern": "Skill patterns",
      "mode-entry": "Modes-table entries",
    },
    header: (percent: number) => `${percent}% covered`,
    headerTitle: (covered: number, total: number) =>
      `${covered} of ${total} rules, grants, approvals, agents, skill patterns and modes-table entries are exercised by a scenario`,
    summary: (percent: number, covered: number, total: number) =>
      `${percent}% covered: ${covered} of ${total} items are exercised by a scenario.`,
    nothing:
      "Nothing to cover: the config has no rules, agents or modes overrides, and the team no grants or approvals.",
    kindCount: (title: string, covered: number, total: number) => `${title}: ${covered} of ${total} exercised`,
    allCovered: "Every one is exercised.",
    add: "Add a call that uses it",
    addTitle: (entry: string) => `Append to scenarios.json: ${entry}`,
    noAdd: (why: string) => `No entry offered: ${why}.`,
    jump: (where: string) => `Show ${where} in the editor`,
    hidden: (n: number) => `…and ${num(n)} more uncovered items, not drawn.`,
    workSpent: "The search stopped at its work limit: the items it did not reach count as uncovered.",
  },
  matrix: {
    title: "Permission matrix",
    caption:
      "Every agent of the team by every tool: the verdict of a call with the tool's patterns from the scenarios (the worst shown), or * when no call uses it.",
    agent: "Agent",
    legend: "✓ runs · ? asks the person · ✕ refused",
    cellTitle: (agent: string, tool: string, pattern: string, label: string, reason: string, tried: number) =>
      `${agent} × ${tool} ${JSON.stringify(pattern)}: ${label}. ${reason}${tried > 1 ? ` (the worst of ${tried} patterns)` : ""}`,
    patternsSummary: (symbols: readonly string[]) => `each pattern: ${symbols.join(" ")}`,
    afterTitle: (to: string, label: string, reason: string) => `After tightening to ${to}: ${label}. ${reason}`,
    changedMark: "changes",
    tighten: (from: string, to: string, changed: number) =>
      `Tighten preview ${from} → ${to}: ${changed === 1 ? "1 cell changes" : `${changed} cells change`} (marked ▲, showing before → after).`,
    rowsLeft: (n: number) => `…and ${num(n)} more agents, not drawn.`,
    toolsLeft: (n: number) => `…and ${num(n)} more tools, not drawn.`,
    noTools: "No tools in sophiaclaw.json (tools): the matrix has no columns.",
  },
  analysis: {
    /** Each part of an analysis, as it ends "…while <part>". */
    notStarted: "starting",
    hung: (seconds: number, part: string) =>
      `The analysis stopped after ${seconds} s while ${part}; the editor keeps working. Edit the text or retry.`,
    loadFailed: (script: string, reason: string | undefined) =>
      `The analysis engine (${script}) could not be loaded${reason ? `: ${reason}` : ": its script did not arrive (offline, blocked or missing)"}. The editor keeps working; retry when it can load.`,
    crashed: (reason: string, where: string | undefined) =>
      `The analysis engine stopped with an error: ${reason}${where ? ` (${where})` : ""}. The editor keeps working; edit the text or retry.`,
    crashedNoReason: "the browser gave no reason",
    createFailed: (reason: string) =>
      `The browser did not let the analysis engine start: ${reason}. The editor keeps working; retry later.`,
    failed: (reason: string) => `The analysis failed: ${reason}. Edit the text or retry.`,
    cutOff: (seconds: number, part: string) =>
      `The analysis took longer than ${seconds} s and stopped while ${part}: the panels show what came before. Make the documents smaller, or split them.`,
    retry: "Retry",
    busy: "Updating: the panels show the previous text",
    outOfDate: "Out of date",
    paused: "The last visit stopped while analysing these documents, so analysis is paused.",
    pausedOther: "The last visit stopped while analysing, so analysis is paused. Your documents are in the editor.",
    analyseNow: "Analyse now",
    openStarter: "Open the starter",
  },
} as const;

/** A document's file name in a profile: the config's is the profile's (sophiaclaw.json, openclaw.json). */
export const docName = (doc: DocumentId, profile: ProfileId): string =>
  doc === "config" ? T.configNames[profile] : T.docNames[doc];
