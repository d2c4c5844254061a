/**
 * How views cross from the worker to the page. The long lists the panels draw item by item (SophiaClaw's agent
 * cards, OpenClaw's agent cards, their rows as `agents list --json` prints them, the matrix rows, the diagnostics and
 * the problems) travel as one JSON text per item, beside the rest of the views: the worker keeps each item's text with
 * the item (an unchanged agent's card is the same object, so its text is written once), and the page parses only the
 * texts it has not seen in the last answer, keeping the objects of the others, so React draws only the items that
 * changed (at 1,000 OpenClaw agents an answer is ~500 KB of JSON, most of it the cards and the matrix, and a keystroke
 * changes one of each).
 *
 * A diagnostic's span, and a problem's, crosses apart from its text, as two numbers: typing above them moves every
 * span by the keystroke, and leaves their texts as they were. So the page parses none of them again: it puts the new
 * span on the item it has (the same object when the span did not move either).
 */
import { samePath, type Diagnostic, type Span } from "../../core/index";
import type { AgentVM, ProblemVM } from "../view-model/index";
import type { OpenClawAgentVM, ToolMatrixVM } from "../view-model/openclaw";
import type { StudioViews } from "./studio";

/** A list of the views packed item by item: where it is, the views with it replaced, and where its items point. */
interface PackedList<Item extends object> {
  items(views: StudioViews): readonly Item[] | null | undefined;
  with(views: StudioViews, items: readonly Item[]): StudioViews;
  /** The items' place in a text, when they have one: it crosses apart from their text. */
  readonly place?: Place<Item>;
}

/** How an item's span is taken out of it, and put back. */
interface Place<Item extends object> {
  span(item: Item): Span | undefined;
  /** The item without its span: what its text is written from (the item itself when it has none). */
  bare(item: Item): object;
  /**
   * Whether two items are the same but for their spans, field by field: the worker's diagnostics are new objects at
   * every keystroke, most of them the last one's but for the span, and their texts are not written again.
   */
  sameBare(a: Item, b: Item): boolean;
  /**
   * A bare item (as `bare` gives it, or parsed from its text) with a span put back. By Object.assign: a spread that
   * adds a key (`{ ...bare, span }`) is several times slower in V8 (Node 20's), and the page puts a hundred spans a
   * keystroke.
   */
  put(bare: object, span: Span): Item;
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
  diagnostics: list<Diagnostic>({
    items: (v) => v.diagnostics,
    with: (v, diagnostics) => ({ ...v, diagnostics }),
    place: {
      span: (d) => d.span,
      bare: ({ span: _span, ...bare }) => bare,
      sameBare: (a, b) =>
        a.code === b.code &&
        a.severity === b.severity &&
        a.message === b.message &&
        a.doc === b.doc &&
        samePath(a.path, b.path) &&
        shallowSame(a.data, b.data),
      put: (bare: Omit<Diagnostic, "span">, span) => Object.assign({}, bare, { span }),
    },
  }),
  problems: list<ProblemVM>({
    items: (v) => (v.panels.problems.ok ? v.panels.problems.vm.problems : undefined),
    with(v, problems) {
      const p = v.panels.problems;
      return p.ok ? { ...v, panels: { ...v.panels, problems: { ...p, vm: { ...p.vm, problems } } } } : v;
    },
    place: {
      span: (p) => ("span" in p.target ? p.target.span : undefined),
      bare(p) {
        if (!("span" in p.target)) return p;
        const { span: _span, ...target } = p.target;
        return { ...p, target };
      },
      sameBare: (a, b) =>
        a.key === b.key &&
        a.code === b.code &&
        a.severity === b.severity &&
        a.message === b.message &&
        a.docName === b.docName &&
        a.where === b.where &&
        a.target.doc === b.target.doc &&
        ("span" in a.target
          ? "span" in b.target
          : "path" in b.target && "path" in a.target && samePath(a.target.path, b.target.path)),
      put: (bare: ProblemVM, span) => ({ ...bare, target: Object.assign({}, bare.target, { span }) }),
    },
  }),
};

/**
 * The fields each `sameBare` compares (all but the span): a field added to a Diagnostic or a ProblemVM does not compile
 * here until it is listed, and so compared.
 */
const COMPARED = {
  diagnostic: { code: true, severity: true, message: true, doc: true, path: true, data: true, span: false },
  problem: { key: true, code: true, severity: true, message: true, docName: true, where: true, target: true },
} as const satisfies { diagnostic: Record<keyof Diagnostic, boolean>; problem: Record<keyof ProblemVM, boolean> };
void COMPARED;

/** The same value, or two objects whose own keys are the same, in the same order, with the very same values. */
function shallowSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  return (
    keys.length === others.length &&
    keys.every((k, i) => others[i] === k && (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
  );
}

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
  /**
   * Each of those lists whose items have a place in a text (LISTS' `place`): its items' spans, two numbers an item
   * (offset, length; -1, -1 for an item without one), the spans being left out of the items' texts.
   */
  readonly places: Partial<Record<ListName, readonly number[]>>;
}

/**
 * The worker's side: views to what is posted, each item's text written once and kept with the item. Every message
 * it packs must be unpacked, in order, by one Unpacker (the client's for this worker): the numbers refer to the last.
 */
