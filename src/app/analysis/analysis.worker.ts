/// <reference lib="webworker" />
/** The analysis worker: large documents are analysed here so the editor never waits for the engine. */
import { analyze } from "../../core/index";

interface Request {
  readonly id: number;
  readonly config: string;
  readonly scenarios: string;
}

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, config, scenarios } = event.data;
  try {
    // As JSON text: one string crosses to the page, which parses it faster than it would deserialize the tens of
    // thousands of small objects of a large analysis (measured with bench/page.bench.ts).
    self.postMessage({ id, ok: true, analysis: JSON.stringify(analyze(config, scenarios)) });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
