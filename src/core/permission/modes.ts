/**
 * The modes: loosest first, each with a default action per tool class (used when no rule matches) and an optional
 * ceiling (the loosest result any rule, grant or approval may give). A config may override parts of the built-in
 * table, but only with a table that gets stricter along the order: without that, "stricter mode" would mean nothing
 * and a subagent in a stricter mode could be allowed more than its parent.
 */
import { diagnosticAt, type Diagnostic, type JsonPath, type Located, type Provenance } from "../diagnostics";
import { ACTIONS, MODES, TOOL_CLASSES } from "../vocabulary";
import type { Action, Mode, ToolClass } from "../results";
import { isRecord, own } from "../safe";
import { PERMISSION_CODES, type CodeInfo } from "./codes";
import { permissionTexts as T } from "./texts";

/** Loosest first. */
export const MODE_ORDER: readonly Mode[] = MODES;
export { ACTIONS };

/** One class in one mode: its default action and its ceiling (absent: allow, no cap). */
export interface ClassPolicy {
  readonly default: Action;
  readonly ceiling?: Action;
  readonly defaultFrom: Provenance;
  readonly ceilingFrom?: Provenance;
}

export type ModesTable = Readonly<Record<Mode, Readonly<Record<ToolClass, ClassPolicy>>>>;

export const isMode = (x: unknown): x is Mode => typeof x === "string" && (MODE_ORDER as readonly string[]).includes(x);
export const isToolClass = (x: unknown): x is ToolClass =>
  typeof x === "string" && (TOOL_CLASSES as readonly string[]).includes(x);
export const isAction = (x: unknown): x is Action =>
  typeof x === "string" && (ACTIONS as readonly string[]).includes(x);

/** allow 0 < ask 1 < deny 2. */
export const actionRank = (a: Action): number => ACTIONS.indexOf(a);
/** The stricter of two actions. */
export const stricterAction = (a: Action, b: Action): Action => (actionRank(a) >= actionRank(b) ? a : b);
/** Position in MODE_ORDER; -1 for an unknown mode. */
export const modeRank = (m: string): number => (MODE_ORDER as readonly string[]).indexOf(m);

type Row = Record<ToolClass, Action | [Action, Action]>;
const A = "allow";
const Q = "ask";
const D: [Action, Action] = ["deny", "deny"];
const BUILTIN_ROWS: Record<Mode, Row> = {
  bypass: { read: A, edit: A, execute: A, network: A, delegate: A, plugin: A, outside: A },
  "accept-edits": { read: A, edit: A, execute: Q, network: Q, delegate: A, plugin: Q, outside: Q },
  default: { read: A, edit: Q, execute: Q, network: Q, delegate: A, plugin: Q, outside: Q },
  plan: { read: A, edit: D, execute: Q, network: Q, delegate: A, plugin: Q, outside: Q },
  readonly: { read: A, edit: D, execute: D, network: D, delegate: A, plugin: D, outside: D },
};

function builtinPolicy(mode: Mode, cls: ToolClass, cell: Action | [Action, Action]): ClassPolicy {
  const from = (field: "default" | "ceiling"): Provenance => ({
    step: "modes.builtin",
    label: T.builtinLabel(mode, cls, field),
  });
  if (typeof cell === "string") return { default: cell, defaultFrom: from("default") };
  return { default: cell[0], ceiling: cell[1], defaultFrom: from("default"), ceilingFrom: from("ceiling") };
}

function buildTable(cell: (mode: Mode, cls: ToolClass) => ClassPolicy): ModesTable {
  const table = {} as Record<Mode, Record<ToolClass, ClassPolicy>>;
  for (const mode of MODE_ORDER) {
    const row = {} as Record<ToolClass, ClassPolicy>;
    for (const cls of TOOL_CLASSES) row[cls] = cell(mode, cls);
    table[mode] = row;
  }
  return table;
}

/** The table of SEMANTICS §2: what every mode does when the config says nothing. */
export const BUILTIN_MODES: ModesTable = buildTable((mode, cls) => builtinPolicy(mode, cls, BUILTIN_ROWS[mode][cls]));

/** A class's policy in a mode of a table; undefined for an unknown mode or class (never guessed). */
export function policyOf(table: ModesTable, mode: string, cls: string): ClassPolicy | undefined {
  const row = own(table, mode);
  const policy = own(row, cls);
  return isRecord(policy) ? (policy as unknown as ClassPolicy) : undefined;
}

