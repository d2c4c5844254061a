/**
 * Binds the switch beside the keys hint (tabFocus.ts) to Monaco's tab focus mode, both ways: turning the switch
 * sets the mode, and every change of the mode (Ctrl+M, the command palette, the switch) shows on the switch.
 */
import { TabFocus } from "monaco-editor/editor/browser/config/tabFocus";
// Ctrl+M (Ctrl+Shift+M on a Mac) toggles the mode, as the hint above the editor says.
import "monaco-editor/features/toggleTabFocusMode/register";
import type { monaco } from "./monaco";
import type { TabFocusSwitch } from "./tabFocus";

export function bindTabFocus(tabSwitch: TabFocusSwitch): monaco.IDisposable {
  const unbind = tabSwitch.bind((on) => {
    if (TabFocus.getTabFocusMode() !== on) TabFocus.setTabFocusMode(on);
  });
  const listener = TabFocus.onDidChangeTabFocus((on) => tabSwitch.shown(on));
  return {
    dispose() {
      listener.dispose();
      unbind();
    },
  };
}
