/**
 * `npm run bench`: every benchmark, each printing its figures and, where there is one, the ratio against a baseline
 * measured in the same run. Run one group with `npm run bench -- <group>` (scope, permission, share, analyze, diff, page,
 * hostile, matrix, why, bundle, openclaw).
 */
import { benchAnalyze } from "./analyze.bench";
import { benchDiff } from "./diff.bench";
import { benchPermission } from "./permission.bench";
import { benchScope } from "./scope.bench";
import { benchShare } from "./share.bench";
import { benchPage } from "./page.bench";
import { benchHostile } from "./hostile.bench";
import { benchMatrix } from "./matrix.bench";
import { benchWhy } from "./why.bench";
import { benchOpenClaw, benchOpenClawKeystroke } from "./openclaw.bench";
import { benchBundle } from "./bundle.bench";

const groups: Record<string, () => void | Promise<void>> = {
  scope: benchScope,
  permission: benchPermission,
  share: benchShare,
  analyze: benchAnalyze,
  diff: benchDiff,
  page: benchPage,
  hostile: benchHostile,
  matrix: benchMatrix,
  why: benchWhy,
  openclaw: () => {
    benchOpenClaw();
    benchOpenClawKeystroke();
  },
  bundle: benchBundle,
};

const wanted = process.argv.slice(2);
for (const name of wanted) if (!Object.hasOwn(groups, name)) throw new Error(`Unknown benchmark group ${name}`);
for (const [name, run] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await run();
}
