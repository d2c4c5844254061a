/**
 * The config document (`sophiaclaw.json`) as a zod schema. It only produces diagnostics and the editor's hover
 * text: resolution reads the raw value leniently and never depends on it. Each description is written for a
 * person editing the file: what the field does, its default, an example.
 */
import { z } from "zod";
import { ACTIONS, MODES, THINKING_LEVELS, TOOL_CLASSES, type Mode, type ToolClass } from "../vocabulary";

export { THINKING_LEVELS };
export const MODE_NAMES = MODES;

export const modeSchema = z
  .enum(MODE_NAMES)
  .describe(
    'A permission mode, loosest first: "bypass" (everything runs), "accept-edits" (edits run, the rest asks), "default" (reads run, the rest asks), "plan" (no edits), "readonly" (reads only).',
  );
export const toolClassSchema = z
  .enum(TOOL_CLASSES)
  .describe(
    'A tool\'s risk class: "read", "edit", "execute", "network", "delegate", "plugin" or "outside" (a path outside the workspace).',
  );
export const thinkingLevelSchema = z
  .enum(THINKING_LEVELS)
  .describe('A thinking level, lowest first: "off", "minimal", "low", "medium", "high", "xhigh", "max".');

const modelRef = z.string().describe('A model reference "provider/modelId", such as "anthropic/claude-sonnet".');
const stringList = (text: string) => z.array(z.string()).describe(text);

const modelSchema = z
  .union([
    modelRef,
    z.strictObject({
      primary: modelRef.describe('The model used first, as "provider/modelId". Example: "anthropic/claude-sonnet".'),
      fallbacks: stringList(
        'Models tried in order when the primary fails. Written here (even as []), it replaces the defaults\' fallbacks; [] disables them. Example: ["openai/gpt-5"].',
      ).optional(),
    }),
  ])
  .describe(
    'The model: a reference such as "anthropic/claude-opus", or { "primary": ..., "fallbacks": [...] }. A plain string keeps the default fallbacks.',
  );

/** One entry of agents.list (validated on its own, entry by entry: validate.ts). */
export const agentEntrySchema = z
  .strictObject({
    id: z
      .string()
      .describe('The agent\'s id, compared trimmed and lowercased; blank means "default". Example: "legal".'),
    name: z.string().describe('A display name. Example: "Legal assistant".').optional(),
    default: z
      .boolean()
      .describe(
        "Marks the default agent, used for sessions that name no agent. Default: the first agent of the list. Only one agent should set it.",
      )
      .optional(),
    workspace: z
      .string()
      .describe(
        'The agent\'s working directory; ~ and $VARS are expanded. Default: agents.defaults.workspace for the default agent, else "<state dir>/workspace-<id>". Example: "/data/legal".',
      )
      .optional(),
    agentDir: z
      .string()
      .describe(
        'Where the agent keeps its state, memories and skills. Default: "<state dir>/agents/<id>/agent". Example: "~/.sophiaclaw/agents/legal/agent".',
      )
      .optional(),
    model: modelSchema.optional(),
    skills: stringList(
      'Skill filter: exact names, or prefixes ending in "*". Absent or []: every skill is allowed. Example: ["legal.*", "search"].',
    ).optional(),
    memorySearch: z
      .strictObject({
        maxResults: z.int().min(0).describe("How many memories a search returns at most. Example: 5.").optional(),
        threshold: z
          .number()
          .describe("The lowest relevance score a memory needs to be returned. Example: 0.7.")
          .optional(),
      })
      .describe('How the agent searches its memory. Example: { "maxResults": 5, "threshold": 0.7 }.')
      .optional(),
    humanDelay: z
      .number()
      .min(0)
      .describe("How long to wait before notifying a person, in milliseconds. Example: 30000.")
      .optional(),
    heartbeat: z
      .strictObject({
        enabled: z.boolean().describe("Whether the agent sends heartbeats."),
        intervalMs: z.number().min(0).describe("Time between heartbeats, in milliseconds. Example: 60000."),
      })
      .describe('Periodic liveness signals. Example: { "enabled": true, "intervalMs": 60000 }.')
      .optional(),
    identity: z
      .strictObject({
        name: z.string().describe('The persona\'s name. Example: "Ada".'),
        description: z.string().describe('Who the persona is. Example: "A careful contracts lawyer".'),
      })
      .describe("The agent's persona.")
      .optional(),
    groupChat: z
      .strictObject({
        enabled: z.boolean().describe("Whether the agent takes part in group chats."),
        participants: stringList('The agent ids in the chat. Example: ["legal", "research"].'),
      })
      .describe("Multi-agent chat settings.")
      .optional(),
    subagents: z
      .strictObject({
        enabled: z.boolean().describe("Whether the agent may spawn subagents."),
        maxConcurrent: z.int().min(0).describe("How many subagents may run at once. Example: 3."),
      })
      .describe("Subagent spawning.")
      .optional(),
    sandbox: z
      .strictObject({
        enabled: z.boolean().describe("Whether commands run in the sandbox."),
        allowedDirs: stringList('Directories the sandbox may use. Example: ["/data/legal"].'),
        deniedCommands: stringList('Commands the sandbox refuses. Example: ["rm", "curl"].'),
      })
      .describe("The execution sandbox.")
      .optional(),
    tools: z
      .strictObject({
        allow: stringList('Tools the agent may use. Example: ["read", "bash"].'),
        deny: stringList('Tools the agent may not use. Example: ["web_fetch"].'),
      })
      .describe("Tool restrictions for this agent.")
      .optional(),
  })
  .describe('One agent. Example: { "id": "legal", "workspace": "/data/legal", "skills": ["legal.*"] }.');

