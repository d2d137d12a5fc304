import type { SettingsChange, SettingsChangeQuery } from '../../../contract';

/**
 * The settings changes (B.8) between two runs: a run holds every change at or before its
 * `settings_as_of` and none after, so the changes between a baseline and a run are those after
 * the earlier `settings_as_of` and at or before the later one. B.8's range is the other way
 * round (after inclusive, before exclusive): the query asks for a millisecond more at each end,
 * and `includes` keeps exactly the changes between.
 */
export type ChangeWindow = {
  query: Required<Pick<SettingsChangeQuery, 'started_after' | 'started_before'>>;
  includes: (change: Pick<SettingsChange, 'at'>) => boolean;
  /** The baseline read the settings after the run did (a comparison with a later run): the changes undo each other's way. */
  baselineIsLater: boolean;
};

type AsOf = { settings_as_of?: string | null };

/** null when either run has no readable `settings_as_of` (nothing can be said about what lies between). */
export function changesBetween(baseline: AsOf, run: AsOf): ChangeWindow | null {
  const b = Date.parse(baseline.settings_as_of ?? '');
  const r = Date.parse(run.settings_as_of ?? '');
  if (Number.isNaN(b) || Number.isNaN(r)) return null;
  const from = Math.min(b, r);
  const to = Math.max(b, r);
  return {
    query: { started_after: new Date(from + 1).toISOString(), started_before: new Date(to + 1).toISOString() },
    includes: (change) => {
      const at = Date.parse(change.at ?? '');
      return !Number.isNaN(at) && at > from && at <= to;
    },
    baselineIsLater: b > r,
  };
}
