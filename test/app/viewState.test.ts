import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../src/app/platform";
import {
  EMPTY_VIEW_STATE,
  readViewState,
  scrollOffset,
  textStamp,
  VIEW_KEY,
  viewFor,
  ViewStateKeeper,
  writeViewState,
  type EditorView,
  type ViewState,
} from "../../src/app/state/viewState";
import { blockedStorage, fakeTimer, fullStorage } from "./storageFakes";

const config = '{ "agents": { "list": [{ "id": "main" }, { "id": "helper" }] } }';
const scenarios = '{ "calls": [] }';

const place = (text: string, line: number, scrollTop = 0): EditorView => ({
  stamp: textStamp(text),
  anchor: { line, column: 1 },
  cursor: { line, column: 5 },
  scrollTop,
  scrollLeft: 0,
});

describe("textStamp", () => {
  it("is the same for the same text", () => {
    expect(textStamp(config)).toBe(textStamp(`${config}`.slice(0)));
  });

  it.each([
    ["one character changed", config.replace("helper", "helpes")],
    ["two characters swapped", config.replace("main", "mian")],
    ["a character added", `${config} `],
    ["the other document", scenarios],
    ["empty", ""],
  ])("differs for another text: %s", (_, other) => {
    expect(textStamp(other)).not.toBe(textStamp(config));
  });
});

describe("readViewState and writeViewState", () => {
  it("reads back what was written", () => {
    const storage = memoryStorage();
    const state: ViewState = { docs: { config: place(config, 12, 340), scenarios: place(scenarios, 1) } };
    expect(writeViewState(storage, state)).toBe(true);
    expect(readViewState(storage)).toEqual(state);
  });

  it.each([
    ["a panel", '{ "docs": {}, "panel": "skills" }', { docs: {}, panel: "skills" }],
    ["a panel and no docs", '{ "panel": "problems" }', { docs: {}, panel: "problems" }],
    ["a name that is no panel", '{ "docs": {}, "panel": "settings" }', EMPTY_VIEW_STATE],
    ["a panel that is not a string", '{ "docs": {}, "panel": 3 }', EMPTY_VIEW_STATE],
  ])("reads the open panel: %s", (_, raw, want) => {
    const storage = memoryStorage();
    storage.setItem(VIEW_KEY, raw);
    expect(readViewState(storage)).toEqual(want);
  });

  it.each([
    ["nothing kept", null],
    ["not JSON", "{oops"],
    ["not a record", "[1, 2]"],
    ["no docs", '{ "other": 1 }'],
  ])("reads %s as nothing kept", (_, raw) => {
    const storage = memoryStorage();
    if (raw !== null) storage.setItem(VIEW_KEY, raw);
    expect(readViewState(storage)).toEqual(EMPTY_VIEW_STATE);
  });

  it.each([
    ["a line below 1", { ...place(config, 3), cursor: { line: 0, column: 1 } }],
    ["a fractional column", { ...place(config, 3), anchor: { line: 3, column: 1.5 } }],
    ["a negative scroll", { ...place(config, 3), scrollTop: -4 }],
    ["no stamp", { ...place(config, 3), stamp: 7 }],
    ["a string for a number", { ...place(config, 3), scrollLeft: "0" }],
  ])("drops a document's place with %s, keeps the other's", (_, broken) => {
    const storage = memoryStorage();
    storage.setItem(VIEW_KEY, JSON.stringify({ docs: { config: broken, scenarios: place(scenarios, 2) } }));
    expect(readViewState(storage)).toEqual({ docs: { scenarios: place(scenarios, 2) } });
  });

  it("reads only its own documents' places (own properties, known names)", () => {
    const storage = memoryStorage();
    storage.setItem(VIEW_KEY, `{ "docs": { "__proto__": ${JSON.stringify(place(config, 2))}, "other": 1 } }`);
    expect(readViewState(storage)).toEqual(EMPTY_VIEW_STATE);
  });

  it.each([
    ["blocked", blockedStorage()],
    ["full", fullStorage()],
  ])("says so when storage is %s, and throws nothing", (_, storage) => {
    expect(writeViewState(storage, { docs: { config: place(config, 2) } })).toBe(false);
    expect(() => readViewState(storage)).not.toThrow();
  });
});