export class Packer {
  private readonly texts = new WeakMap<object, string>();
  /** Each list's items in the last message, with their texts. */
  private last: Partial<Record<ListName, { readonly items: readonly object[]; readonly texts: readonly string[] }>> =
    {};

  /** The item's text: its JSON, without its span when its list has a place (an item is in one list only). */
  private textOf(item: object, place: Place<object> | undefined): string {
    let text = this.texts.get(item);
    if (text === undefined) this.texts.set(item, (text = JSON.stringify(place ? place.bare(item) : item)));
    return text;
  }

  pack(views: StudioViews): PackedViews {
    let rest = views;
    const lists: Partial<Record<ListName, readonly SentItem[]>> = {};
    const places: Partial<Record<ListName, readonly number[]>> = {};
    const last: typeof this.last = {};
    for (const name of NAMES) {
      const where: PackedList<object> = LISTS[name];
      const items = where.items(views);
      if (!items) continue;
      const { place } = where;
      if (place) {
        // Pushed: flatMap's array is of V8's holey kind, which a structured clone copies several times slower.
        const spans: number[] = [];
        for (const item of items) {
          const span = place.span(item);
          spans.push(span?.offset ?? -1, span?.length ?? -1);
        }
        places[name] = spans;
      }
      const was = this.last[name];
      // The last message's texts, each at its first place: made when an item is not the one at its place.
      let placeOf: Map<string, number> | undefined;
      const texts: string[] = [];
      lists[name] = items.map((item, i) => {
        // The item at its place in the last message (or the same but for its span): that place.
        const prev = was && i < was.items.length ? was.items[i]! : undefined;
        if (prev !== undefined && (item === prev || place?.sameBare(item, prev))) {
          texts.push(was!.texts[i]!);
          return i;
        }
        const text = this.textOf(item, place);
        texts.push(text);
        if (was && !placeOf) {
          placeOf = new Map();
          was.texts.forEach((t, j) => placeOf!.has(t) || placeOf!.set(t, j));
        }
        return placeOf?.get(text) ?? text;
      });
      last[name] = { items, texts };
      rest = where.with(rest, []);
    }
    this.last = last;
    return { views: JSON.stringify(rest), lists, places };
  }
}

/** A number that names no item of the last message: a message was not unpacked, and the next cannot be read. */
export class LostTrack extends Error {
  constructor() {
    super("an answer's list named an item of an answer the page did not read");
    this.name = "LostTrack";
  }
}

/** What the page keeps of a list: its items, each one's text, and the object parsed from it (its item, bare). */
interface KeptList {
  readonly items: readonly object[];
  readonly texts: readonly string[];
  readonly bares: readonly object[];
}

/**
 * The page's side: what was posted back to views, reusing the items of the answer before (an item the worker sent as a
 * number, and one whose text is the same), with the span that crossed beside it put on it. Throws LostTrack when a
 * number names no item of the last message (this worker's answers can no longer be read: the client starts another).
 */
export class Unpacker {
  private last: Partial<Record<ListName, KeptList>> = {};

  unpack(packed: PackedViews): StudioViews {
    let views = JSON.parse(packed.views) as StudioViews;
    const kept: typeof this.last = {};
    for (const name of NAMES) {
      const sent = packed.lists[name];
      if (!sent) continue;
      const where: PackedList<object> = LISTS[name];
      const spans = packed.places[name];
      const before = this.last[name];
      // By text: the bare object of an item of the last message or of this one, and that item.
      let byText: Map<string, { bare: object; item: object }> | undefined;
      const list = { items: [] as object[], texts: [] as string[], bares: [] as object[] };
      sent.forEach((entry, i) => {
        let text: string | undefined, bare: object | undefined, like: object | undefined;
        if (typeof entry === "number") {
          [text, bare, like] = [before?.texts[entry], before?.bares[entry], before?.items[entry]];
          if (text === undefined || bare === undefined) throw new LostTrack();
        } else {
          if (!byText) {
            byText = new Map();
            before?.texts.forEach((t, j) => byText!.set(t, { bare: before.bares[j]!, item: before.items[j]! }));
          }
          text = entry;
          ({ bare, item: like } = byText.get(entry) ?? { bare: JSON.parse(entry) as object });
        }
        const item = placed(where.place, bare, like, spans, i);
        byText?.set(text, { bare, item });
        list.items.push(item);
        list.texts.push(text);
        list.bares.push(bare);
      });
      kept[name] = list;
      views = where.with(views, list.items);
    }
    this.last = kept;
    return views;
  }
}

/**
 * The item `bare` makes with the i-th span of `spans`: `like` (an item of the same text) when its span is that one,
 * else the bare item with the span put on it (or alone, without a span).
 */
function placed(
  place: Place<object> | undefined,
  bare: object,
  like: object | undefined,
  spans: readonly number[] | undefined,
  i: number,
): object {
  const [offset, length] = [spans?.[2 * i] ?? -1, spans?.[2 * i + 1] ?? -1];
  if (!place || offset < 0) return bare;
  const was = like && place.span(like);
  return was?.offset === offset && was.length === length ? like! : place.put(bare, { offset, length });
}
