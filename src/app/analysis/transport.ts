/**
 * How views cross from the worker to the page. The long lists the panels draw item by item (SophiaClaw's agent
 * cards, OpenClaw's agent cards and its matrix rows) travel as one JSON text per item, beside the rest of the views:
 * the worker keeps each item's text with the item (an unchanged agent's card is the same object, so its text is
 * written once), and the page parses only the texts it has not seen in the last answer, keeping the objects of the
 * others, so React draws only the items that changed (at 1,000 OpenClaw agents an answer is ~500 KB of JSON, most of
 * it the cards and the matrix, and a keystroke changes one of each).
 */
import type { AgentVM } from "../view-model/index";
import type { OpenClawAgentVM, ToolMatrixVM } from "../view-model/openclaw";
import type { StudioViews } from "./studio";

/** A list of the views packed item by item: where it is, and the views with it replaced. */
interface PackedList<Item extends object> {
  items(views: StudioViews): readonly Item[] | null | undefined;
  with(views: StudioViews, items: readonly Item[]): StudioViews;
}

const list = <Item extends object>(l: PackedList<Item>): PackedList<Item> => l;

const LISTS = {
  agents: list<AgentVM>({
    items: (v) => (v.panels.agents?.ok ? v.panels.agents.vm.agents : undefined),
    with(v, agents) {
      const p = v.panels.agents;
      return p?.ok ? { ...v, panels: { ...v.panels, agents: { ...p, vm: { ...p.vm, agents } } } } : v;
    },
  }),
  openclawAgents: list<OpenClawAgentVM>({
    items: (v) => (v.panels.openclaw?.ok ? v.panels.openclaw.vm.agents : undefined),
    with(v, agents) {
      const p = v.panels.openclaw;
      return p?.ok ? { ...v, panels: { ...v.panels, openclaw: { ...p, vm: { ...p.vm, agents } } } } : v;
    },
  }),
  openclawMatrix: list<ToolMatrixVM["rows"][number]>({
    items: (v) => (v.panels.openclaw?.ok ? v.panels.openclaw.vm.matrix?.rows : undefined),
    with(v, rows) {
      const p = v.panels.openclaw;
      if (!p?.ok || !p.vm.matrix) return v;
      const vm = { ...p.vm, matrix: { ...p.vm.matrix, rows } };
      return { ...v, panels: { ...v.panels, openclaw: { ...p, vm } } };
    },
  }),
};

type ListName = keyof typeof LISTS;
const NAMES = Object.keys(LISTS) as ListName[];

export interface PackedViews {
  /** The views as JSON, with the packed lists left empty. */
  readonly views: string;
  /** Each packed list present in the views: its items, each as its own JSON text, in order. */
  readonly lists: Partial<Record<ListName, readonly string[]>>;
}

/** The worker's side: views to what is posted, each item's text written once and kept with the item. */
export class Packer {
  private readonly texts = new WeakMap<object, string>();

  private textOf(item: object): string {
    let text = this.texts.get(item);
    if (text === undefined) this.texts.set(item, (text = JSON.stringify(item)));
    return text;
  }

  pack(views: StudioViews): PackedViews {
    let rest = views;
    const lists: Partial<Record<ListName, readonly string[]>> = {};
    for (const name of NAMES) {
      const where: PackedList<object> = LISTS[name];
      const items = where.items(views);
      if (!items) continue;
      lists[name] = items.map((item) => this.textOf(item));
      rest = where.with(rest, []);
    }
    return { views: JSON.stringify(rest), lists };
  }
}

/** The page's side: what was posted back to views, reusing the items of the answer before. */
export class Unpacker {
  private last: Partial<Record<ListName, Map<string, object>>> = {};

  unpack(packed: PackedViews): StudioViews {
    let views = JSON.parse(packed.views) as StudioViews;
    const kept: Partial<Record<ListName, Map<string, object>>> = {};
    for (const name of NAMES) {
      const texts = packed.lists[name];
      if (!texts) continue;
      const before = this.last[name];
      const seen = new Map<string, object>();
      const items = texts.map((text) => {
        const item = seen.get(text) ?? before?.get(text) ?? (JSON.parse(text) as object);
        seen.set(text, item);
        return item;
      });
      kept[name] = seen;
      const where: PackedList<object> = LISTS[name];
      views = where.with(views, items);
    }
    this.last = kept;
    return views;
  }
}
