import type { ConditionNode } from '../../../contract';
import { type CatalogueSource, findItem } from './catalogue';
import { comparatorPhrase, valueFits, valueShape } from './comparators';
import { itemName, kindOf } from './validate';

/** Shown where a value is still missing or does not fit. */
export const MISSING = '…';

function valuePart(node: Extract<ConditionNode, { type: 'condition' }>, sources: readonly CatalogueSource[]): string {
  const item = findItem(sources, node.source, node.ref);
  const shape = valueShape(kindOf(item, node.source), node.comparator);
  const v = node.value;
  if (shape === 'none') return '';
  if (!valueFits(v, shape)) return ` ${MISSING}`;
  if (shape === 'string' || (shape === 'any' && typeof v === 'string')) return ` "${String(v)}"`;
  if (shape === 'number' && item?.unit) return item.unit === '%' ? ` ${v}%` : ` ${v} ${item.unit}`;
  return ` ${String(v)}`;
}

/**
 * The tree as a sentence: "Median latency > 800 ms AND (Legal threat is present OR Number of
 * red flags ≥ 2)". Nested groups of more than one condition are put in brackets.
 */
export function readBack(node: ConditionNode, sources: readonly CatalogueSource[]): string {
  const say = (n: ConditionNode, nested: boolean): string => {
    if (n.type === 'condition') {
      const kind = kindOf(findItem(sources, n.source, n.ref), n.source);
      return `${itemName(sources, n)} ${comparatorPhrase(kind, n.comparator)}${valuePart(n, sources)}`;
    }
    if (n.children.length === 0) return nested ? '(empty group)' : 'No conditions yet';
    const text = n.children.map((c) => say(c, true)).join(` ${n.operator.toUpperCase()} `);
    return nested && n.children.length > 1 ? `(${text})` : text;
  };
  return say(node, false);
}
