import { describe, expect, it } from 'vitest';
import type { SettingsChange } from '../../../contract';
import { landedAround } from './landed';

const change = (id: number, after: Record<string, unknown> | null, actor = 'Sam'): SettingsChange => ({
  id,
  at: `2026-12-01T10:00:0${id}Z`,
  actor,
  resource: 'call_intent',
  resource_id: 4,
  action: after ? 'updated' : 'deleted',
  before: { id: 4, label: 'Booking', description: 'old' },
  after,
});
const mine = { label: 'Booking', description: 'restored' };
const record = (description: string) => ({ id: 4, label: 'Booking', description });

describe('landedAround', () => {
  it('names a change that landed before the write as overwritten, and leaves out the write’s own', () => {
    const theirs = change(1, record('theirs'));
    expect(landedAround([change(2, record('restored')), theirs], mine)).toEqual([
      { change: theirs, overwritten: true },
    ]);
  });

  it('names one that came after the write as not overwritten (a deletion too)', () => {
    const later = change(3, record('later'));
    const gone = change(4, null);
    expect(landedAround([gone, later, change(2, record('restored'))], mine)).toEqual([
      { change: gone, overwritten: false },
      { change: later, overwritten: false },
    ]);
  });

  it('names nothing when only the write itself was recorded, or nothing at all', () => {
    expect(landedAround([change(2, record('restored'))], mine)).toEqual([]);
    expect(landedAround([], mine)).toEqual([]);
  });
});
