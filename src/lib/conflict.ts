/**
 * A record changed elsewhere (another tab, another person) while it was being edited: how an
 * editor notices it before a save overwrites it, and the three-way comparison it shows. `base`
 * is what the editor opened on (or last saved), `mine` the editor, `theirs` the record now.
 * Simulation profiles, alert definitions and call intents all use this.
 */
export type Side = 'mine' | 'theirs';
export type ChangedBy = 'me' | 'them' | 'both';

/** One item (a name, a key, a field) as each side has it; undefined: the item is absent. */
export type ConflictItem = {
  id: string;
  label: string;
  base: string | undefined;
  mine: string | undefined;
  theirs: string | undefined;
};
/** An item where mine and theirs differ, and who changed it since base. */
export type Difference = ConflictItem & { changedBy: ChangedBy };

export const changedBy = (base: string | undefined, mine: string | undefined, theirs: string | undefined): ChangedBy =>
  mine === base ? 'them' : theirs === base ? 'me' : 'both';

/** The items where mine and theirs differ, in the order given. */
export function differencesOf(items: Iterable<ConflictItem>): Difference[] {
  const out: Difference[] = [];
  for (const item of items)
    if (item.mine !== item.theirs) out.push({ ...item, changedBy: changedBy(item.base, item.mine, item.theirs) });
  return out;
}

/** The side kept by default: the one that changed the item (mine when both did). */
export const defaultPick = (d: Difference): Side => (d.changedBy === 'them' ? 'theirs' : 'mine');
export const pickOf = (d: Difference, picks: ReadonlyMap<string, Side>): Side => picks.get(d.id) ?? defaultPick(d);

/**
 * Whether saving over `base` would overwrite a change made elsewhere: the record read just now
 * (`now`; undefined when it could not be read, which does not stop a save: the service still
 * answers for the record) is no longer `base`. Where the service stamps versions (`updated_at`),
 * a same version means no change; the values decide otherwise.
 */
export function changedElsewhere<T>({
  base,
  now,
  same,
  version,
}: {
  base: T;
  now: T | undefined;
  same: (a: T, b: T) => boolean;
  version?: { base: string | null; now: string | null };
}): boolean {
  if (now === undefined) return false;
  if (version && version.base === version.now) return false;
  return !same(base, now);
}

/** What the person chose in the conflict dialog; `merge` names a side per difference. */
export type ConflictChoice =
  { kind: 'keep-mine' } | { kind: 'take-theirs' } | { kind: 'merge'; picks: ReadonlyMap<string, Side> };

/** The heading of the question a save over a changed record asks. */
export const conflictTitle = (what: string) => `This ${what} was changed elsewhere`;
