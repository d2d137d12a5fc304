import type { AlertDefinition, ConditionNode } from '../../../contract';
import { type ConflictItem, type Difference, type Side, differencesOf, pickOf } from '../../../lib/conflict';
import type { CatalogueSource } from './catalogue';
import { readDefinitionTree } from './integrity';
import { readBack } from './read-back';

/** A definition as the builder compares it: name, switch, and the tree as canonical JSON. */
export type DefinitionVersion = { name: string; enabled: boolean; tree: string };

/**
 * The tree as JSON in the contract's key order, so the same tree compares equal however the
 * service ordered its keys; one this page cannot read is compared as sent.
 */
export function canonicalTree(raw: unknown): string {
  const read = readDefinitionTree(raw);
  return JSON.stringify(read.ok ? read.tree : raw);
}

export const versionOf = (d: Pick<AlertDefinition, 'name' | 'enabled' | 'condition_tree'>): DefinitionVersion => ({
  name: d.name,
  enabled: d.enabled ?? false,
  tree: canonicalTree(d.condition_tree),
});

export const sameVersion = (a: DefinitionVersion, b: DefinitionVersion) =>
  a.name === b.name && a.enabled === b.enabled && a.tree === b.tree;

const treeWords = (tree: string, sources: readonly CatalogueSource[]): string => {
  const read = readDefinitionTree(JSON.parse(tree));
  return read.ok ? readBack(read.tree, sources) : tree;
};

/** Name, state and conditions (as a sentence) where the builder and the saved definition differ. */
export function definitionDifferences(
  base: DefinitionVersion,
  mine: DefinitionVersion,
  theirs: DefinitionVersion,
  sources: readonly CatalogueSource[],
): Difference[] {
  const state = (v: DefinitionVersion) => (v.enabled ? 'Enabled' : 'Disabled');
  const items: ConflictItem[] = [
    { id: 'name', label: 'Name', base: base.name, mine: mine.name, theirs: theirs.name },
    { id: 'enabled', label: 'State', base: state(base), mine: state(mine), theirs: state(theirs) },
  ];
  if (mine.tree !== theirs.tree) {
    const [b, m, t] = [base, mine, theirs].map((v) => treeWords(v.tree, sources));
    // Two trees that read alike still differ: the JSON says how.
    const same = m === t;
    items.push({
      id: 'tree',
      label: 'Conditions',
      base: b,
      mine: same ? mine.tree : m,
      theirs: same ? theirs.tree : t,
    });
  }
  return differencesOf(items);
}

/** Mine with each difference resolved by its pick (by default, the side that changed it). */
export function mergeDefinition(
  mine: DefinitionVersion,
  theirs: DefinitionVersion,
  diffs: readonly Difference[],
  picks: ReadonlyMap<string, Side>,
): DefinitionVersion {
  const take = (id: string) => {
    const d = diffs.find((x) => x.id === id);
    return d !== undefined && pickOf(d, picks) === 'theirs';
  };
  return {
    name: take('name') ? theirs.name : mine.name,
    enabled: take('enabled') ? theirs.enabled : mine.enabled,
    tree: take('tree') ? theirs.tree : mine.tree,
  };
}

/** The tree of a version, for the builder; null when this page cannot read it. */
export function treeOf(v: DefinitionVersion): ConditionNode | null {
  const read = readDefinitionTree(JSON.parse(v.tree));
  return read.ok ? read.tree : null;
}