describe("viewFor", () => {
  const state: ViewState = { docs: { config: place(config, 9) } };

  it("gives the place back in the text it was taken in", () => {
    expect(viewFor(state, "config", config)).toEqual(place(config, 9));
  });

  it("gives nothing in another text (the documents were replaced), nor for a document with no place", () => {
    expect(viewFor(state, "config", config.replace("main", "boss"))).toBeUndefined();
    expect(viewFor(state, "scenarios", scenarios)).toBeUndefined();
  });
});

describe("scrollOffset", () => {
  it.each([
    [120.4, 120],
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
  ])("%s is kept as %s", (value, kept) => {
    expect(scrollOffset(value)).toBe(kept);
  });
});

describe("ViewStateKeeper", () => {
  it("reads the saved place once, when created", () => {
    const storage = memoryStorage();
    writeViewState(storage, { docs: { config: place(config, 4) } });
    const keeper = new ViewStateKeeper(storage, fakeTimer());
    expect(keeper.saved).toEqual({ docs: { config: place(config, 4) } });
  });

  it("writes what its sources tell once changes pause, not on each change", () => {
    const storage = memoryStorage();
    const timer = fakeTimer();
    const keeper = new ViewStateKeeper(storage, timer, 300);
    let line = 1;
    keeper.source(() => ({ docs: { config: place(config, line) } }));
    line = 5;
    keeper.changed();
    timer.tick(200);
    line = 8;
    keeper.changed();
    timer.tick(200);
    expect(storage.getItem(VIEW_KEY)).toBeNull();
    timer.tick(100);
    expect(readViewState(storage)).toEqual({ docs: { config: place(config, 8) } });
    expect(timer.waiting()).toBe(0);
  });

  it("writes a waiting change at once when flushed (the page is left), and nothing when none waits", () => {
    const storage = memoryStorage();
    const timer = fakeTimer();
    const keeper = new ViewStateKeeper(storage, timer);
    keeper.source(() => ({ docs: { scenarios: place(scenarios, 3) } }));
    keeper.flush();
    expect(storage.getItem(VIEW_KEY)).toBeNull();
    keeper.changed();
    keeper.flush();
    expect(readViewState(storage)).toEqual({ docs: { scenarios: place(scenarios, 3) } });
    expect(timer.waiting()).toBe(0);
  });

  it("keeps the saved place of a document no source tells of, and merges the sources' parts", () => {
    const storage = memoryStorage();
    writeViewState(storage, { docs: { config: place(config, 4), scenarios: place(scenarios, 1) } });
    const timer = fakeTimer();
    const keeper = new ViewStateKeeper(storage, timer);
    keeper.source(() => ({ docs: { scenarios: place(scenarios, 2) } }));
    keeper.source(() => ({}));
    keeper.changed();
    keeper.flush();
    expect(readViewState(storage)).toEqual({ docs: { config: place(config, 4), scenarios: place(scenarios, 2) } });
  });

  it("asks a removed source no more", () => {
    const storage = memoryStorage();
    const keeper = new ViewStateKeeper(storage, fakeTimer());
    const remove = keeper.source(() => ({ docs: { config: place(config, 6) } }));
    remove();
    keeper.changed();
    keeper.flush();
    expect(readViewState(storage)).toEqual(EMPTY_VIEW_STATE);
  });

  it("goes on when storage refuses the write", () => {
    const timer = fakeTimer();
    const keeper = new ViewStateKeeper(blockedStorage(), timer);
    keeper.source(() => ({ docs: { config: place(config, 6) } }));
    keeper.changed();
    expect(() => timer.tick(1000)).not.toThrow();
  });
});
