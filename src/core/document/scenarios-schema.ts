/**
 * The scenarios document (`scenarios.json`) as a zod schema: the questions a user asks of their config (which
 * agent a session gets, whether a skill is allowed, who decides a subagent's call). Every section and every
 * `expect` is optional; like the config's schema it only produces diagnostics and hover text.
 */
import { z } from "zod";
import { modeSchema, thinkingLevelSchema, toolClassSchema } from "./config-schema";
import { texts } from "./texts";

const sessionSchema = z
  .strictObject({
    key: z
      .string()
      .describe(
        'The session key. "agent:<id>:<name>" names an agent; "global" is shared. Example: "agent:legal:case-1".',
      )
      .optional(),
    agent: z
      .string()
      .describe('An explicit agent override (--agent), which beats the key. Example: "legal".')
      .optional(),
    model: z
      .string()
      .describe('A session model override, "provider/modelId"; it drops the fallbacks. Example: "openai/gpt-5".')
      .optional(),
    expect: z.string().describe('The agent id this session should resolve to. Example: "legal".').optional(),
  })
  .describe('A session to resolve. Example: { "key": "agent:legal:case-1", "expect": "legal" }.');

const skillSchema = z
  .strictObject({
    agent: z.string().describe("The agent whose skill filter is tested. Default: the default agent.").optional(),
    skill: z.string().describe('The skill name, matched as written (not lowercased). Example: "legal.contract".'),
    expect: z.boolean().describe("Whether the skill should be allowed.").optional(),
  })
  .describe('A skill to test. Example: { "agent": "legal", "skill": "legal.contract", "expect": true }.');

const approvalSchema = z
  .strictObject({
    permission: z.string().describe('The permission key approved. Example: "bash".'),
    pattern: z
      .string()
      .default("*")
      .describe('What was approved, with * and ? wildcards. Default: "*" (everything). Example: "npm test *".'),
    grantedIn: modeSchema
      .describe(
        "The mode it was given in; it holds only in that mode or looser ones. Default: the main agent's mode (team.mode).",
      )
      .optional(),
  })
  .describe(
    'A person\'s "always allow" answer. Example: { "permission": "bash", "pattern": "npm test *", "grantedIn": "default" }.',
  );

const grantSchema = z
  .strictObject({
    tool: z.string().describe('The tool granted. Example: "edit".'),
    permission: z.string().describe("The permission key, when it differs from the tool's name.").optional(),
    pattern: z
      .string()
      .default("*")
      .describe('What the grant covers, with * and ? wildcards. Default: "*" (everything). Example: "src/*".'),
  })
  .describe("A grant from the main agent: an allow rule for this subagent alone, where the main agent may act.");

const teamAgentSchema = z
  .strictObject({
    name: z.string().describe('The subagent\'s name. Example: "scout".'),
    parent: z.string().describe('Its parent: "lead" (the main agent) or a subagent listed before it.'),
    mode: modeSchema.describe("Its mode: its parent's or stricter. Default: its parent's.").optional(),
    request: z
      .array(toolClassSchema)
      .describe(
        'Classes it may ask the main agent to approve; needs a stricter mode than its parent\'s. Example: ["edit"].',
      )
      .optional(),
    grants: z.array(grantSchema).describe("Grants from the main agent.").optional(),
    model: z.string().describe('Its model, "provider/modelId". Default: its parent\'s.').optional(),
    thinkingLevel: thinkingLevelSchema.describe("Its thinking level. Default: its parent's.").optional(),
    tools: z.array(z.string()).describe("Tools chosen by name. Default: every tool its parent may give.").optional(),
    load: z.array(z.string()).describe("Deferred tools to load from the start.").optional(),
    expect: z
      .strictObject({
        tools: z
          .array(z.string())
          .describe('Every tool it should end up with, in any order. Example: ["read", "bash"].'),
      })
      .describe('What the subagent should end up with. Example: { "tools": ["read", "bash"] }.')
      .optional(),
  })
  .describe('A subagent. Example: { "name": "scout", "parent": "lead", "mode": "plan" }.');

