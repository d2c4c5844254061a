import { describe, expect, it } from "vitest";
import { TabFocusSwitch } from "../../src/app/editor/tabFocus";

/** The editor's mode as Monaco keeps it: one value, set by the switch or by Ctrl+M. */
function fakeMode() {
  let on = false;
  const applied: boolean[] = [];
  return { applied, get: () => on, set: (next: boolean) => void (applied.push(next), (on = next)) };
}

describe("TabFocusSwitch", () => {
  it("is off until turned on, and tells its listeners when it changes", () => {
    const tabSwitch = new TabFocusSwitch();
    const heard: boolean[] = [];
    tabSwitch.subscribe(() => heard.push(tabSwitch.get()));
    expect(tabSwitch.get()).toBe(false);
    tabSwitch.set(true);
    tabSwitch.set(true);
    tabSwitch.set(false);
    expect(heard).toEqual([true, false]);
  });

  it("sets the editor's mode when turned, once bound, and applies the choice made before binding", () => {
    const tabSwitch = new TabFocusSwitch();
    tabSwitch.set(true);
    const mode = fakeMode();
    tabSwitch.bind(mode.set);
    expect(mode.get()).toBe(true);
    tabSwitch.set(false);
    expect(mode.get()).toBe(false);
  });

  it("shows the mode the editor reports (Ctrl+M), without setting it again", () => {
    const tabSwitch = new TabFocusSwitch();
    const mode = fakeMode();
    tabSwitch.bind(mode.set);
    const heard: boolean[] = [];
    tabSwitch.subscribe(() => heard.push(tabSwitch.get()));
    tabSwitch.shown(true);
    expect(tabSwitch.get()).toBe(true);
    expect(heard).toEqual([true]);
    expect(mode.applied).toEqual([false]);
  });

  it("sets nothing once unbound (the editor is gone), and a later editor gets the choice", () => {
    const tabSwitch = new TabFocusSwitch();
    const first = fakeMode();
    const unbind = tabSwitch.bind(first.set);
    unbind();
    tabSwitch.set(true);
    expect(first.get()).toBe(false);
    const second = fakeMode();
    tabSwitch.bind(second.set);
    expect(second.get()).toBe(true);
  });
});
