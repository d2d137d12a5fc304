import {
  type AvailableConditions,
  type Condition,
  type ConditionNode,
  KNOWN_SOURCES,
  unknownSourceItemSchema,
} from '../../../contract';

/**
 * A condition names its item by id or key, and ids differ between agents (the red flag "Legal
 * threat" is rule 81 on one agent and rule 93 on another). Copying a condition tree therefore
 * goes through names: the item's name in this agent's catalogue (endpoint 7), then the item of
 * that name in the other agent's catalogue.
 *
 * What a name is, per source (service interface B.2):
 * - evals, extraction fields: `name`; red flags: `label` (the rule's label). Their refs are ids.
 * - voice metrics, call metadata, red-flag aggregates: the `key` itself. Their refs already are
 *   names the service gives (`median_latency`), the same wherever the agent offers the item;
 *   a label is only how it is shown, and two different keys may share one.
 * - a source this dashboard does not know: its items' `key` where they carry one, else their
 *   `name` or `label`.
 * Names compare exactly (case and spaces count): "Legal Threat" is not "Legal threat".
 */

type Item = { ref: string | number; display: string; match: string | null };
type SourceIndex = { byRef: Map<string, Item>; byMatch: Map<string, Item[]> };
/** A catalogue as the copy reads it, by source. Maps: sources and names are the service's text. */
export type CatalogueIndex = Map<string, SourceIndex>;

const KEYED: ReadonlySet<string> = new Set(['voice_metrics', 'call_metadata', 'red_flag_aggregates']);
const isKnown = (source: string) => (KNOWN_SOURCES as readonly string[]).includes(source);

/** How a person calls one item of a source, in a sentence. */
const NOUNS: ReadonlyMap<string, string> = new Map([
  ['evals', 'eval'],
  ['voice_metrics', 'voice metric'],
  ['extraction_fields', 'extraction field'],
  ['call_metadata', 'call metadata key'],
  ['red_flags', 'red flag'],
  ['red_flag_aggregates', 'red-flag aggregate'],
]);
export const itemNoun = (source: string): string => NOUNS.get(source) ?? `item of “${source}”`;

function readItem(source: string, raw: unknown): Item | null {
  const parsed = unknownSourceItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, key, name, label } = parsed.data;
  const ref = KEYED.has(source) ? key : isKnown(source) ? id : (id ?? key);
  if (ref === null || ref === undefined) return null;
  const match = KEYED.has(source)
    ? key
    : source === 'red_flags'
      ? label
      : isKnown(source)
        ? name
        : (key ?? name ?? label);
  const display = (source === 'red_flags' ? label : (name ?? label)) ?? key ?? String(ref);
  return { ref, display, match: match ?? null };
}

/** Endpoint 7's answer, indexed by ref and by name for every source it lists. */
export function indexCatalogue(catalogue: AvailableConditions): CatalogueIndex {
  const index: CatalogueIndex = new Map();
  for (const [source, list] of Object.entries(catalogue)) {
    if (!Array.isArray(list)) continue;
    const entry: SourceIndex = { byRef: new Map(), byMatch: new Map() };
    for (const raw of list as unknown[]) {
      const item = readItem(source, raw);
      if (!item) continue;
      entry.byRef.set(String(item.ref), item);
      if (item.match !== null) entry.byMatch.set(item.match, [...(entry.byMatch.get(item.match) ?? []), item]);
    }
    index.set(source, entry);
  }
  return index;
}

/** A condition that has no counterpart in the other agent, with why, in words. */
export type Unmappable = {
  source: string;
  ref: string | number;
  /** The item's name in this agent's catalogue; its id or key where the catalogue lacks it (`known` false). */
  name: string;
  known: boolean;
  reason: string;
};

type Mapped = { ok: true; ref: string | number } | { ok: false; unmappable: Unmappable };

function mapCondition(c: Condition, from: CatalogueIndex, to: CatalogueIndex, targetName: string): Mapped {
  const noun = itemNoun(c.source);
  const item = from.get(c.source)?.byRef.get(String(c.ref));
  const fail = (name: string, reason: string, known = true): Mapped => ({
    ok: false,
    unmappable: { source: c.source, ref: c.ref, name, known, reason },
  });
  if (!item) return fail(String(c.ref), `not in this agent's catalogue, so it has no name to look for`, false);
  if (item.match === null) return fail(item.display, `this agent's catalogue gives it no name to look for`);
  const found = to.get(c.source)?.byMatch.get(item.match) ?? [];
  const named = KEYED.has(c.source) ? `with the key “${item.match}”` : `named “${item.match}”`;
  const [only, ...others] = found;
  if (!only) return fail(item.display, `${targetName} has no ${noun} ${named}`);
  if (others.length > 0)
    return fail(item.display, `${targetName} has ${found.length} items ${named}: which one is meant cannot be told`);
  return { ok: true, ref: only.ref };
}

export type Remapped = {
  /** The tree with the other agent's refs; null when dropping left nothing. */
  tree: ConditionNode | null;
  /** Conditions without a counterpart, in the order of the tree. */
  unmappable: Unmappable[];
};

/**
 * The tree with every condition's ref replaced by its counterpart's in `to`. With `drop`, the
 * conditions without one are left out, and so is every group that only held such conditions (a
 * group with no conditions left would match nothing, or everything); without `drop` they stay
 * as they were and `unmappable` says the tree cannot be copied as it is. A group that was empty
 * on this agent stays, as it was written.
 */
export function remapTree(
  tree: ConditionNode,
  from: CatalogueIndex,
  to: CatalogueIndex,
  { drop, targetName }: { drop: boolean; targetName: string },
): Remapped {
  const unmappable: Unmappable[] = [];
  const walk = (node: ConditionNode): ConditionNode | null => {
    if (node.type === 'condition') {
      const mapped = mapCondition(node, from, to, targetName);
      if (mapped.ok) return { ...node, ref: mapped.ref };
      unmappable.push(mapped.unmappable);
      return drop ? null : node;
    }
    const children = node.children.map(walk).filter((c): c is ConditionNode => c !== null);
    if (node.children.length > 0 && children.length === 0) return null;
    return { ...node, children };
  };
  return { tree: walk(tree), unmappable };
}

/** Two trees say the same (refs compare as text, as the builder compares them). */
export function sameTree(a: ConditionNode, b: ConditionNode): boolean {
  if (a.type === 'condition' || b.type === 'condition') {
    return (
      a.type === 'condition' &&
      b.type === 'condition' &&
      a.source === b.source &&
      String(a.ref) === String(b.ref) &&
      a.comparator === b.comparator &&
      a.value === b.value
    );
  }
  return (
    a.operator === b.operator &&
    a.children.length === b.children.length &&
    a.children.every((child, i) => {
      const other = b.children[i];
      return other !== undefined && sameTree(child, other);
    })
  );
}