const teamSchema = z
  .strictObject({
    main: z.string().describe("The main agent's id. Default: the config's default agent.").optional(),
    mode: modeSchema.describe('The main agent\'s mode. Default: permission.mode, else "default".').optional(),
    thinkingLevel: thinkingLevelSchema
      .describe("The main agent's thinking level, inherited by subagents that choose none.")
      .optional(),
    unattended: z
      .boolean()
      .describe("Whether nobody is there to approve: calls that would ask a person are refused. Default: false.")
      .optional(),
    approvals: z.array(approvalSchema).describe("The person's standing approvals.").optional(),
    agents: z.array(teamAgentSchema).describe("The subagents, parents before children.").optional(),
    tighten: modeSchema
      .describe("Preview: the main agent made this strict, and what that does to the team.")
      .optional(),
  })
  .describe('A team: the main agent ("lead") and its subagents.');

const callSchema = z
  .strictObject({
    agent: z
      .string()
      .describe('Who makes the call: a subagent\'s name or "lead" (in OpenClaw: an agent\'s id). Example: "scout".'),
    tool: z.string().describe('The tool called. Example: "edit".'),
    session: z
      .enum(["main", "other", "subagent"])
      .describe(
        'OpenClaw: which of the agent\'s sessions calls: "main" (the default), "other" (any other session), "subagent" (a sub-agent it spawned).',
      )
      .optional(),
    pattern: z.string().describe('What the call is about: a command, a path, a URL. Example: "src/a.ts".').optional(),
    command: z
      .string()
      .describe('OpenClaw exec: the command line, decided as the host decides it. Example: "git status".')
      .optional(),
    patterns: z.array(z.string()).describe("Several patterns; any deny gives deny, else any ask gives ask.").optional(),
    expect: z
      .enum(["run", "person", "refused"])
      .describe('The expected verdict: "run", "person" (a person is asked) or "refused".')
      .optional(),
  })
  .superRefine((call, ctx) => {
    if (call.pattern !== undefined && call.patterns !== undefined) {
      ctx.addIssue({ code: "custom", message: texts.patternAndPatterns(), path: ["patterns"] });
    }
    if (call.command !== undefined && (call.pattern !== undefined || call.patterns !== undefined)) {
      ctx.addIssue({ code: "custom", message: texts.commandAndPattern(), path: ["command"] });
    }
  })
  .describe(
    'A tool call to decide. Example: { "agent": "scout", "tool": "edit", "pattern": "src/a.ts", "expect": "refused" }.',
  );

const execSecurity = z.enum(["deny", "allowlist", "full"]);
const execAsk = z.enum(["off", "on-miss", "always"]);
const approvalsPolicy = {
  security: execSecurity
    .describe("How far exec calls go: deny, allowlist (allowlisted commands only) or full.")
    .optional(),
  ask: execAsk.describe("When a person is asked: off, on-miss (a command not allowlisted) or always.").optional(),
  askFallback: execSecurity
    .describe("What a call that would ask gets when nobody answers: deny, allowlist or full. Default: deny.")
    .optional(),
  autoAllowSkills: z.boolean().describe("Whether skills' own commands are allowed without an entry.").optional(),
};
const allowlistEntry = z.union([
  z.string().describe('A command pattern: a path glob (* ** ?) or a bare name. Example: "/usr/bin/git".'),
  z.looseObject({
    pattern: z.string().describe('The command pattern. Example: "~/bin/*".'),
    argPattern: z.string().describe("A regular expression the arguments must match.").optional(),
  }),
]);
/** The host's exec approvals document (OpenClaw): in the scenarios' `approvals`, or a document of its own. */
export const approvalsSchema = z
  .looseObject({
    version: z.literal(1).describe("The document's version: 1."),
    defaults: z.looseObject(approvalsPolicy).describe("For every agent without an entry of its own.").optional(),
    agents: z
      .record(
        z.string(),
        z
          .looseObject({
            ...approvalsPolicy,
            allowlist: z.array(allowlistEntry).describe("The commands this agent may run without asking.").optional(),
          })
          .describe('One agent\'s entry ("*": every agent; "default": the legacy name of main).'),
      )
      .describe("Per agent, by id.")
      .optional(),
  })
  .describe("The approvals document as an object.");

