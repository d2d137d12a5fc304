import type { SettingsChange } from '../../../contract';
import { fieldsDiffering } from '../../../data/record-fields';

/**
 * Another client's change of the record found after a write: `overwritten` when it landed
 * before the write (which replaced it), otherwise it came after (the record holds it now).
 */
export type Landed = { change: SettingsChange; overwritten: boolean };

/** Does this change leave the record as `body` writes it? */
const leaves = (change: SettingsChange, body: object) =>
  change.after !== null && change.after !== undefined && fieldsDiffering(body, change.after).length === 0;

/**
 * The changes other than the write's own among those recorded since the read before it (newest
 * first). The write's own is the newest that leaves the record as it wrote it; a change that
 * left it the same way took nothing from it, so it is not named either.
 */
export function landedAround(newer: readonly SettingsChange[], body: object): Landed[] {
  const own = newer.findIndex((c) => leaves(c, body));
  return newer.flatMap((change, i) => (leaves(change, body) ? [] : [{ change, overwritten: own >= 0 && i > own }]));
}
