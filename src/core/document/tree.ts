/**
 * From jsonc-parser's tree to a plain value and back to spans. The value is built here rather than with
 * jsonc-parser's own `getNodeValue`, which assigns `obj[key] = v` and so turns a `"__proto__"` key into a
 * prototype change: here every key, `__proto__` and `constructor` included, becomes a plain own property.
 */
import type { Node } from "jsonc-parser";
import type { JsonPath, Span } from "../diagnostics";

/** Called for a key that a later property of the same object overrides: the earlier key node and its path. */
export type OnDuplicate = (earlierKey: Node, path: JsonPath) => void;

/**
 * The JSON value of a tree node; properties whose value is still missing (half-typed) are left out.
 * `path` is the node's path, used as a stack while descending.
 */
export function valueOfNode(node: Node, onDuplicate: OnDuplicate, path: (string | number)[] = []): unknown {
  switch (node.type) {
    case "object":
      return objectValue(node, onDuplicate, path);
    case "array":
      return (node.children ?? []).map((child, i) => {
        path.push(i);
        const value = valueOfNode(child, onDuplicate, path);
        path.pop();
        return value;
      });
    case "string":
    case "number":
    case "boolean":
      return node.value as unknown;
    case "null":
      return null;
    default:
      return undefined;
  }
}

function objectValue(node: Node, onDuplicate: OnDuplicate, path: (string | number)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = node.children ?? [];
  // Key to the key node of its last property: built at the first duplicate, since most objects have none (and
  // until then `out` holds exactly the keys read so far).
  let keyNodes: Map<string, Node> | undefined;
  for (let i = 0; i < properties.length; i++) {
    const keyNode = properties[i]!.children?.[0];
    const valueNode = properties[i]!.children?.[1];
    if (!keyNode || typeof keyNode.value !== "string" || !valueNode) continue;
    const key: string = keyNode.value;
    path.push(key);
    if (!keyNodes && Object.hasOwn(out, key)) keyNodes = keyNodesBefore(properties, i);
    const earlier = keyNodes?.get(key);
    if (earlier) onDuplicate(earlier, [...path]);
    keyNodes?.set(key, keyNode);
    const value = valueOfNode(valueNode, onDuplicate, path);
    path.pop();
    // Plain assignment is a plain own property for every key but "__proto__", whose assignment is a setter.
    if (key === "__proto__") {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The key nodes of the properties before `end` that have a value, the last one of each key. */
function keyNodesBefore(properties: readonly Node[], end: number): Map<string, Node> {
  const map = new Map<string, Node>();
  for (let i = 0; i < end; i++) {
    const [keyNode, valueNode] = properties[i]?.children ?? [];
    if (keyNode && typeof keyNode.value === "string" && valueNode) map.set(keyNode.value, keyNode);
  }
  return map;
}

/** Objects with more properties than this get a key-to-property map on first lookup. */
const MAP_THRESHOLD = 16;

/** Finds nodes by path in O(depth): arrays by index, large objects through a lazily built map. */
export interface Locator {
  /** The value node at `path`, or the closest node that exists on the way there. */
  readonly spanOf: (path: JsonPath) => Span;
  /** The property name at the end of `path`; falls back to spanOf when there is none. */
  readonly keySpanOf: (path: JsonPath) => Span;
}

const EMPTY_SPAN: Span = { offset: 0, length: 0 };

function spanOfNode(node: Node): Span {
  return { offset: node.offset, length: node.length };
}

/** Builds the span lookups of a tree; without a tree every span is the empty span at 0. */
export function createLocator(root: Node | undefined): Locator {
  const maps = new WeakMap<Node, Map<string, Node>>();

  function propertyOf(object: Node, key: string): Node | undefined {
    const children = object.children ?? [];
    if (children.length > MAP_THRESHOLD) {
      let map = maps.get(object);
      if (!map) {
        map = new Map();
        for (const property of children) {
          const name = property.children?.[0]?.value as unknown;
          if (typeof name !== "string") continue;
          if (property.children?.[1] || !map.has(name)) map.set(name, property);
        }
        maps.set(object, map);
      }
      return map.get(key);
    }
    let fallback: Node | undefined;
    for (let i = children.length - 1; i >= 0; i--) {
      const property = children[i];
      if (property?.children?.[0]?.value !== key) continue;
      if (property.children[1]) return property;
      fallback ??= property;
    }
    return fallback;
  }

  /**
   * Walks the path as far as it exists and answers the node to point at: the node reached (or, when a property is
   * still without a value, its name); with `key`, the name of the last segment's property when it exists. One
   * answer and no intermediate object, since a resolution asks for thousands of spans.
   */
  function walk(path: JsonPath, key: boolean): Node | undefined {
    if (!root) return undefined;
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string | number;
      let property: Node | undefined;
      let next: Node | undefined;
      if (node.type === "object") {
        property = propertyOf(node, typeof segment === "string" ? segment : String(segment));
        next = property?.children?.[1];
      } else if (node.type === "array") {
        const index = typeof segment === "number" ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
        next = Number.isInteger(index) && index >= 0 ? node.children?.[index] : undefined;
      }
      // A property still without a value (half-typed) is pointed at by its name.
      if (!next) return property?.children?.[0] ?? node;
      if (property && i === path.length - 1) return key ? (property.children?.[0] ?? next) : next;
      node = next;
    }
    return node;
  }

  return {
    spanOf: (path) => {
      const node = walk(path, false);
      return node ? spanOfNode(node) : EMPTY_SPAN;
    },
    keySpanOf: (path) => {
      const node = walk(path, true);
      return node ? spanOfNode(node) : EMPTY_SPAN;
    },
  };
}