const peerSchema = z
  .strictObject({
    kind: z.string().describe('The chat: "direct" (a person), "group" or "channel". Example: "direct".'),
    id: z.string().describe('The chat\'s id on the channel. Example: "u123".'),
  })
  .describe('A chat. Example: { "kind": "direct", "id": "u123" }.');

const messageSchema = z
  .strictObject({
    channel: z.string().describe('The channel the message comes in on. Example: "discord".'),
    accountId: z.string().describe('The channel account that received it. Default: "default".').optional(),
    peer: peerSchema.optional(),
    parentPeer: peerSchema.describe("A thread's parent chat.").optional(),
    guildId: z.string().describe("The guild (server) it was posted in.").optional(),
    teamId: z.string().describe("The team it was posted in.").optional(),
    memberRoleIds: z.array(z.string()).describe("The sender's roles in the guild.").optional(),
    expect: z.string().describe('The agent that should answer. Example: "support".').optional(),
  })
  .describe(
    'OpenClaw: an inbound message to route to an agent. Example: { "channel": "discord", "peer": { "kind": "direct", "id": "u1" }, "expect": "writer" }.',
  );

const spawnSchema = z
  .strictObject({
    from: z.string().describe("The agent whose session calls sessions_spawn."),
    spawn: z.string().describe("The agent it asks for (its agentId). Without it, the agent spawns itself.").optional(),
    depth: z
      .number()
      .int()
      .min(0)
      .describe("How deep the spawning session already is: 0 for a main session, 1 for a sub-agent's. Default: 0.")
      .optional(),
    sandbox: z
      .enum(["inherit", "require"])
      .describe('sessions_spawn\'s sandbox option: "require" asks for a sandboxed child. Default: "inherit".')
      .optional(),
    expect: z.enum(["allowed", "refused"]).describe("What the release should answer.").optional(),
  })
  .describe(
    'OpenClaw: one agent spawning another with sessions_spawn. Example: { "from": "main", "spawn": "writer", "expect": "allowed" }.',
  );

/** The whole scenarios document. */
export const scenariosSchema = z
  .strictObject({
    $schema: z.string().describe("The JSON Schema this file follows, for editors.").optional(),
    env: z
      .record(z.string(), z.string())
      .describe(
        'The simulated environment: HOME, SOPHIACLAW_STATE_DIR, cwd and other variables. Default HOME: "/home/user".',
      )
      .optional(),
    approvals: z
      .union([
        z.string().describe("The document's text, as the file holds it (JSON5 allowed where the release takes it)."),
        approvalsSchema,
      ])
      .describe(
        "OpenClaw: the host's exec approvals (2026.7's ~/.openclaw/exec-approvals.json; what 2026.9 stores with `openclaw approvals set`): how far each agent's exec calls may go on this machine, whatever the config asks.",
      )
      .optional(),
    executables: z
      .record(
        z.string(),
        z.union([
          z.string().describe('The file the host runs, its links resolved. Example: "/usr/bin/git".'),
          z
            .strictObject({
              path: z.string().describe("Where the host finds it on its PATH."),
              realPath: z.string().describe("That file with its links resolved.").optional(),
            })
            .describe("A name found through a link: where it is found and the file it points to."),
          z.null().describe("Found nowhere on the host."),
        ]),
      )
      .describe(
        'OpenClaw exec: where the host finds each command a call runs by name, for allowlist entries that name paths. Example: { "git": "/usr/bin/git" }.',
      )
      .optional(),
    sessions: z.array(sessionSchema).describe("Sessions to resolve to agents.").optional(),
    skills: z.array(skillSchema).describe("Skills to test against agents' filters.").optional(),
    team: teamSchema.optional(),
    calls: z.array(callSchema).describe("Tool calls to decide within the team.").optional(),
    messages: z
      .array(messageSchema)
      .describe("OpenClaw: inbound messages, each routed to the agent that answers it.")
      .optional(),
    spawns: z
      .array(spawnSchema)
      .describe("OpenClaw: sub-agent spawns, each allowed or refused as the release admits it.")
      .optional(),
  })
  .describe("Scope Studio scenarios (scenarios.json): sessions, skills, a team and its calls.");

export type ScenariosInput = z.input<typeof scenariosSchema>;
