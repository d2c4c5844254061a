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
  const seen = new Map<string, Node>();
  for (const property of node.children ?? []) {
    const keyNode = property.children?.[0];
    const valueNode = property.children?.[1];
    if (!keyNode || typeof keyNode.value !== "string" || !valueNode) continue;
    const key: string = keyNode.value;
    const earlier = seen.get(key);
    path.push(key);
    if (earlier) onDuplicate(earlier, [...path]);
    seen.set(key, keyNode);
    const value = valueOfNode(valueNode, onDuplicate, path);
    path.pop();
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
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

  /** Walks the path as far as it exists: the node reached, and the property of the last segment when it exists. */
  function walk(path: JsonPath): { node: Node; lastProperty: Node | undefined } | undefined {
    if (!root) return undefined;
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string | number;
      let property: Node | undefined;
      let next: Node | undefined;
      if (node.type === "object") {
        property = propertyOf(node, String(segment));
        next = property?.children?.[1];
      } else if (node.type === "array") {
        const index = typeof segment === "number" ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
        next = Number.isInteger(index) && index >= 0 ? node.children?.[index] : undefined;
      }
      const last = i === path.length - 1 ? property : undefined;
      // A property still without a value (half-typed) is pointed at by its name.
      if (!next) return { node: property?.children?.[0] ?? node, lastProperty: last };
      node = next;
      if (last) return { node, lastProperty: last };
    }
    return { node, lastProperty: undefined };
  }

  return {
    spanOf: (path) => {
      const found = walk(path);
      return found ? spanOfNode(found.node) : EMPTY_SPAN;
    },
    keySpanOf: (path) => {
      const found = walk(path);
      if (!found) return EMPTY_SPAN;
      const key = found.lastProperty?.children?.[0];
      return spanOfNode(key ?? found.node);
    },
  };
}
