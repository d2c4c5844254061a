/**
 * Leaving the editor by keyboard. Tab indents inside Monaco, so a keyboard user needs another way out: Esc, then
 * Tab (or Shift+Tab) moves the focus to the control after (or before) the editor. Esc itself is left to Monaco
 * (closing a suggestion list, the find widget, a hover...): it only arms the next Tab, and any other key disarms
 * it. Inside a snippet Esc only leaves the snippet (its Tab moves between the snippet's places): a second Esc arms.
 * Monaco's own Ctrl+M (tab focus mode) works as well; the hint above the editor names both.
 */
import { focusBeyond } from "./focus";
import { monaco } from "./monaco";

const ARMED = "scopeStudioLeaveArmed";
const { KeyCode, KeyMod } = monaco;
const MODIFIERS: ReadonlySet<number> = new Set([KeyCode.Shift, KeyCode.Ctrl, KeyCode.Alt, KeyCode.Meta]);

/** Monaco's snippet controller, as far as this asks it: whether the cursor is in a snippet's places. */
interface SnippetController extends monaco.editor.IEditorContribution {
  isInSnippet(): boolean;
}

export function leaveWithEscapeThenTab(
  editor: monaco.editor.IStandaloneCodeEditor,
  container: HTMLElement,
): monaco.IDisposable {
  const armed = editor.createContextKey<boolean>(ARMED, false);
  const keys = editor.onKeyDown((event) => {
    // Read before Monaco handles the key: an Esc that leaves a snippet does not arm.
    if (event.keyCode === KeyCode.Escape)
      armed.set(!editor.getContribution<SnippetController>("snippetController2")?.isInSnippet());
    else if (event.keyCode !== KeyCode.Tab && !MODIFIERS.has(event.keyCode)) armed.set(false);
  });
  const blur = editor.onDidBlurEditorText(() => armed.set(false));
  const leave = (direction: "forward" | "backward") => {
    armed.set(false);
    focusBeyond(container, direction);
  };
  editor.addCommand(KeyCode.Tab, () => leave("forward"), ARMED);
  editor.addCommand(KeyMod.Shift | KeyCode.Tab, () => leave("backward"), ARMED);
  return {
    dispose() {
      keys.dispose();
      blur.dispose();
      armed.reset();
    },
  };
}
