/**
 * Property tests: random seeds on a developer's machine (new cases every run, and fast-check prints the seed of any
 * failure to replay it), one fixed seed in CI so that a landing never depends on the draw. FC_SEED overrides both.
 */
import fc from "fast-check";

const seed = process.env.FC_SEED ?? (process.env.CI ? "20261202" : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
