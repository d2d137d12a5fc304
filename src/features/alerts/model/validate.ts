import { type CatalogueItem, type CatalogueSource, type ItemKind, findItem, sourceTitle } from './catalogue';
import { comparatorFits, comparatorPhrase, valueProblem, valueShape } from './comparators';
import type { EditorCondition, EditorGroup, EditorNode } from './tree';

export type NodeProblems = { item?: string; comparator?: string; value?: string; group?: string };
export type TreeProblems = Map<string, NodeProblems>;

/**
 * Kinds of a known source whose items all compare alike, for an item the catalogue lacks. A Map:
 * the source is the service's or a person's text, and "constructor" must not find Object's.
 */
const SOURCE_KINDS: ReadonlyMap<string, ItemKind> = new Map([
  ['evals', 'eval'],
  ['voice_metrics', 'number'],
  ['red_flags', 'red_flag'],
  ['red_flag_aggregates', 'count'],
]);

export const kindOf = (item: CatalogueItem | null, source?: string): ItemKind =>
  item?.kind ?? (source ? SOURCE_KINDS.get(source) : undefined) ?? 'unknown';

/** A condition's item name; one the catalogue lacks reads as its source and ref. */
export const itemName = (sources: readonly CatalogueSource[], c: Pick<EditorCondition, 'source' | 'ref'>): string =>
  findItem(sources, c.source, c.ref)?.name ?? `${sourceTitle(c.source)} ${c.ref}`;

/**
 * Why a condition's item is missing from the catalogue. Red flags and extraction fields trace
 * to a rule and a field (service interface B.2), so the likely cause, a deleted rule or field, is named.
 */
export function missingItemReason(c: Pick<EditorCondition, 'source' | 'ref'>): string {
  const ref = String(c.ref);
  if (c.source === 'red_flags')
    return `Red flag ${ref} is not offered by this agent: no rule with ID ${ref} raises a red flag (it may have been deleted)`;
  if (c.source === 'extraction_fields') {
    return `Extraction field ${ref} is not offered by this agent: there is no data extraction field with ID ${ref} (it may have been deleted)`;
  }
  return `${sourceTitle(c.source)} ${ref} is not among this agent's available conditions`;
}

function conditionProblems(c: EditorCondition, sources: readonly CatalogueSource[]): NodeProblems {
  const item = findItem(sources, c.source, c.ref);
  const kind = kindOf(item, c.source);
  const out: NodeProblems = {};
  if (!item) out.item = missingItemReason(c);
  if (!comparatorFits(kind, c.comparator)) {
    out.comparator = `"${comparatorPhrase(kind, c.comparator)}" does not fit ${item?.name ?? 'this item'}`;
  }
  const problem = valueProblem(c.value, valueShape(kind, c.comparator));
  if (problem) out.value = problem;
  return out;
}

/**
 * A condition's problems, worked out once per condition and catalogue: nodes are never changed
 * in place (an edit makes a new one), so a keystroke in one value checks that condition again,
 * not the tree's hundred.
 */
const checked = new WeakMap<readonly CatalogueSource[], WeakMap<EditorCondition, NodeProblems>>();
function problemsOf(c: EditorCondition, sources: readonly CatalogueSource[]): NodeProblems {
  let byNode = checked.get(sources);
  if (!byNode) {
    byNode = new WeakMap();
    checked.set(sources, byNode);
  }
  let p = byNode.get(c);
  if (!p) {
    p = conditionProblems(c, sources);
    byNode.set(c, p);
  }
  return p;
}

/** Every problem in the tree, by node id. An empty map means the tree can be saved. */
export function validateTree(root: EditorGroup, sources: readonly CatalogueSource[]): TreeProblems {
  const problems: TreeProblems = new Map();
  const walk = (node: EditorNode) => {
    if (node.type === 'condition') {
      const p = problemsOf(node, sources);
      if (Object.keys(p).length) problems.set(node.id, p);
      return;
    }
    if (node.children.length === 0) {
      problems.set(node.id, {
        group: node === root ? 'Add at least one condition' : 'This group is empty: add a condition or remove it',
      });
    }
    node.children.forEach(walk);
  };
  walk(root);
  return problems;
}

/**
 * Names for conditions in buttons and fields: the item's name, with "(2)", "(3)" for a
 * second and third condition on the same item so every control's name stays unique.
 */
export function conditionLabels(root: EditorGroup, sources: readonly CatalogueSource[]): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  const walk = (node: EditorNode) => {
    if (node.type === 'group') return node.children.forEach(walk);
    const name = itemName(sources, node);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    labels.set(node.id, n > 1 ? `${name} (${n})` : name);
  };
  walk(root);
  return labels;
}
