/**
 * Monaco's tab focus mode (what Ctrl+M toggles): one switch for every editor on the page. The API exposes no getter
 * or event for it, so the editor reads it from the module that holds it (the same module the editor core imports).
 */
declare module "monaco-editor/editor/browser/config/tabFocus" {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(tabFocusMode: boolean): void;
    onDidChangeTabFocus(listener: (tabFocusMode: boolean) => void): { dispose(): void };
  };
}
