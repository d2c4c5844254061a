// The recorded OpenClaw corpus (test/fixtures/openclaw) as inputs: each case's config text and its simulated
// machine, the scratch placeholders put back as the fake folders profiles.test.ts uses.
import { readFileSync } from "node:fs";
import type { OpenClawEnvironment } from "../../src/core/index";

export interface RecordedInput {
  readonly name: string;
  readonly rule: string;
  readonly valid: boolean;
  readonly text: string;
  readonly env: OpenClawEnvironment;
}

/** A recorded case's input as the fixture holds it (places written as <HOME>, <CWD>, <SCRATCH>). */
export interface RecordedCaseInput {
  configText?: string;
  configAt: string | null;
  env: Record<string, string>;
  cwd: string;
  files?: Record<string, string>;
  /** The host's exec approvals document (cases-agents.mjs). */
  approvals?: string;
}

interface Recorded {
  name: string;
  rule: string;
  input: RecordedCaseInput;
  validate: { json: { valid: boolean } };
}

const PLACES: readonly (readonly [string, string])[] = [
  ["<HOME>", "/scratch/home"],
  ["<CWD>", "/scratch/cwd"],
  ["<SCRATCH>", "/scratch"],
];
const expand = (s: string) => PLACES.reduce((t, [p, real]) => t.replaceAll(p, real), s);
/** A recorded answer with its places put back as the fake folders the inputs use. */
export const withPlaces = <T>(value: T): T => JSON.parse(expand(JSON.stringify(value))) as T;
/**
 * 2026.9 names a sandbox's folder by a hash of the agent's workspace, which on the recording machine was a scratch
 * folder whose name the recording replaced: those hashes cannot be recomputed, so they are compared as a mark when
 * the workspace is a scratch one (`hashed`). Cases with a workspace of their own pin the hashes exactly.
 */
export const maskScratchHashes = (text: string, workspace: string): string =>
  workspace.startsWith(expand("<SCRATCH>")) ? text.replace(/workspace-[0-9a-f]{32}/g, "workspace-<sha256>") : text;
const mapValues = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [expand(k), expand(v)]));

/** The recorded cases of one release that have a config text. */
export function recordedInputs(version: string): RecordedInput[] {
  const fixture = JSON.parse(readFileSync(`test/fixtures/openclaw/${version}.json`, "utf8")) as { cases: Recorded[] };
  return fixture.cases.flatMap((c) => {
    const i = c.input;
    if (i.configText === undefined) return [];
    const env: OpenClawEnvironment = {
      home: expand("<HOME>"),
      cwd: expand(i.cwd),
      vars: mapValues(i.env),
      configAt: i.configAt === null ? null : expand(i.configAt),
      ...(i.files ? { files: mapValues(i.files) } : {}),
      ...(i.approvals !== undefined ? { approvals: expand(i.approvals) } : {}),
    };
    return [{ name: c.name, rule: c.rule, valid: c.validate.json.valid, text: expand(i.configText), env }];
  });
}
