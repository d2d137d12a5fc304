import {
  type AlertDefinition,
  type AlertDefinitionBody,
  type CallIntent,
  type CallIntentBody,
  type ConditionNode,
  conditionNodeSchema,
  type SimulationProfile,
  type SimulationProfileBody,
} from '../../../contract';
import { recordBody } from '../../../data/records/bodies';
import { fieldsDiffering } from '../../../data/record-fields';
import { isTooDeep, isTooWide } from '../../../lib/condition-tree';
import { type CatalogueIndex, remapTree, type Unmappable } from './remap';

/**
 * The plan of a copy, worked out before anything is written: for each record of this agent, what
 * becomes of it on the other agent. Records are matched by what people know them by: an intent
 * by its label, a profile or an alert definition by its name (exactly, as written).
 * - `create`: the other agent has none of that name: it will be created;
 * - `same`: it has one, already as it would be written: nothing to do;
 * - `keep`: it has one that differs, left as it is (the person did not ask for updates);
 * - `update`: it has one that differs, and the person asked for it to be updated;
 * - `blocked`: it cannot be copied (`problem` or `unmappable` say why).
 */
export type Status = 'create' | 'same' | 'keep' | 'update' | 'blocked';

export type Write =
  | { kind: 'intent'; name: string; targetId: number | null; body: CallIntentBody }
  | { kind: 'profile'; name: string; targetId: number | null; body: SimulationProfileBody }
  | { kind: 'definition'; name: string; targetId: number | null; body: AlertDefinitionBody };
export type Kind = Write['kind'];

export type PlanItem = {
  kind: Kind;
  sourceId: number;
  name: string;
  status: Status;
  /** Why it cannot be copied, apart from conditions (a tree this page cannot read, no catalogue). */
  problem: string | null;
  /** Alert conditions without a counterpart in the other agent (dropped ones too). */
  unmappable: Unmappable[];
  /** The person chose to leave those conditions out. */
  dropped: boolean;
  write: Write | null;
};

const item = (
  kind: Kind,
  sourceId: number,
  name: string,
  rest: Partial<PlanItem> & Pick<PlanItem, 'status'>,
): PlanItem => ({
  kind,
  sourceId,
  name,
  problem: null,
  unmappable: [],
  dropped: false,
  write: null,
  ...rest,
});

/** Decides create / same / keep / update once a record's name has been looked up on the other agent. */
function decide<W extends Write>(
  existing: { id: number } | undefined,
  isSame: boolean,
  update: boolean,
  write: (targetId: number | null) => W,
): Pick<PlanItem, 'status' | 'write'> {
  if (!existing) return { status: 'create', write: write(null) };
  if (isSame) return { status: 'same', write: null };
  return update ? { status: 'update', write: write(existing.id) } : { status: 'keep', write: null };
}

/** The first record of each name (a second of the same name is not copied twice). */
function byName<T>(records: readonly T[], name: (r: T) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const r of records) if (!out.has(name(r))) out.set(name(r), r);
  return out;
}

/** A record the source agent holds that the route would refuse. */
const notAccepted = (what: string) => `It is not ${what} the service accepts.`;

const duplicate = (kind: Kind, id: number, name: string, what: string) =>
  item(kind, id, name, {
    status: 'blocked',
    problem: `Another ${what} of this agent has the same name; only the first is copied.`,
  });

export function planIntents(source: readonly CallIntent[], target: readonly CallIntent[], update: boolean): PlanItem[] {
  const there = byName(target, (i) => i.label);
  const seen = new Set<string>();
  return source.map((intent) => {
    if (seen.has(intent.label)) return duplicate('intent', intent.id, intent.label, 'intent');
    seen.add(intent.label);
    const existing = there.get(intent.label);
    // An intent without a description is copied with an empty one: the route needs the field.
    const body = recordBody('intent', { ...intent, description: intent.description ?? '' });
    if (body === null)
      return item('intent', intent.id, intent.label, { status: 'blocked', problem: notAccepted('an intent') });
    const same = existing !== undefined && (existing.description ?? '') === body.description;
    const next = decide(existing, same, update, (targetId) => ({
      kind: 'intent' as const,
      name: intent.label,
      targetId,
      body,
    }));
    return item('intent', intent.id, intent.label, next);
  });
}

function sameFields(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && b[k] === a[k]);
}

