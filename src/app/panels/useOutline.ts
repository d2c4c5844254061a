/**
 * The outline's two halves in the panels column: a panel chosen (the outline, a header badge, a link, a reload) is
 * brought to the top and its heading focused once it is drawn; scrolling makes the panel at the top the open one.
 */
import { useEffect, useRef } from "react";
import { panelIdOf, type OpenPanel } from "../state/openPanel";

/** The section of panel `id` in the column. */
const sectionOf = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`#panel-${CSS.escape(id)}`);

export function useOutline(open: OpenPanel, root: React.RefObject<HTMLElement | null>, drawn: boolean): void {
  /** The last choice brought into view (a choice waits until the panels are drawn). */
  const done = useRef(0);
  useEffect(() => {
    if (!drawn) return;
    const bring = () => {
      const { id, chosen } = open.get();
      const column = root.current;
      if (!column || id === undefined || chosen === done.current) return;
      const section = sectionOf(column, id);
      if (!section) return;
      done.current = chosen;
      section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
      // It stops under the outline, however many lines the outline wraps to.
      const nav = column.querySelector<HTMLElement>(".panel-nav");
      if (nav) section.style.scrollMarginTop = `${nav.getBoundingClientRect().height + 8}px`;
      // Panels out of sight are laid out at an estimated height (content-visibility) until they come near: the
      // panel is brought up again each frame until it has stayed put for a few frames (or the user scrolls).
      let frames = 0;
      let still = 0;
      let stopped = false;
      const stop = () => void (stopped = true);
      const events = ["wheel", "pointerdown", "keydown", "touchstart"] as const;
      for (const name of events) column.addEventListener(name, stop, { once: true, passive: true });
      const settle = () => {
        if (stopped || open.get().chosen !== chosen || ++frames > 90 || still >= 8) {
          for (const name of events) column.removeEventListener(name, stop);
          return;
        }
        const before = section.getBoundingClientRect().top;
        section.scrollIntoView({ block: "start" });
        still = Math.abs(section.getBoundingClientRect().top - before) > 1 ? 0 : still + 1;
        requestAnimationFrame(settle);
      };
      settle();
    };
    bring();
    return open.subscribe(bring);
  }, [open, root, drawn]);

  useEffect(() => {
    const column = root.current;
    if (!drawn || !column) return;
    let frame: number | undefined;
    const spy = () => {
      frame = undefined;
      const top = column.getBoundingClientRect().top;
      const nav = column.querySelector<HTMLElement>(".panel-nav");
      const line = top + (nav?.offsetHeight ?? 0) + 8;
      // The open panel stays open while its heading is in sight (a chosen panel near the end cannot reach the top).
      const current = open.get().id;
      const heading = current === undefined ? null : sectionOf(column, current)?.querySelector("h2");
      if (heading) {
        const box = heading.getBoundingClientRect();
        if (box.top >= line - 8 && box.bottom <= column.getBoundingClientRect().bottom) return;
      }
      // The first panel whose bottom is below the line under the outline: the one at the top of the column.
      for (const section of column.querySelectorAll<HTMLElement>("section.panel")) {
        if (section.getBoundingClientRect().bottom > line) {
          const id = panelIdOf(section.dataset.panel);
          if (id) open.open(id, "scrolled");
          return;
        }
      }
    };
    const onScroll = () => {
      frame ??= requestAnimationFrame(spy);
    };
    column.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      column.removeEventListener("scroll", onScroll);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [open, root, drawn]);
}
