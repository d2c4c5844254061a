/**
 * Reading an OpenClaw config file as OpenClaw does: JSON5 (comments, trailing commas, unquoted keys, single-quoted
 * strings, hexadecimal and signed numbers, Infinity and NaN). Objects are built without a prototype lookup, so
 * `__proto__` is an ordinary key. A failure says where, as data.
 */

export type Json5Result =
  | {
      readonly ok: true;
      readonly value: unknown;
      /** Keys the reader already took of some of the value's objects (a spliced read's: ParsedDocument.keysKnown). */
      readonly keysKnown?: (value: object) => readonly string[] | undefined;
    }
  | { readonly ok: false; readonly line: number; readonly column: number; readonly atEnd: boolean };

class Json5Error extends Error {
  constructor(readonly at: number) {
    super("json5");
  }
}

const IDENT_START = /[$_\p{L}]/u;
const IDENT_PART = /[$_\p{L}\p{N}\p{Mn}\p{Mc}\p{Pc}\u200c\u200d]/u;
const NUMBER = /^[+-]?(?:0[xX][0-9a-fA-F]+|Infinity|NaN|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const ESCAPES: ReadonlyMap<string, string> = new Map([
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "\t"],
  ["v", "\v"],
  ["0", "\0"],
]);

/** Objects and lists nested deeper than this fail to read (the reader recurses), as the studio's own reader does. */
const MAX_DEPTH = 200;

/** A JSON5 reader over one text; its position and depth are its only state. */
class Reader {
  private at = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  read(): unknown {
    const value = this.value();
    this.space();
    if (this.at < this.text.length) throw new Json5Error(this.at);
    return value;
  }

  private fail(): never {
    throw new Json5Error(this.at);
  }

  private space(): void {
    const t = this.text;
    while (this.at < t.length) {
      const c = t[this.at];
      if (c === "/" && t[this.at + 1] === "/") {
        while (this.at < t.length && t[this.at] !== "\n") this.at++;
      } else if (c === "/" && t[this.at + 1] === "*") {
        const end = t.indexOf("*/", this.at + 2);
        if (end < 0) {
          this.at = t.length;
          this.fail();
        }
        this.at = end + 2;
      } else if (c === " " || c === "\n" || c === "\t" || c === "\r") this.at++;
      else if (c !== undefined && /[\s\uFEFF]/u.test(c)) this.at++;
      else return;
    }
  }

  private value(): unknown {
    this.space();
    const c = this.text[this.at];
    if ((c === "{" || c === "[") && this.depth >= MAX_DEPTH) this.fail();
    if (c === "{") return this.nested(() => this.object());
    if (c === "[") return this.nested(() => this.array());
    if (c === '"' || c === "'") return this.string();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return value;
      }
    }
    return this.number();
  }

  private nested<T>(read: () => T): T {
    this.depth++;
    const value = read();
    this.depth--;
    return value;
  }

  private number(): number {
    const match = NUMBER.exec(this.text.slice(this.at, this.at + 400));
    if (!match) this.fail();
    this.at += match[0].length;
    const body = match[0].replace(/^[+-]/, "");
    const sign = match[0].startsWith("-") ? -1 : 1;
    if (body === "Infinity") return sign * Infinity;
    if (body === "NaN") return NaN;
    return sign * (/^0x/i.test(body) ? parseInt(body.slice(2), 16) : Number(body));
  }

  private string(): string {
    const quote = this.text[this.at++];
    let out = "";
    for (;;) {
      const c = this.text[this.at++];
      if (c === undefined || c === "\n") {
        this.at--;
        this.fail();
      }
      if (c === quote) return out;
      if (c !== "\\") {
        out += c;
        continue;
      }
      const e = this.text[this.at++];
      if (e === undefined) this.fail();
      if (e === "u" || e === "x") {
        const size = e === "u" ? 4 : 2;
        const hex = this.text.slice(this.at, this.at + size);
        if (!new RegExp(`^[0-9a-fA-F]{${size}}$`).test(hex)) this.fail();
        out += String.fromCharCode(parseInt(hex, 16));
        this.at += size;
      } else if (e === "\r") {
        if (this.text[this.at] === "\n") this.at++;
      } else if (e !== "\n" && e !== "\u2028" && e !== "\u2029") out += ESCAPES.get(e) ?? e;
    }
  }

  private key(): string {
    this.space();
    const c = this.text[this.at];
    if (c === '"' || c === "'") return this.string();
    const start = this.at;
    if (c === undefined || !IDENT_START.test(c)) this.fail();
    this.at++;
    while (this.at < this.text.length && IDENT_PART.test(this.text[this.at] ?? "")) this.at++;
    return this.text.slice(start, this.at);
  }

  private object(): Record<string, unknown> {
    this.at++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.space();
      if (this.text[this.at] === "}") {
        this.at++;
        return out;
      }
      const key = this.key();
      this.space();
      if (this.text[this.at] !== ":") this.fail();
      this.at++;
      const value = this.value();
      // `__proto__` is a key like any other here: defined, not assigned (which would set the prototype).
      if (key === "__proto__") {
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      } else out[key] = value;
      this.space();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== "}") this.fail();
    }
  }

  private array(): unknown[] {
    this.at++;
    const out: unknown[] = [];
    for (;;) {
      this.space();
      if (this.text[this.at] === "]") {
        this.at++;
        return out;
      }
      out.push(this.value());
      this.space();
      if (this.text[this.at] === ",") this.at++;
      else if (this.text[this.at] !== "]") this.fail();
    }
  }
}

/** Reads a JSON5 text; on failure, the 1-based line and column where reading stopped. */
export function parseJson5(text: string): Json5Result {
  try {
    return { ok: true, value: new Reader(text).read() };
  } catch (error) {
    if (!(error instanceof Json5Error)) throw error;
    const before = text.slice(0, error.at);
    const line = before.split("\n").length;
    const column = error.at - (before.lastIndexOf("\n") + 1) + 1;
    return { ok: false, line, column, atEnd: error.at >= text.length };
  }
}
