/**
 * A worker thread that runs hostile cases by index and posts what it measured. Bundled by core.test.ts (a worker
 * cannot load TypeScript), and stopped from outside when a case outlives its bound.
 */
import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import { hostileCorpus } from "./corpus";
import { measure } from "./judge";

const corpus = hostileCorpus();
const clock = () => performance.now();

parentPort?.on("message", (index: number) => {
  const c = corpus[index];
  if (!c) throw new Error(`no case ${index}`);
  parentPort?.postMessage({ index, measured: measure(c, clock) });
});