export interface ModesReading {
  /** The table in force: the config's overrides merged over the built-in table, or the built-in table if invalid. */
  readonly table: ModesTable;
  /** Whether the config's overrides are in force. */
  readonly custom: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

const MODES_PATH: JsonPath = ["permission", "modes"];

/** Reads `permission.modes` (mode -> class -> { default?, ceiling? }), validates it, and merges it over the built-in table. */
export function readModes(config: Located): ModesReading {
  const raw = own(own(config.value, "permission"), "modes");
  if (raw === undefined) return { table: BUILTIN_MODES, custom: false, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const report = (info: CodeInfo, path: JsonPath, message: string) =>
    diagnostics.push(diagnosticAt(config, path, info.code, info.severity, `${message} ${T.fallback}`));
  if (!isRecord(raw)) {
    report(PERMISSION_CODES.modesMalformed, MODES_PATH, T.modesNotObject);
    return { table: BUILTIN_MODES, custom: false, diagnostics };
  }
  // Overrides as read: mode -> class -> field -> [action, path].
  const overrides = new Map<string, { action: Action; path: JsonPath }>();
  const key = (mode: string, cls: string, field: string) => `${mode}\u0000${cls}\u0000${field}`;
  for (const [mode, row] of Object.entries(raw)) {
    const modePath = [...MODES_PATH, mode];
    if (!isMode(mode)) {
      report(PERMISSION_CODES.modesUnknownMode, modePath, T.unknownMode(mode, MODE_ORDER));
      continue;
    }
    if (!isRecord(row)) {
      report(PERMISSION_CODES.modesMalformed, modePath, T.modesNotObject);
      continue;
    }
    for (const [cls, entry] of Object.entries(row)) {
      const clsPath = [...modePath, cls];
      if (!isToolClass(cls)) {
        report(PERMISSION_CODES.modesUnknownClass, clsPath, T.unknownClass(cls, TOOL_CLASSES));
        continue;
      }
      if (!isRecord(entry)) {
        report(PERMISSION_CODES.modesMalformed, clsPath, T.classNotObject(mode, cls));
        continue;
      }
      for (const [field, value] of Object.entries(entry)) {
        const fieldPath = [...clsPath, field];
        if (field !== "default" && field !== "ceiling")
          report(PERMISSION_CODES.modesMalformed, fieldPath, T.unknownField(field));
        else if (!isAction(value)) report(PERMISSION_CODES.modesMalformed, fieldPath, T.badAction(field, value));
        else overrides.set(key(mode, cls, field), { action: value, path: fieldPath });
      }
    }
  }
  const table = buildTable((mode, cls) => {
    const base = BUILTIN_MODES[mode][cls];
    const d = overrides.get(key(mode, cls, "default"));
    const c = overrides.get(key(mode, cls, "ceiling"));
    const from = (path: JsonPath): Provenance => ({
      step: "permission.modes",
      label: `permission.modes.${mode}.${cls}.${path.at(-1)}`,
      doc: config.doc,
      path,
    });
    return {
      default: d?.action ?? base.default,
      defaultFrom: d ? from(d.path) : base.defaultFrom,
      ...(c
        ? { ceiling: c.action, ceilingFrom: from(c.path) }
        : base.ceiling
          ? { ceiling: base.ceiling, ceilingFrom: base.ceilingFrom! }
          : {}),
    };
  });
  // Along the order every class's default and ceiling only get stricter.
  for (const cls of TOOL_CLASSES) {
    for (let i = 0; i + 1 < MODE_ORDER.length; i++) {
      const loose = MODE_ORDER[i]!;
      const strict = MODE_ORDER[i + 1]!;
      for (const field of ["default", "ceiling"] as const) {
        const a = table[loose][cls][field] ?? "allow";
        const b = table[strict][cls][field] ?? "allow";
        if (actionRank(b) >= actionRank(a)) continue;
        const at = overrides.get(key(strict, cls, field)) ?? overrides.get(key(loose, cls, field));
        report(
          PERMISSION_CODES.modesNotMonotone,
          at?.path ?? MODES_PATH,
          T.notMonotone(field, cls, loose, a, strict, b),
        );
      }
    }
  }
  return diagnostics.length
    ? { table: BUILTIN_MODES, custom: false, diagnostics }
    : { table, custom: true, diagnostics };
}

/** Whether a table gets stricter along the order in every class (the property readModes enforces). */
export function isMonotone(table: ModesTable): boolean {
  return TOOL_CLASSES.every((cls) =>
    MODE_ORDER.every((mode, i) => {
      const next = MODE_ORDER[i + 1];
      if (!next) return true;
      const a = table[mode][cls];
      const b = table[next][cls];
      return (
        actionRank(b.default) >= actionRank(a.default) &&
        actionRank(b.ceiling ?? "allow") >= actionRank(a.ceiling ?? "allow")
      );
    }),
  );
}
