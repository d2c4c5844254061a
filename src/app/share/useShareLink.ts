/**
 * The page's side of links: the banner's state (what the last link did), links pasted into the address bar
 * while the page is open, and bringing the kept draft back.
 */
import { useCallback, useEffect, useState } from "react";
import type { PanelId } from "../state/openPanel";
import type { EditorController } from "../editor/controller";
import type { Documents, DocumentStore } from "../state/documents";
import { loadKeptDraft, type KeptDraft } from "../state/drafts";
import type { ShareEnv } from "./env";
import { bringBackDraft, NOTHING_OPENED, type Opening } from "./opening";

export interface ShareSetup {
  readonly env: ShareEnv;
  /** What opening the page's own address did (before the first render, so the editor starts on the link). */
  readonly initial: Opening;
  /** Told just before a link's documents replace the current ones (the page snapshots them). */
  readonly beforeOpening?: (previous: Documents | undefined, incoming: Documents) => void;
}

export interface ShareLinkState {
  readonly opening: Opening;
  readonly kept: KeptDraft | undefined;
  readonly refreshKept: () => void;
  readonly bringBack: (kept: KeptDraft) => void;
  readonly dismiss: () => void;
}

const keptOf = (env: ShareEnv, store: DocumentStore, opening: Opening): KeptDraft | undefined =>
  loadKeptDraft(env.storage, store.tabId()) ?? (opening.kind === "opened" ? opening.kept : undefined);

export function useShareLink(
  setup: ShareSetup,
  store: DocumentStore,
  controller: EditorController,
  /** A link opened while the page is open names a panel: it opens. */
  onPanel: (panel: PanelId) => void,
): ShareLinkState {
  const { env } = setup;
  const [opening, setOpening] = useState<Opening>(setup.initial);
  const [kept, setKept] = useState<KeptDraft | undefined>(() => keptOf(env, store, setup.initial));

  useEffect(
    () =>
      env.onFragmentChange(() => {
        // The link's reader is a chunk of its own, fetched when a link arrives.
        void import("./open").then(({ openSharedLink }) => {
          const next = openSharedLink(env, store, setup.beforeOpening);
          if (next.kind === "none") return;
          if (next.kind === "opened" && next.tab) controller.show(next.tab);
          if (next.kind === "opened" && next.panel) onPanel(next.panel);
          setOpening(next);
          setKept(keptOf(env, store, next));
        });
      }),
    [env, store, controller, setup.beforeOpening, onPanel],
  );

  const bringBack = useCallback(
    (draft: KeptDraft) => {
      setOpening(bringBackDraft(env, store, draft));
      setKept(undefined);
    },
    [env, store],
  );
  const refreshKept = useCallback(() => setKept(keptOf(env, store, opening)), [env, store, opening]);
  const dismiss = useCallback(() => setOpening(NOTHING_OPENED), []);
  return { opening, kept, refreshKept, bringBack, dismiss };
}