export function planProfiles(
  source: readonly SimulationProfile[],
  target: readonly SimulationProfile[],
  update: boolean,
): PlanItem[] {
  const there = byName(target, (p) => p.name);
  const seen = new Set<string>();
  return source.map((profile) => {
    if (seen.has(profile.name)) return duplicate('profile', profile.id, profile.name, 'profile');
    seen.add(profile.name);
    const existing = there.get(profile.name);
    const body = recordBody('profile', profile);
    if (body === null)
      return item('profile', profile.id, profile.name, { status: 'blocked', problem: notAccepted('a profile') });
    const same = existing !== undefined && sameFields(existing.fields, profile.fields);
    const next = decide(existing, same, update, (targetId) => ({
      kind: 'profile' as const,
      name: profile.name,
      targetId,
      body,
    }));
    return item('profile', profile.id, profile.name, next);
  });
}

/** A tree as the service sent it (unchecked), or why it cannot be copied. */
export function readTree(raw: unknown): { tree: ConditionNode } | { problem: string } {
  if (isTooDeep(raw) || isTooWide(raw)) return { problem: 'Its condition tree is larger than this page reads.' };
  const parsed = conditionNodeSchema.safeParse(raw);
  return parsed.success ? { tree: parsed.data } : { problem: 'Its condition tree is not in a shape this page reads.' };
}

export type Catalogues =
  | { ok: true; from: CatalogueIndex; to: CatalogueIndex }
  /** A catalogue could not be read: the service's text, with whose it was. */
  | { ok: false; problem: string };

export type DefinitionChoices = {
  update: boolean;
  /** Source definition ids whose unmappable conditions the person chose to leave out. */
  drop: ReadonlySet<number>;
  targetName: string;
};

/** The tree as it would be written on the other agent, or why it cannot be. */
type Remapped =
  | { tree: ConditionNode; unmappable: Unmappable[]; dropped: boolean }
  | { problem?: string; unmappable?: Unmappable[]; dropped?: boolean };

function remapped(d: AlertDefinition, catalogues: Catalogues, choices: DefinitionChoices): Remapped {
  if (!catalogues.ok) return { problem: catalogues.problem };
  const read = readTree(d.condition_tree);
  if ('problem' in read) return { problem: read.problem };
  const dropped = choices.drop.has(d.id);
  const out = remapTree(read.tree, catalogues.from, catalogues.to, { drop: dropped, targetName: choices.targetName });
  if (out.unmappable.length > 0 && !dropped) return { unmappable: out.unmappable };
  if (out.tree === null)
    return { unmappable: out.unmappable, dropped, problem: 'Without those conditions nothing would be left of it.' };
  return { tree: out.tree, unmappable: out.unmappable, dropped };
}

function planDefinition(
  d: AlertDefinition,
  existing: AlertDefinition | undefined,
  catalogues: Catalogues,
  choices: DefinitionChoices,
): PlanItem {
  const out = remapped(d, catalogues, choices);
  // The whole definition as it would be written there (its delivery fields too): "same" only
  // when the one there already holds every field of it.
  const body = 'tree' in out ? recordBody('definition', d, out.tree) : null;
  const same = body !== null && existing !== undefined && fieldsDiffering(body, existing).length === 0;
  // Already there and not to be updated: nothing is written, so nothing needs mapping.
  if (existing && !choices.update) return item('definition', d.id, d.name, { status: same ? 'same' : 'keep' });
  if (!('tree' in out)) return item('definition', d.id, d.name, { status: 'blocked', ...out });
  if (body === null)
    return item('definition', d.id, d.name, {
      status: 'blocked',
      problem: notAccepted('a definition'),
    });
  const next = decide(existing, same, choices.update, (targetId) => ({
    kind: 'definition' as const,
    name: d.name,
    targetId,
    body,
  }));
  return item('definition', d.id, d.name, { ...next, unmappable: out.unmappable, dropped: out.dropped });
}

/**
 * Alert definitions: each tree remapped to the other agent's catalogue. A definition with a
 * condition that has no counterpart there is not copied, unless the person chose to drop those
 * conditions for it. A definition's `enabled` is copied as it is (absent reads as enabled).
 */
export function planDefinitions(
  source: readonly AlertDefinition[],
  target: readonly AlertDefinition[],
  catalogues: Catalogues,
  choices: DefinitionChoices,
): PlanItem[] {
  const there = byName(target, (d) => d.name);
  const seen = new Set<string>();
  return source.map((d) => {
    if (seen.has(d.name)) return duplicate('definition', d.id, d.name, 'alert definition');
    seen.add(d.name);
    return planDefinition(d, there.get(d.name), catalogues, choices);
  });
}

/** The writes of a plan, in the order they are made: intents, then profiles, then definitions. */
export function writesOf(items: readonly PlanItem[]): Write[] {
  const order: Kind[] = ['intent', 'profile', 'definition'];
  return order.flatMap((kind) => items.filter((i) => i.kind === kind).flatMap((i) => (i.write ? [i.write] : [])));
}

/** Two lists of writes do the same (the plan shown is the plan that would run). */
export const sameWrites = (a: readonly Write[], b: readonly Write[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
