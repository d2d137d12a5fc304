import { describe, expect, it } from 'vitest';
import type { CallFilters } from '../../../contract';
import { activeChips } from './chips';
import { pickerModel } from './picker-data';

const none: CallFilters = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
const models = (selected: Partial<CallFilters> = {}) => ({
  call_intent_id: pickerModel(
    'call_intent_id',
    [{ value: '1', label: 'Billing question' }],
    selected.call_intent_id ?? [],
  ),
  call_outcome_id: pickerModel('call_outcome_id', [], selected.call_outcome_id ?? []),
  sentiment: pickerModel('sentiment', [{ value: 'negative', label: 'negative' }], selected.sentiment ?? []),
  label_id: pickerModel('label_id', [{ value: '1', label: 'Legal threat', redFlag: true }], selected.label_id ?? []),
});
const noView = { range: { after: null, before: null }, q: '', reviewed: null };

describe('activeChips', () => {
  it('has none for a list with no filter', () => {
    expect(activeChips(none, noView, models())).toEqual([]);
  });

  it('names each value as its picker does, in the bar’s order, and tells red flags and unknown ids', () => {
    const filters = {
      ...none,
      sentiment: ['negative'],
      call_intent_id: ['1'],
      label_id: ['1'],
      call_outcome_id: ['9'],
    };
    const chips = activeChips(filters, noView, models(filters));
    expect(chips.map((c) => [c.kindText, c.text, c.removeLabel])).toEqual([
      ['Intent', 'Billing question', 'Remove Billing question'],
      ['Outcome', 'unknown (id 9)', 'Remove unknown (id 9)'],
      ['Sentiment', 'negative', 'Remove negative'],
      ['Red flag', 'Legal threat', 'Remove Legal threat'],
    ]);
    expect(chips[1]?.unknown).toBe(true);
    expect(chips[3]?.redFlag).toBe(true);
    expect(chips[0]?.removal).toEqual({ kind: 'value', key: 'call_intent_id', value: '1' });
  });

  it('adds the time range, the transcript search and the review filter', () => {
    const view = { range: { after: '2026-11-10T00:00:00Z', before: null }, q: 'refund', reviewed: false };
    expect(activeChips(none, view, models()).map((c) => [c.text, c.removeLabel, c.removal.kind])).toEqual([
      [null, 'Remove time range', 'range'],
      ['“refund”', 'Remove transcript search', 'search'],
      ['Not reviewed', 'Remove review filter', 'review'],
    ]);
  });
});
