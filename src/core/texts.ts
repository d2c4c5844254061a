/** The sentences of the hinge (analyze.ts): the scenarios' own diagnostics and expectations. Each room keeps its own. */
export const scenarioTexts = {
  sessionExpect: (expected: string, got: string) =>
    expected.trim().toLowerCase() === got ? `resolves to agent "${got}"` : `expected agent "${expected}", got "${got}"`,
  skillExpect: (expected: boolean, got: boolean) =>
    expected === got
      ? got
        ? "allowed, as expected"
        : "not allowed, as expected"
      : `expected ${expected ? "allowed" : "not allowed"}, got ${got ? "allowed" : "not allowed"}`,
  callExpect: (expected: string, got: string) =>
    expected === got ? `verdict "${got}", as expected` : `expected verdict "${expected}", got "${got}"`,
  failed: (text: string) =>
    `Expectation not met: ${text}. Fix the config, or the expectation if it is the one that is wrong.`,
  unknownSkillAgent: (id: string) =>
    `Agent "${id}" is not in agents.list: it has no skills filter, so every skill is allowed. Check the id's spelling.`,
};
