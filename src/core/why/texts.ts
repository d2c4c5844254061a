/** The sentences of the why room, rendered last from the changes' data. */
import type { Change, Suggestion, WhyNone } from "./change";

const q = (s: string): string => JSON.stringify(s);

/** One change, as the user reads it. */
export function changeText(c: Change): string {
  switch (c.kind) {
    case "add-grant":
      return `Grant ${c.agent} ${c.tool} ${q(c.pattern)} (the main agent's grant)`;
    case "add-rule":
      return `Add the rule ${c.action} ${c.permission} ${q(c.pattern)} to permission.rules`;
    case "add-approval":
      return `Approve ${c.permission} ${q(c.pattern)} always, given in ${c.grantedIn} mode`;
    case "add-request":
      return `Let ${c.agent} ask the main agent for ${c.toolClass} calls (request)`;
    case "add-tool":
      return `Give ${c.agent} the tool ${c.tool}`;
    case "set-mode":
      return c.agent === "lead"
        ? `Set the main agent's mode from ${c.from} to ${c.to}`
        : `Set ${c.agent}'s mode from ${c.from} to ${c.to}`;
    case "remove-rule":
      return `Remove the rule ${c.action} ${c.permission} ${q(c.pattern)}`;
    case "remove-grant":
      return `Remove ${c.agent}'s grant ${c.tool} ${q(c.pattern)}`;
    case "remove-approval":
      return `Remove the approval ${c.permission} ${q(c.pattern)}`;
    case "add-skill":
      return `Add ${q(c.pattern)} to ${c.agent}'s skills`;
    case "remove-skill":
      return `Remove ${q(c.pattern)} from ${c.agent}'s skills`;
    case "drop-skill-filter":
      return `Remove ${c.agent}'s skills filter (every skill allowed)`;
    case "fix-skill-name":
      return `Write the skill name as filters read it: ${q(c.to)}, not ${q(c.from)}`;
    case "set-session-key":
      return `Use the session key ${q(c.to)}`;
    case "set-session-agent":
      return `Name the agent for this session: --agent ${c.agent}`;
    case "move-default":
      return `Make ${c.to} the default agent instead of ${c.from}`;
  }
}

/** A suggestion's changes in one line. */
export function suggestionTitle(s: Pick<Suggestion, "changes">): string {
  return s.changes.map(changeText).join(", and ");
}

/** Why a search has nothing to offer. */
export function whyNoneText(n: WhyNone): string {
  switch (n.kind) {
    case "no-target":
      return n.target.kind === "probe"
        ? "The call could not be added to the scenarios."
        : `There is no ${n.target.kind} number ${n.target.index + 1} in the scenarios.`;
    case "not-analysed":
      return "The documents must parse, and be analysed whole, before changes can be tried.";
    case "already":
      return `It already answers ${String(n.answer)}.`;
  }
}
