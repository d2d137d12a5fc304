import { describe, expect, it } from 'vitest';
import { firstMatch, pickerModel, pickerOptions } from './picker-data';

const options = {
  call_intents: [{ id: 1, label: 'Billing question' }],
  call_outcomes: [],
  sentiments: ['positive', 'negative'],
  labels_and_redflags: [
    { id: 3, label: 'Refund request' },
    { id: 1, label: 'Legal threat' },
  ],
};

describe('picker data', () => {
  it('marks a selected value the options no longer offer as unknown', () => {
    const m = pickerModel('call_intent_id', pickerOptions('call_intent_id', options), ['1', '999']);
    expect(m.labelOf.get('1')).toBe('Billing question');
    expect(m.labelOf.get('999')).toBe('unknown (id 999)');
    expect(m.unknown.has('999')).toBe(true);
    expect(m.data).toContainEqual({ group: 'No longer offered', items: [{ value: '999', label: 'unknown (id 999)' }] });
  });

  it('does not call a value unknown while the options are not known', () => {
    const m = pickerModel('label_id', null, ['5']);
    expect(m.labelOf.get('5')).toBe('id 5');
    expect(m.unknown.size).toBe(0);
  });

  it('groups red flags apart from labels when the rules say which is which', () => {
    const m = pickerModel('label_id', pickerOptions('label_id', options, { 1: 'red_flag', 3: 'label' }), []);
    expect(m.data).toEqual([
      { group: 'Red flags', items: [{ value: '1', label: 'Legal threat' }] },
      { group: 'Labels', items: [{ value: '3', label: 'Refund request' }] },
    ]);
    expect([...m.redFlags]).toEqual(['1']);
  });

  it('keeps one list when the rules are not known', () => {
    const m = pickerModel('label_id', pickerOptions('label_id', options), []);
    expect(m.data).toEqual([
      { value: '3', label: 'Refund request' },
      { value: '1', label: 'Legal threat' },
    ]);
  });

  it('finds what Enter takes: the first label containing the text, groups in order', () => {
    const m = pickerModel('label_id', pickerOptions('label_id', options, { 1: 'red_flag', 3: 'label' }), []);
    expect(firstMatch(m.data, ' ref ')).toBe('3');
    expect(firstMatch(m.data, 'LEGAL')).toBe('1');
    expect(firstMatch(m.data, 'e')).toBe('1');
    expect(firstMatch(m.data, 'nothing like it')).toBeNull();
    expect(firstMatch(m.data, '  ')).toBeNull();
  });
});
