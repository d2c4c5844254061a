/**
 * How views cross from the worker to the page. The long lists the panels draw item by item (SophiaClaw's agent
 * cards, OpenClaw's agent cards, their rows as `agents list --json` prints them, and the matrix rows) travel as one
 * JSON text per item, beside the rest of the views: the worker keeps each item's text with the item (an unchanged
 * agent's card is the same object, so its text is written once), and the page parses only the texts it has not seen
 * in the last answer, keeping the objects of the others, so React draws only the items that changed (at 1,000
 * OpenClaw agents an answer is ~500 KB of JSON, most of it the cards and the matrix, and a keystroke changes one of
 * each).
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
  openclawListed: list<object>({
    items: (v) => (v.panels.openclaw?.ok ? v.panels.openclaw.vm.listed : undefined),
    with(v, listed) {
      const p = v.panels.openclaw;
      return p?.ok ? { ...v, panels: { ...v.panels, openclaw: { ...p, vm: { ...p.vm, listed } } } } : v;
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

/** A list's item as it crosses: its JSON text, or where the same item stood in the list the last message carried. */
type SentItem = string | number;

export interface PackedViews {
  /** The views as JSON, with the packed lists left empty. */
  readonly views: string;
  /**
   * Each packed list present in the views: its items in order, each as its own JSON text, or, for an item the last
   * message of the same worker carried too, its place in that message's list (a keystroke changes one card of a
   * hundred: the rest cross as numbers, an item with the same text as one of the last message's as that one's place).
   */
  readonly lists: Partial<Record<ListName, readonly SentItem[]>>;
}

/**
 * The worker's side: views to what is posted, each item's text written once and kept with the item. Every message
 * it packs must be unpacked, in order, by one Unpacker (the client's for this worker): the numbers refer to the last.
 */
export class Packer {
  private readonly texts = new WeakMap<object, string>();
  /** Each list's item texts in the last message, with their places. */
  private sent: Partial<Record<ListName, Map<string, number>>> = {};

  private textOf(item: object): string {
    let text = this.texts.get(item);
    if (text === undefined) this.texts.set(item, (text = JSON.stringify(item)));
    return text;
  }

  pack(views: StudioViews): PackedViews {
    let rest = views;
    const lists: Partial<Record<ListName, readonly SentItem[]>> = {};
    const sent: Partial<Record<ListName, Map<string, number>>> = {};
    for (const name of NAMES) {
      const where: PackedList<object> = LISTS[name];
      const items = where.items(views);
      if (!items) continue;
      const before = this.sent[name];
      const now = new Map<string, number>();
      lists[name] = items.map((item, i) => {
        const text = this.textOf(item);
        if (!now.has(text)) now.set(text, i);
        return before?.get(text) ?? text;
      });
      sent[name] = now;
      rest = where.with(rest, []);
    }
    this.sent = sent;
    return { views: JSON.stringify(rest), lists };
  }
}

/** A number that names no item of the last message: a message was not unpacked, and the next cannot be read. */
export class LostTrack extends Error {
  constructor() {
    super("an answer's list named an item of an answer the page did not read");
    this.name = "LostTrack";
  }
}

/**
 * The page's side: what was posted back to views, reusing the items of the answer before (an item the worker sent as a
 * number, and one whose text is the same). Throws LostTrack when a number names no item of the last message (this
 * worker's answers can no longer be read: the client starts another).
 */
export class Unpacker {
  private last: Partial<Record<ListName, { readonly items: readonly object[]; readonly texts: readonly string[] }>> =
    {};

  unpack(packed: PackedViews): StudioViews {
    let views = JSON.parse(packed.views) as StudioViews;
    const kept: typeof this.last = {};
    for (const name of NAMES) {
      const sent = packed.lists[name];
      if (!sent) continue;
      const before = this.last[name];
      let byText: Map<string, object> | undefined;
      const items: object[] = [];
      const texts: string[] = [];
      for (const entry of sent) {
        if (typeof entry === "number") {
          const item = before?.items[entry];
          const text = before?.texts[entry];
          if (item === undefined || text === undefined) throw new LostTrack();
          items.push(item);
          texts.push(text);
          continue;
        }
        // A text: the same object as an item of the last message or of this one with the same text, else parsed.
        if (!byText) {
          byText = new Map();
          before?.texts.forEach((text, i) => byText!.set(text, before.items[i]!));
        }
        let item = byText.get(entry);
        if (item === undefined) byText.set(entry, (item = JSON.parse(entry) as object));
        items.push(item);
        texts.push(entry);
      }
      kept[name] = { items, texts };
      const where: PackedList<object> = LISTS[name];
      views = where.with(views, items);
    }
    this.last = kept;
    return views;
  }
}
