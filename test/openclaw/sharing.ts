// Two OpenClaw analyzers that read the config through a reader sharing the objects of unchanged parts, as the page's
// does: the memories by object (the schema checks', each agent's answers) are tested through them.
import {
  createAnalyzer,
  createOpenClawAnalyzer,
  parseDocument,
  SCENARIOS_MACHINE,
  SOPHIACLAW_PROFILE,
} from "../../src/core/index";
import { OPENCLAW_SCHEMAS } from "../../src/core/testing";

/** An analyzer as the page's: the config read through a SophiaClaw analyzer's reading, which shares unchanged parts. */
export const studioLike = () => {
  const reading = createAnalyzer({ profile: SOPHIACLAW_PROFILE, machine: SCENARIOS_MACHINE });
  return createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => reading.read("config", text));
};

/**
 * An analyzer whose reading hands back one object for every object of the same content, wherever it stands: a renamed
 * or moved entry is then the very object the memory holds under its old key or place, and two entries written alike
 * are one object.
 */
export const interning = () => {
  const known = new Map<string, unknown>();
  const intern = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    const key = JSON.stringify(v);
    const found = known.get(key);
    if (found !== undefined) return found;
    const made = Array.isArray(v) ? v.map(intern) : {};
    if (!Array.isArray(v))
      for (const [k, x] of Object.entries(v))
        Object.defineProperty(made, k, { value: intern(x), enumerable: true, writable: true, configurable: true });
    known.set(key, made);
    return made;
  };
  return createOpenClawAnalyzer(OPENCLAW_SCHEMAS, (text) => {
    const read = parseDocument(text, "config");
    const value = intern(read.value);
    return Object.assign(Object.create(Object.getPrototypeOf(read) as object) as typeof read, read, { value });
  });
};
