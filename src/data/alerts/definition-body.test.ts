import { describe, expect, it } from 'vitest';
import { fieldsDiffering } from '../record-fields';
import { definitionBody } from './definition-body';

const tree = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
const windows = [{ days: ['sat', 'sun'], start: '22:00', end: '07:00', tz: 'Europe/London' }];
const full = {
  id: 4,
  agent_id: 1,
  name: 'Legal',
  enabled: false,
  condition_tree: tree,
  severity: 'critical',
  channel_ids: [1, 2],
  snoozed_until: '2026-12-01T10:00:00.000Z',
  mute_windows: windows,
};

describe('definitionBody', () => {
  it('keeps every field the record has, and no bookkeeping', () => {
    expect(definitionBody(full)).toEqual({
      name: 'Legal',
      enabled: false,
      condition_tree: tree,
      severity: 'critical',
      channel_ids: [1, 2],
      snoozed_until: '2026-12-01T10:00:00.000Z',
      mute_windows: windows,
    });
  });

  it('invents none: absent or null fields are left out (a null snooze is written: it clears one)', () => {
    const body = definitionBody({
      name: 'Old',
      condition_tree: tree,
      severity: null,
      channel_ids: null,
      snoozed_until: null,
    });
    expect(body).toEqual({ name: 'Old', enabled: true, condition_tree: tree, snoozed_until: null });
    expect(Object.keys(definitionBody({ name: 'Old', enabled: true, condition_tree: tree }) ?? {})).toEqual([
      'name',
      'enabled',
      'condition_tree',
    ]);
  });

  it('takes another tree (a copy remaps it), and refuses what the route does not accept', () => {
    const other = { ...tree, ref: 93 };
    expect(definitionBody(full, other)?.condition_tree).toEqual(other);
    expect(definitionBody({ ...full, name: '' })).toBeNull();
    expect(definitionBody({ ...full, severity: 'loud' })).toBeNull();
    expect(definitionBody(null)).toBeNull();
  });
});

describe('fieldsDiffering', () => {
  it('compares every field the body carries, channels as a set and refs by text', () => {
    const body = definitionBody(full) ?? {};
    expect(fieldsDiffering(body, { ...full, channel_ids: [2, 1], condition_tree: { ...tree, ref: '1' } })).toEqual([]);
    expect(fieldsDiffering(body, { ...full, severity: 'warning', mute_windows: [] })).toEqual([
      'severity',
      'mute_windows',
    ]);
    expect(fieldsDiffering(body, { ...full, channel_ids: undefined })).toEqual(['channel_ids']);
  });

  it('leaves out what the body does not write', () => {
    expect(fieldsDiffering({ name: 'Legal', enabled: true, condition_tree: tree }, { ...full, enabled: null })).toEqual(
      [],
    );
  });
});
