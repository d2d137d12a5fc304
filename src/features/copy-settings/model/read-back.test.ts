import { describe, expect, it } from 'vitest';
import type { Write } from './plan';
import { writtenIn } from './read-back';

const create: Write = {
  kind: 'intent',
  name: 'Billing question',
  targetId: null,
  body: { label: 'Billing question', description: 'About a charge.' },
};
const update: Write = { ...create, targetId: 51, body: { label: 'Billing question', description: 'New words.' } };

describe('writtenIn', () => {
  it('finds a created record by its name, holding what was written', () => {
    expect(writtenIn(create, [{ id: 60, label: 'Billing question', description: 'About a charge.' }])).toBe(true);
    expect(writtenIn(create, [{ id: 60, label: 'Other', description: 'About a charge.' }])).toBe(false);
    expect(writtenIn(create, [])).toBe(false);
  });

  it('finds an update by its id, and only when every field written is there', () => {
    expect(writtenIn(update, [{ id: 51, label: 'Billing question', description: 'New words.' }])).toBe(true);
    expect(writtenIn(update, [{ id: 51, label: 'Billing question', description: 'Their words.' }])).toBe(false);
  });

  it('compares a definition’s delivery fields too', () => {
    const tree = { type: 'condition', source: 'voice_metrics', ref: 'x', comparator: 'is_true', value: null } as const;
    const w: Write = {
      kind: 'definition',
      name: 'Slow',
      targetId: null,
      body: { name: 'Slow', enabled: true, condition_tree: tree, severity: 'critical', channel_ids: [1] },
    };
    const made = { id: 9, name: 'Slow', enabled: true, condition_tree: tree, severity: 'critical', channel_ids: [1] };
    expect(writtenIn(w, [made])).toBe(true);
    expect(writtenIn(w, [{ ...made, severity: 'warning' }])).toBe(false);
  });
});