const agentsSchema = z
  .strictObject({
    defaults: z
      .strictObject({
        workspace: z
          .string()
          .describe('The default agent\'s workspace when it sets none. Default: "~/SophiaClaw". Example: "~/work".')
          .optional(),
        model: modelSchema
          .describe(
            'The model of agents that set none, and the fallbacks they inherit. Example: { "primary": "anthropic/claude-sonnet", "fallbacks": ["openai/gpt-5"] }.',
          )
          .optional(),
      })
      .describe("What agents inherit when they set nothing themselves.")
      .optional(),
    list: z
      .array(agentEntrySchema)
      .describe('The agents. The first one is the default unless one sets "default": true. Default: no agents.')
      .optional(),
  })
  .describe("The agents and their shared defaults.");

const thinkingLevelMapSchema = z
  .strictObject(
    Object.fromEntries(
      THINKING_LEVELS.map((level) => [
        level,
        z
          .string()
          .nullable()
          .describe(`The provider's value for "${level}", or null when the model does not support it.`)
          .optional(),
      ]),
    ) as Record<(typeof THINKING_LEVELS)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .describe(
    'Thinking level to the provider\'s value; null marks a level unsupported. "xhigh" and "max" are supported only where named. Example: { "xhigh": "32k", "max": null }.',
  );

const catalogModelSchema = z
  .strictObject({
    provider: z.string().describe('The provider, the part before "/" in a reference. Example: "anthropic".'),
    id: z.string().describe('The model id, the part after "/". Example: "claude-sonnet".'),
    name: z.string().describe('A display name. Example: "Claude Sonnet".').optional(),
    reasoning: z
      .boolean()
      .describe('Whether the model can think. Without it only the level "off" is supported. Default: false.')
      .optional(),
    thinkingLevelMap: thinkingLevelMapSchema.optional(),
  })
  .describe(
    'A model the harness knows. Example: { "provider": "anthropic", "id": "claude-sonnet", "reasoning": true }.',
  );

const catalogToolSchema = z
  .strictObject({
    name: z.string().describe('The tool\'s name, as the model calls it. Example: "bash".'),
    class: toolClassSchema,
    permission: z
      .string()
      .describe('The permission key rules match; edit and write share "edit". Default: the tool\'s name.')
      .optional(),
    scope: z
      .enum(["any", "main", "subagent"])
      .describe('Who gets it: "any" agent, only the "main" agent, or only a persistent "subagent". Default: "any".')
      .optional(),
    callers: z
      .array(z.enum(["model", "script"]))
      .describe('Who may call it: ["model"], ["script"] (code mode only) or both. Default: the model.')
      .optional(),
    deferred: z
      .boolean()
      .describe("Whether it is offered only once loaded by name, not from the start. Default: false.")
      .optional(),
    description: z.string().describe("What the tool does, for people reading the config.").optional(),
  })
  .describe('A tool a plugin registers. Example: { "name": "bash", "class": "execute" }.');

const ruleSchema = z
  .strictObject({
    permission: z.string().describe('The permission key it applies to (a tool name, or "edit"). Example: "bash".'),
    pattern: z
      .string()
      .default("*")
      .describe(
        'What the call must match: * is any text, ? one character. "git status *" also matches "git status". Default: "*" (every call).',
      ),
    action: z.enum(ACTIONS).describe('"allow", "ask" or "deny". Among matching rules deny beats ask beats allow.'),
  })
  .describe('A permission rule. Example: { "permission": "bash", "pattern": "git status *", "action": "allow" }.');

const classOverrideSchema = z
  .strictObject({
    default: z.enum(ACTIONS).describe("The action when no rule matches.").optional(),
    ceiling: z.enum(ACTIONS).describe("The loosest action any rule or approval may give.").optional(),
  })
  .describe('One class in one mode. Example: { "default": "deny", "ceiling": "deny" }.');

const modeOverrideSchema = z
  .strictObject(
    Object.fromEntries(TOOL_CLASSES.map((cls) => [cls, classOverrideSchema.optional()])) as Record<
      ToolClass,
      z.ZodOptional<typeof classOverrideSchema>
    >,
  )
  .describe("Overrides for one mode, by tool class.");

const permissionSchema = z
  .strictObject({
    mode: modeSchema.describe('The main agent\'s permission mode. Default: "default".').optional(),
    rules: z.array(ruleSchema).describe("Rules checked for every call. Order does not matter.").optional(),
    modes: z
      .strictObject(
        Object.fromEntries(MODE_NAMES.map((mode) => [mode, modeOverrideSchema.optional()])) as Record<
          Mode,
          z.ZodOptional<typeof modeOverrideSchema>
        >,
      )
      .describe(
        'Overrides of the built-in modes table. Along bypass to readonly, each class may only get stricter. Example: { "plan": { "execute": { "default": "deny" } } }.',
      )
      .optional(),
  })
  .describe("Permissions: the main agent's mode, the rules, and changes to the modes table.");

/** The whole config document. */
export const configSchema = z
  .strictObject({
    $schema: z.string().describe("The JSON Schema this file follows, for editors.").optional(),
    agents: agentsSchema.optional(),
    models: z.array(catalogModelSchema).describe("The models catalog. Default: empty.").optional(),
    tools: z.array(catalogToolSchema).describe("The tools catalog. Default: empty.").optional(),
    permission: permissionSchema.optional(),
  })
  .describe("SophiaClaw config (sophiaclaw.json): agents, models, tools and permissions.");

export type ConfigInput = z.input<typeof configSchema>;
