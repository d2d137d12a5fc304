import { describe, expect, it } from 'vitest';
import type { SettingsChange } from '../contract';
import { localMidnight } from './time-buckets';
import { aroundChange, dayRows, groupChanges, historyQuery, markTitle, markWhat } from './change-marks';

/** The chart's rows as the overview builds them: `days` local days from 23 Nov 2026 in `tz`. */
function chartRows(tz: string, days: number) {
  const starts = Array.from({ length: days + 1 }, (_, i) => localMidnight(2026, 11, 23 + i, tz));
  return starts.slice(0, -1).map((from, i) => ({ range: { from, to: starts[i + 1] ?? from } }));
}

let nextId = 1;
const change = (at: string, resource = 'call_intent', label: string | null = 'Billing question'): SettingsChange => ({
  id: nextId++,
  at,
  actor: 'Priya Raman',
  resource,
  resource_id: resource === 'intent_detection' ? null : 1,
  action: 'updated',
  before: label === null ? { enabled: true } : { label },
  after: label === null ? { enabled: false } : { label },
});

describe('settings changes grouped by the chart’s buckets', () => {
  it('puts each change in its local day, in the overview’s time zone', () => {
    const late = change('2026-11-25T03:00:00Z');
    // 03:00 UTC on 25 Nov is still 24 Nov in New York and already 25 Nov in Tokyo.
    const ny = groupChanges([late], chartRows('America/New_York', 7));
    expect(ny.map((m) => m.index)).toEqual([1]);
    expect(ny[0]?.range.from).toBe(Date.parse('2026-11-24T05:00:00Z'));
    const tokyo = groupChanges([late], chartRows('Asia/Tokyo', 7));
    expect(tokyo.map((m) => m.index)).toEqual([2]);
    expect(tokyo[0]?.range.from).toBe(Date.parse('2026-11-24T15:00:00Z'));
  });

  it('gathers a day’s changes oldest first, names each record once, and links to that day', () => {
    const rows = chartRows('UTC', 7);
    const marks = groupChanges(
      [
        change('2026-11-27T15:00:00Z', 'intent_detection', null),
        change('2026-11-27T09:00:00Z'),
        change('2026-11-27T10:00:00Z'),
        change('2026-11-24T10:00:00Z', 'alert_definition', 'Legal watch'),
      ],
      rows,
    );
    expect(marks.map((m) => m.index)).toEqual([1, 4]);
    const [first, second] = marks;
    if (!first || !second) throw new Error('two marks expected');
    expect(markTitle(second, 'day', 'UTC')).toBe('3 settings changes on 27 Nov');
    expect(markWhat(second)).toBe('Call intent Billing question, Intent detection');
    expect(markTitle(first, 'day', 'UTC')).toBe('1 settings change on 24 Nov');
    expect(markWhat(first)).toBe('Alert definition Legal watch');
    expect(historyQuery(second.range)).toBe(
      'started_after=2026-11-27T00%3A00%3A00.000Z&started_before=2026-11-28T00%3A00%3A00.000Z',
    );
  });

  it('leaves out changes outside the range and times that do not read', () => {
    const rows = chartRows('UTC', 2);
    const outside = [change('2026-11-22T23:59:59Z'), change('2026-11-25T00:00:00Z'), change('not a time')];
    expect(groupChanges(outside, rows)).toEqual([]);
    expect(groupChanges([], rows)).toEqual([]);
    expect(groupChanges([change('2026-11-24T00:00:00Z')], [])).toEqual([]);
    expect(groupChanges([change('2026-11-24T00:00:00Z')], rows).map((m) => m.index)).toEqual([1]);
  });
});

describe('the same length of time before and after a change', () => {
  const at = Date.parse('2026-11-08T02:53:00Z');
  const DAY = 86_400_000;

  it('is 7 days each side once 7 days have passed', () => {
    expect(aroundChange(at, at + 20 * DAY)).toEqual({
      before: { from: at - 7 * DAY, to: at },
      after: { from: at, to: at + 7 * DAY },
      label: 'The 7 days',
    });
  });

  it('is the whole days, hours or minutes since a recent change, the same each side', () => {
    expect(aroundChange(at, at + 2.5 * DAY)?.after).toEqual({ from: at, to: at + 2 * DAY });
    expect(aroundChange(at, at + 2.5 * DAY)?.before).toEqual({ from: at - 2 * DAY, to: at });
    expect(aroundChange(at, at + 5.5 * 3_600_000)?.label).toBe('The 5 hours');
    expect(aroundChange(at, at + 90_000)?.label).toBe('The 1 minute');
  });

  it('is none for a change less than a minute old, in the future, or without a time', () => {
    expect(aroundChange(at, at + 30_000)).toBeNull();
    expect(aroundChange(at, at - DAY)).toBeNull();
    expect(aroundChange(Number.NaN, at)).toBeNull();
  });
});

describe('the local days of a span, for a page without a chart', () => {
  it('cuts the first and last day to the span and follows the zone', () => {
    const span = { from: Date.parse('2026-11-24T12:00:00Z'), to: Date.parse('2026-11-26T06:00:00Z') };
    const rows = dayRows(span, 'Asia/Tokyo').map((r) =>
      [r.range.from, r.range.to].map((ms) => new Date(ms).toISOString()),
    );
    // Tokyo's days start at 15:00 UTC: 24 Nov 12:00 UTC is 24 Nov there, 26 Nov 06:00 UTC is 26 Nov.
    expect(rows).toEqual([
      ['2026-11-24T12:00:00.000Z', '2026-11-24T15:00:00.000Z'],
      ['2026-11-24T15:00:00.000Z', '2026-11-25T15:00:00.000Z'],
      ['2026-11-25T15:00:00.000Z', '2026-11-26T06:00:00.000Z'],
    ]);
    expect(dayRows({ from: span.to, to: span.from }, 'UTC')).toEqual([]);
  });
});
