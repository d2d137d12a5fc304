import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes-between';

const baseline = { settings_as_of: '2026-11-07T17:00:00.000Z' };
const run = { settings_as_of: '2026-11-08T10:00:00.000Z' };

describe('the settings changes between two runs', () => {
  it('are after the baseline read its settings, up to and including when the run read them', () => {
    const w = changesBetween(baseline, run);
    expect(w?.query).toEqual({
      started_after: '2026-11-07T17:00:00.001Z',
      started_before: '2026-11-08T10:00:00.001Z',
    });
    const at = (iso: string) => w?.includes({ at: iso });
    expect(at('2026-11-07T17:00:00.000Z')).toBe(false);
    expect(at('2026-11-07T17:00:00.001Z')).toBe(true);
    expect(at('2026-11-08T10:00:00.000Z')).toBe(true);
    expect(at('2026-11-08T10:00:00.001Z')).toBe(false);
    expect(w?.includes({ at: null })).toBe(false);
    expect(w?.baselineIsLater).toBe(false);
  });

  it('compared with a later run, the same window, and it says the baseline is the later one', () => {
    const w = changesBetween(run, baseline);
    expect(w?.query.started_after).toBe('2026-11-07T17:00:00.001Z');
    expect(w?.baselineIsLater).toBe(true);
  });

  it('nothing to say without both moments', () => {
    expect(changesBetween({ settings_as_of: null }, run)).toBeNull();
    expect(changesBetween(baseline, { settings_as_of: 'soon' })).toBeNull();
  });
});
