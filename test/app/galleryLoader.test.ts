/**
 * The gallery's list of examples: loaded once, and when it cannot be had (offline on a first visit, a request that
 * fails or answers nonsense) the failure is there as soon as the request fails, with whether the browser is offline;
 * a retry asks again. The network is a fake passed in: every request is counted.
 */
import { describe, expect, it } from "vitest";
import type { ExamplesNet } from "../../src/app/gallery/examples";
import { ExamplesLoader, type ExamplesState } from "../../src/app/gallery/loader";

type Answer = Awaited<ReturnType<ExamplesNet["fetch"]>>;
const answer = (status: number, body: string): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(body),
});
const INDEX = JSON.stringify([{ slug: "starter", title: "Starter", description: "A first config" }]);

/** A network whose answers the test gives one per request, in order; it records the URLs asked for. */
function fakeNet(answers: (() => Promise<Answer>)[], online = true) {
  const asked: string[] = [];
  const net: ExamplesNet = {
    fetch: (url) => {
      asked.push(url);
      const next = answers.shift();
      if (!next) throw new Error("no answer left");
      return next();
    },
    online: () => online,
  };
  return { net, asked };
}

/** The loader's state once the try under way has ended (its next change with `loading` false). */
function settled(loader: ExamplesLoader): Promise<ExamplesState> {
  return new Promise((resolve) => {
    const off = loader.subscribe(() => {
      const state = loader.get();
      if (state.loading) return;
      off();
      resolve(state);
    });
  });
}

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the examples loader", () => {
  it.each<[string, () => Promise<Answer>, boolean, boolean]>([
    ["offline on a first visit (fetch rejects, the browser says offline)", offline, false, true],
    ["a request that fails while the browser says online", offline, true, false],
    ["an answer of 404", () => Promise.resolve(answer(404, "not found")), true, false],
    ["an answer that is not JSON (a captive portal's page)", () => Promise.resolve(answer(200, "<html>")), true, false],
    [
      "a fetch that throws at once",
      () => {
        throw new TypeError("blocked");
      },
      true,
      false,
    ],
  ])("%s: fails at once, with whether it is offline", async (_name, fetched, online, isOffline) => {
    const { net, asked } = fakeNet([fetched], online);
    const loader = new ExamplesLoader(net);
    expect(loader.get()).toEqual({ examples: undefined, loading: false, failure: undefined, failures: 0 });
    const done = settled(loader);
    loader.load();
    expect(loader.get()).toMatchObject({ loading: true, failure: undefined });
    expect(await done).toEqual({
      examples: undefined,
      loading: false,
      failure: { offline: isOffline },
      failures: 1,
    });
    expect(asked).toEqual(["./examples/index.json"]);
  });

  it("asks once however often it is asked while a try is under way, and never again once loaded", async () => {
    let release!: (a: Answer) => void;
    const { net, asked } = fakeNet([() => new Promise<Answer>((resolve) => (release = resolve))]);
    const loader = new ExamplesLoader(net);
    const done = settled(loader);
    loader.load();
    loader.load();
    expect(asked).toHaveLength(1);
    release(answer(200, INDEX));
    expect((await done).examples).toEqual([
      { slug: "starter", title: "Starter", description: "A first config", profile: "sophiaclaw" },
    ]);
    loader.load();
    expect(asked).toHaveLength(1);
  });

  it("a retry after a failure asks again: fails again (counted), then loads and forgets the failure", async () => {
    const { net, asked } = fakeNet([offline, offline, () => Promise.resolve(answer(200, INDEX))], false);
    const loader = new ExamplesLoader(net);
    let done = settled(loader);
    loader.load();
    expect(await done).toMatchObject({ failure: { offline: true }, failures: 1 });

    done = settled(loader);
    loader.load();
    // The failure stays on show while the retry is under way.
    expect(loader.get()).toMatchObject({ loading: true, failure: { offline: true } });
    expect(await done).toMatchObject({ failure: { offline: true }, failures: 2, examples: undefined });

    done = settled(loader);
    loader.load();
    expect(await done).toMatchObject({ failure: undefined, failures: 2, examples: [{ slug: "starter" }] });
    expect(asked).toHaveLength(3);
  });
});
