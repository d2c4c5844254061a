/**
 * Reading permission.rules from the config: each well-formed rule with where it is (path and span), so a decision
 * can point at its line; each malformed one skipped with a diagnostic that says why it never applies.
 */
import { UNLIMITED, type Steps } from "../budget";
import { diagnosticAt, formatPath, type Diagnostic, type JsonPath, type Located } from "../diagnostics";
import { arr, isRecord, own } from "../safe";
import { PERMISSION_CODES } from "./codes";
import type { Rule } from "./evaluate";
import { isAction } from "./modes";
import { permissionTexts as T } from "./texts";

export interface RulesReading {
  readonly rules: Rule[];
  /** Each rule's index in permission.rules (parallel to `rules`). */
  readonly indexes: number[];
  readonly diagnostics: Diagnostic[];
}

/** The rules of `permission.rules`; a rule without a pattern matches every text (`*`). One budget step a rule. */
export function readRules(config: Located, steps: Steps = UNLIMITED): RulesReading {
  const raw = own(own(config.value, "permission"), "rules");
  const rules: Rule[] = [];
  const indexes: number[] = [];
  const diagnostics: Diagnostic[] = [];
  if (raw === undefined) return { rules, indexes, diagnostics };
  const list = arr(raw);
  const bad = (path: JsonPath, info: { code: string; severity: Diagnostic["severity"] }, message: string) =>
    diagnostics.push(diagnosticAt(config, path, info.code, info.severity, message));
  if (!list) {
    bad(["permission", "rules"], PERMISSION_CODES.ruleMalformed, T.rulesNotArray);
    return { rules, indexes, diagnostics };
  }
  list.forEach((entry, i) => {
    steps.step();
    const path: JsonPath = ["permission", "rules", i];
    if (!isRecord(entry)) return bad(path, PERMISSION_CODES.ruleMalformed, T.ruleNotObject);
    const permission = own(entry, "permission");
    if (typeof permission !== "string" || !permission.trim())
      return bad([...path, "permission"], PERMISSION_CODES.ruleMalformed, T.ruleNoPermission);
    const pattern = own(entry, "pattern") ?? "*";
    if (typeof pattern !== "string")
      return bad([...path, "pattern"], PERMISSION_CODES.ruleMalformed, T.rulePatternNotString);
    const action = own(entry, "action");
    if (!isAction(action)) return bad([...path, "action"], PERMISSION_CODES.ruleUnknownAction, T.unknownAction(action));
    rules.push({
      permission: permission.trim(),
      pattern,
      action,
      from: { step: "permission.rules", label: formatPath(path), doc: config.doc, path },
    });
    indexes.push(i);
  });
  return { rules, indexes, diagnostics };
}
