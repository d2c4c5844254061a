// The parts the recorders of routes (record-routes.mjs) and of spawns (record-spawns.mjs) share: their options, the
// scratch HOME replaced by <HOME>, a command's JSON read from its stdout, and `config validate --json`'s verdict.
// NOT part of CI.

/** A recorder's options (`mode`: its flag in record.mjs, `routes` or `spawns`). */
export function parseArgs(argv, mode) {
  const opts = {
    openclaw: process.env.OPENCLAW_BIN,
    node: process.env.OPENCLAW_NODE ?? process.execPath,
    cases: undefined,
    out: undefined,
    only: undefined,
    jobs: 1,
    timeout: 120,
    keep: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === `--${mode}`) continue;
    else if (a === "--openclaw") opts.openclaw = next();
    else if (a === "--node") opts.node = next();
    else if (a === "--cases") opts.cases = next();
    else if (a === "--out") opts.out = next();
    else if (a === "--only") opts.only = new Set(next().split(","));
    else if (a === "--jobs") opts.jobs = Math.max(1, Number(next()));
    else if (a === "--timeout") opts.timeout = Number(next());
    else if (a === "--keep") opts.keep = true;
    else throw new Error(`record --${mode}: unknown argument ${a}`);
  }
  if (!opts.openclaw) throw new Error(`usage: record.mjs --${mode} --openclaw <openclaw.mjs | package dir> [...]`);
  return opts;
}

/** Replaces the scratch home by "<HOME>" in every string of a JSON value (or in a string). */
export function placehold(value, home) {
  if (typeof value === "string") return value.replaceAll(home, "<HOME>");
  return JSON.parse(JSON.stringify(value).replaceAll(home, "<HOME>"));
}

/** Parses a command's JSON stdout (from the first line that opens an object or an array when noise precedes it). */
export function parseJson(text) {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    const lines = trimmed.split("\n");
    const start = lines.findIndex((l) => l.startsWith("{") || l.startsWith("["));
    if (start < 0) return undefined;
    try {
      return JSON.parse(lines.slice(start).join("\n"));
    } catch {
      return undefined;
    }
  }
}

export const firstLine = (text) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l !== "") ?? "";

/** `config validate --json`'s verdict: valid, the issues' paths and messages, the warnings. */
export function verdict(r) {
  const j = parseJson(r.stdout);
  if (!j || typeof j !== "object" || typeof j.valid !== "boolean") {
    return { valid: false, exitCode: r.exitCode, stderr: firstLine(r.stderr || r.stdout) };
  }
  const out = { valid: j.valid };
  if (Array.isArray(j.issues) && j.issues.length > 0)
    out.issues = j.issues.map((i) => ({ path: i.path, message: i.message }));
  if (!j.valid && !out.issues && j.error !== undefined)
    out.error = typeof j.error === "string" ? j.error : j.error.message;
  if (Array.isArray(j.warnings) && j.warnings.length > 0)
    out.warnings = j.warnings.map((w) => (typeof w === "string" ? w : { path: w.path, message: w.message }));
  return out;
}
