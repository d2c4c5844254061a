// Which skills each agent may use (`openclaw skills check --agent <id> --json`): no filter, an empty one, names the
// release ships and names it does not, a glob and capitals (matched as written), blanks, the defaults' filter and an
// agent's own replacing it, one agent and a fleet (whose owner also gets the custodian skills in 2026.9). One list,
// written in each release's roster (skillCases("entries") for 2026.9, skillCases("list") for 2026.7); recorded with
// --skills.
import { roster } from "./cases-models.mjs";

/** [name, agents, defaults] */
const CASES = [
  ["no-filter", { main: {} }, undefined],
  ["empty-filter", { main: { skills: [] } }, undefined],
  ["shipped-names", { main: { skills: ["github", "weather", "tmux"] } }, undefined],
  ["unknown-names", { main: { skills: ["no-such-skill", "github"] } }, undefined],
  ["glob-and-capitals", { main: { skills: ["git*", "GitHub", "weather"] } }, undefined],
  ["blanks-and-spaces", { main: { skills: ["  weather  ", "", " "] } }, undefined],
  ["defaults-filter", { main: {} }, { skills: ["weather", "healthcheck"] }],
  ["agent-replaces-defaults", { main: { skills: ["github"] } }, { skills: ["weather"] }],
  ["agent-empty-over-defaults", { main: { skills: [] } }, { skills: ["weather"] }],
  [
    "fleet-mixed",
    { main: {}, writer: { skills: ["summarize", "weather"] }, ops: { skills: [] } },
    { skills: ["healthcheck"] },
  ],
  ["fleet-no-filters", { main: {}, writer: {} }, undefined],
  [
    "plugin-and-custodian-names",
    { main: { skills: ["canvas", "browser-automation", "configure-channel"] } },
    undefined,
  ],
];

export function skillCases(shape) {
  return CASES.map(([name, agents, defaults]) => ({
    name: `skills-${name}`,
    rule: "skills-check",
    config: roster(shape, agents, defaults),
  }));
}

export default skillCases("entries");
