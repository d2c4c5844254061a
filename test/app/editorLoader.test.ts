import { describe, expect, it } from "vitest";
import { EditorLoader } from "../../src/app/editor/loader";

/** An import the test settles by hand, one per call. */
function imports() {
  const calls: { resolve: (m: string) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the editor loader", () => {
  it("imports once, however often it is started, and shows the editor when it arrives", async () => {
    const { calls, load } = imports();
    const loader = new EditorLoader(load);
    loader.start();
    loader.start();
    expect(calls).toHaveLength(1);
    expect(loader.get()).toMatchObject({ loading: true, fault: undefined, module: undefined });
    calls[0]?.resolve("editor");
    await settle();
    expect(loader.get()).toMatchObject({ loading: false, fault: undefined, module: "editor", failures: 0 });
  });

  it("reports a failed import as load-failed, and a retry imports afresh", async () => {
    const { calls, load } = imports();
    const loader = new EditorLoader(load);
    loader.start();
    calls[0]?.reject(new Error("net::ERR_FAILED"));
    await settle();
    expect(loader.get()).toMatchObject({ loading: false, fault: "load-failed", failures: 1, module: undefined });

    loader.retry();
    loader.retry(); // a second click while the first retry is under way does nothing
    expect(calls).toHaveLength(2);
    expect(loader.get()).toMatchObject({ loading: true, fault: "load-failed" });
    calls[1]?.reject(new Error("again"));
    await settle();
    expect(loader.get()).toMatchObject({ loading: false, fault: "load-failed", failures: 2 });

    loader.retry();
    calls[2]?.resolve("editor");
    await settle();
    expect(loader.get()).toMatchObject({ loading: false, fault: undefined, module: "editor", failures: 2 });
  });

  it("treats a loader that throws at once like a failed import", async () => {
    const loader = new EditorLoader<string>(() => {
      throw new Error("blocked");
    });
    loader.start();
    await settle();
    expect(loader.get()).toMatchObject({ fault: "load-failed", failures: 1 });
  });

  it("falls back when the editor crashes, and a retry mounts the loaded editor again without importing", async () => {
    const { calls, load } = imports();
    const loader = new EditorLoader(load);
    loader.start();
    calls[0]?.resolve("editor");
    await settle();
    const mounted = loader.get().mount;
    loader.crashed();
    expect(loader.get()).toMatchObject({ fault: "crashed", failures: 1, module: "editor" });
    loader.retry();
    expect(calls).toHaveLength(1);
    expect(loader.get()).toMatchObject({ fault: undefined, loading: false, module: "editor" });
    expect(loader.get().mount).toBeGreaterThan(mounted);
  });

  it("tells its subscribers of every change", async () => {
    const { calls, load } = imports();
    const loader = new EditorLoader(load);
    const seen: (string | undefined)[] = [];
    const unsubscribe = loader.subscribe(() =>
      seen.push(loader.get().fault ?? (loader.get().loading ? "loading" : "ok")),
    );
    loader.start();
    calls[0]?.reject(new Error("x"));
    await settle();
    unsubscribe();
    loader.retry();
    expect(seen).toEqual(["loading", "load-failed"]);
  });
});
