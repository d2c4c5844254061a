/**
 * The straightforward versions the fast paths replaced, kept as oracles: each fast path must answer exactly what
 * its reference answers, on any input.
 */
import type { Node } from "jsonc-parser";
import type { JsonPath, Span } from "../../src/core/index";

/** The value of a tree with a Map of seen keys and defineProperty for every key. */
export function referenceValueOf(node: Node, onDuplicate: (earlier: Node, path: JsonPath) => void): unknown {
  const path: (string | number)[] = [];
  const visit = (n: Node): unknown => {
    if (n.type === "array") {
      return (n.children ?? []).map((child, i) => {
        path.push(i);
        const value = visit(child);
        path.pop();
        return value;
      });
    }
    if (n.type === "null") return null;
    if (n.type !== "object") return n.type === "property" ? undefined : (n.value as unknown);
    const out: Record<string, unknown> = {};
    const seen = new Map<string, Node>();
    for (const property of n.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode || typeof keyNode.value !== "string" || !valueNode) continue;
      const key: string = keyNode.value;
      path.push(key);
      const earlier = seen.get(key);
      if (earlier) onDuplicate(earlier, [...path]);
      seen.set(key, keyNode);
      const value = visit(valueNode);
      path.pop();
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return visit(node);
}

/** Span lookups that walk the tree by a linear scan at every step, allocating freely. */
export function referenceLocator(root: Node | undefined): {
  spanOf: (path: JsonPath) => Span;
  keySpanOf: (path: JsonPath) => Span;
} {
  const span = (n: Node): Span => ({ offset: n.offset, length: n.length });
  function propertyOf(object: Node, key: string): Node | undefined {
    const children = object.children ?? [];
    let fallback: Node | undefined;
    for (let i = children.length - 1; i >= 0; i--) {
      const property = children[i];
      if (property?.children?.[0]?.value !== key) continue;
      if (property.children[1]) return property;
      fallback ??= property;
    }
    return fallback;
  }
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
      if (!next) return { node: property?.children?.[0] ?? node, lastProperty: last };
      node = next;
      if (last) return { node, lastProperty: last };
    }
    return { node, lastProperty: undefined };
  }
  return {
    spanOf: (path) => {
      const found = walk(path);
      return found ? span(found.node) : { offset: 0, length: 0 };
    },
    keySpanOf: (path) => {
      const found = walk(path);
      if (!found) return { offset: 0, length: 0 };
      return span(found.lastProperty?.children?.[0] ?? found.node);
    },
  };
}

/** normalizePath by split and join, for every path. */
export function referenceNormalize(p: string): string {
  const absolute = p.startsWith("/");
  const out: string[] = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!absolute) out.push("..");
      continue;
    }
    out.push(part);
  }
  const body = out.join("/");
  return absolute ? `/${body}` : body || ".";
}
