import { describe, expect, it } from 'vitest';
import { recordBody } from './bodies';

const tree = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };

describe('recordBody: the whole body that writes a record as it is held', () => {
  it('an intent: its label and description, nothing else the record carries', () => {
    expect(recordBody('intent', { id: 4, label: 'Refund', description: 'Money back', created_at: 'x' })).toEqual({
      label: 'Refund',
      description: 'Money back',
    });
  });

  it('a profile: its name and fields', () => {
    expect(recordBody('profile', { id: 2, name: 'Angry caller', fields: { mood: 'angry' } })).toEqual({
      name: 'Angry caller',
      fields: { mood: 'angry' },
    });
  });

  it('a definition: severity, channels and mute windows too; a field the record lacks is left out', () => {
    const full = { name: 'Legal', enabled: false, condition_tree: tree, severity: 'critical', channel_ids: [1, 2] };
    expect(recordBody('definition', full)).toEqual({
      name: 'Legal',
      enabled: false,
      condition_tree: tree,
      severity: 'critical',
      channel_ids: [1, 2],
    });
    expect(recordBody('definition', { name: 'Legal', enabled: true, condition_tree: tree })).not.toHaveProperty(
      'channel_ids',
    );
  });

  it('a definition whose tree is replaced (a copy remaps its conditions)', () => {
    const other = { type: 'condition', source: 'red_flags', ref: 2, comparator: 'is_true', value: null };
    expect(recordBody('definition', { name: 'L', enabled: true, condition_tree: tree }, other)).toMatchObject({
      condition_tree: other,
    });
  });

  it('a record that lacks what the route needs is not written', () => {
    expect(recordBody('intent', { label: 'Refund' })).toBeNull();
    expect(recordBody('profile', { fields: {} })).toBeNull();
    expect(recordBody('definition', { name: 'No tree' })).toBeNull();
    expect(recordBody('intent', null)).toBeNull();
  });

  it('inherited keys are not read as the record’s own', () => {
    const record = Object.create({ description: 'from the prototype' }) as Record<string, unknown>;
    record.label = 'Refund';
    expect(recordBody('intent', record)).toBeNull();
  });
});
