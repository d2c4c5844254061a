/** fast-check arbitraries of permission inputs, shared by the permission and team properties. */
import fc from "fast-check";
import {
  ACTIONS,
  type Mode,
  type PermissionRequest,
  type Rule,
  TOOL_CLASSES,
  type ToolClass,
} from "../../src/core/index";
import {
  type Action,
  actionRank,
  type Approval,
  BUILTIN_MODES,
  type ClassPolicy,
  MODE_ORDER,
  type ModesTable,
} from "../../src/core/testing";

export const modeArb: fc.Arbitrary<Mode> = fc.constantFrom(...MODE_ORDER);
export const classArb: fc.Arbitrary<ToolClass> = fc.constantFrom(...TOOL_CLASSES);
export const actionArb: fc.Arbitrary<Action> = fc.constantFrom(...ACTIONS);
export const patternArb = fc.array(fc.constantFrom("a", "b", " ", "*", "?"), { maxLength: 5 }).map((xs) => xs.join(""));
export const textArb = fc.array(fc.constantFrom("a", "b", " "), { maxLength: 6 }).map((xs) => xs.join(""));
const permissionArb = fc.constantFrom("bash", "edit", "*", "b*");

export const ruleArb: fc.Arbitrary<Rule> = fc.record({
  permission: permissionArb,
  pattern: patternArb,
  action: actionArb,
});
export const approvalArb: fc.Arbitrary<Approval> = fc.record({
  permission: permissionArb,
  pattern: patternArb,
  grantedIn: modeArb,
});
export const requestArb: fc.Arbitrary<PermissionRequest> = fc.record({
  tool: fc.constantFrom("bash", "edit"),
  class: classArb,
  patterns: fc.array(textArb, { minLength: 1, maxLength: 3 }),
});

/** Five actions that only get stricter, one per mode in order. */
const risingArb = fc
  .array(actionArb, { minLength: MODE_ORDER.length, maxLength: MODE_ORDER.length })
  .map((xs) => [...xs].sort((a, b) => actionRank(a) - actionRank(b)));

/** A modes table that gets stricter along the order (the only kind readModes accepts): the built-in one, or random. */
export const modesArb: fc.Arbitrary<ModesTable> = fc.oneof(
  fc.constant(BUILTIN_MODES),
  fc
    .array(fc.tuple(risingArb, risingArb), { minLength: TOOL_CLASSES.length, maxLength: TOOL_CLASSES.length })
    .map((cols) => {
      const table = {} as Record<Mode, Record<ToolClass, ClassPolicy>>;
      MODE_ORDER.forEach((mode, m) => {
        const row = {} as Record<ToolClass, ClassPolicy>;
        TOOL_CLASSES.forEach((cls, c) => {
          const [defaults, ceilings] = cols[c]!;
          const ceiling = ceilings[m]!;
          row[cls] = {
            default: defaults[m]!,
            defaultFrom: { step: "test", label: `${mode} ${cls} default` },
            ...(ceiling !== "allow" && { ceiling, ceilingFrom: { step: "test", label: `${mode} ${cls} ceiling` } }),
          };
        });
        table[mode] = row;
      });
      return table;
    }),
);
