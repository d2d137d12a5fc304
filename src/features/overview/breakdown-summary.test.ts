import { describe, expect, it } from 'vitest';
import { breakdownSummary } from './breakdown-summary';
import type { BreakdownRow } from './model';

const row = (value: string | null, count: number, before: number | null = null): BreakdownRow => ({
  key: value ?? 'none',
  value,
  name: value ?? 'No sentiment',
  count,
  before,
  redFlag: false,
});

describe('breakdownSummary', () => {
  it('says there are no calls only where the range has none', () => {
    expect(breakdownSummary('sentiments', [], 0)).toBe('No calls in this range.');
    expect(breakdownSummary('sentiments', [row('negative', 0, 3)], 0)).toBe('No calls in this range.');
  });

  it('counts calls without a value as calls, whatever came first in the rows', () => {
    // Today: none of the calls has a sentiment, where yesterday's had: those rows are empty now.
    const rows = [row('positive', 0, 2), row('negative', 0, 1), row(null, 2, 0)];
    expect(breakdownSummary('sentiments', rows, 2)).toBe('None of the 2 calls has a sentiment.');
    expect(breakdownSummary('intents', [row(null, 1)], 1)).toBe('The one call has no intent.');
    expect(breakdownSummary('labels', [], 4)).toBe('None of the 4 calls has a label or red flag.');
  });

  it('names the value with the most calls, not the calls with none', () => {
    const rows = [row('positive', 0, 5), row('negative', 1), row(null, 3)];
    expect(breakdownSummary('sentiments', rows, 4)).toBe('Most calls: negative, 1 of 4 calls (25%).');
  });
});
