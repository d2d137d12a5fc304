import type { ValidationItem } from '../../../contract';
import type { EditorGroup, EditorNode } from './tree';
import type { NodeProblems, TreeProblems } from './validate';

/** A validation item of the service placed on the node its `loc` points at, or left over where it points nowhere in the tree. */
export type PlacedProblem = { nodeId: string | null; field: keyof NodeProblems | null; message: string };

const FIELDS: Record<string, keyof NodeProblems> = {
  value: 'value',
  comparator: 'comparator',
  ref: 'item',
  source: 'item',
  children: 'group',
  operator: 'group',
};

/**
 * Where each of the service's validation items points in the tree being edited: `loc` is
 * `["body", "condition_tree", "children", 1, "value"]`, walked from the builder's root (the tree
 * sent is that root without its ids, so indexes match). Items about anything else (the range)
 * have no node.
 */
export function placeProblems(root: EditorGroup, items: readonly ValidationItem[]): PlacedProblem[] {
  return items.map((item) => {
    const loc = item.loc[0] === 'body' ? item.loc.slice(1) : item.loc;
    if (loc[0] !== 'condition_tree') return { nodeId: null, field: null, message: item.msg };
    let node: EditorNode = root;
    let i = 1;
    while (loc[i] === 'children' && typeof loc[i + 1] === 'number' && node.type === 'group') {
      const next: EditorNode | undefined = node.children[loc[i + 1] as number];
      if (!next) break;
      node = next;
      i += 2;
    }
    const rest = loc[i];
    const field = typeof rest === 'string' && Object.hasOwn(FIELDS, rest) ? (FIELDS[rest] ?? null) : null;
    return { nodeId: node.id, field: field ?? (node.type === 'group' ? 'group' : 'item'), message: item.msg };
  });
}

/** The builder's own problems, with the service's added where the builder found none. */
export function withServiceProblems(own: TreeProblems, placed: readonly PlacedProblem[]): TreeProblems {
  if (placed.length === 0) return own;
  const merged: TreeProblems = new Map(own);
  for (const p of placed) {
    if (p.nodeId === null || p.field === null) continue;
    const current = merged.get(p.nodeId) ?? {};
    if (current[p.field]) continue;
    merged.set(p.nodeId, { ...current, [p.field]: p.message });
  }
  return merged;
}
