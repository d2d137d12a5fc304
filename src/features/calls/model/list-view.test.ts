import { describe, expect, it } from 'vitest';
import type { Call } from '../../../contract';
import {
  checkListAnswer,
  isLive,
  listQuery,
  liveProblems,
  listViewFromSearch,
  parseInstant,
  presetRange,
  rangeEnded,
  withListView,
  withLive,
  withReviewAndSearch,
} from './list-view';

const call = (id: number, started_at: string | null): Call => ({
  id,
  started_at,
  duration_ms: 1000,
  call_intent: null,
  call_outcome: null,
  sentiment: null,
  labels_and_redflags: [],
});

describe('time range and order in the query string', () => {
  it('reads ISO 8601 instants as UTC, with or without an offset', () => {
    expect(parseInstant('2026-11-20T09:30:00Z')).toBe('2026-11-20T09:30:00.000Z');
    expect(parseInstant('2026-11-20T10:30:00+01:00')).toBe('2026-11-20T09:30:00.000Z');
    expect(parseInstant('2026-11-20T09:30')).toBe('2026-11-20T09:30:00.000Z');
    expect(parseInstant('2026-11-20')).toBe('2026-11-20T00:00:00.000Z');
    for (const bad of [
      'yesterday',
      '2026-02-31',
      '2026-11-20T25:00:00Z',
      '1700000000',
      '',
      '2026-11-20T09:30:00Zjunk',
    ]) {
      expect(parseInstant(bad)).toBeNull();
    }
  });

  it('ignores a bad value with a note and keeps the rest', () => {
    const v = listViewFromSearch(
      new URLSearchParams('started_after=soon&started_before=2026-11-20T00:00:00Z&order=up'),
    );
    expect(v.range).toEqual({ after: null, before: '2026-11-20T00:00:00.000Z' });
    expect(v.order).toBe('desc');
    expect(v.ignored).toHaveLength(2);
    expect(v.ignored[0]).toContain('started_after “soon” is not a date and time');
    expect(v.ignored[1]).toContain('order “up”');
  });

  it('ignores a range that ends before it starts', () => {
    const v = listViewFromSearch(new URLSearchParams('started_after=2026-11-21&started_before=2026-11-20'));
    expect(v.range).toEqual({ after: null, before: null });
    expect(v.ignored[0]).toContain('is not before started_before');
  });

  it('writes only what differs from the default, keeping other keys', () => {
    const p = withListView(new URLSearchParams('sentiment=negative&order=asc'), {
      range: { after: '2026-11-20T00:00:00.000Z', before: null },
      order: 'desc',
    });
    expect(p.toString()).toBe('sentiment=negative&started_after=2026-11-20T00%3A00%3A00.000Z');
    const back = listViewFromSearch(p);
    expect(back).toEqual({
      range: { after: '2026-11-20T00:00:00.000Z', before: null },
      order: 'desc',
      reviewed: null,
      q: '',
      ignored: [],
    });
  });

  it('presets end now', () => {
    expect(presetRange(3_600_000, Date.parse('2026-11-20T10:00:00Z'))).toEqual({
      after: '2026-11-20T09:00:00.000Z',
      before: null,
    });
  });
});

describe('noticing a server that does not apply range or order', () => {
  const range = { after: '2026-11-20T00:00:00Z', before: '2026-11-21T00:00:00Z' };
  it('accepts items inside the window in the asked order (after inclusive, before exclusive)', () => {
    const items = [call(3, '2026-11-20T23:59:59Z'), call(2, null), call(1, '2026-11-20T00:00:00Z')];
    expect(checkListAnswer(items, { range, order: 'desc' })).toEqual({ rangeIgnored: false, orderIgnored: false });
  });

  it('notices an item outside the window', () => {
    expect(checkListAnswer([call(1, '2026-11-21T00:00:00Z')], { range, order: 'desc' }).rangeIgnored).toBe(true);
    expect(checkListAnswer([call(1, '2026-11-19T23:59:59Z')], { range, order: 'desc' }).rangeIgnored).toBe(true);
  });

  it('notices neighbours out of order', () => {
    const oldestFirst = [call(1, '2026-11-20T01:00:00Z'), call(2, '2026-11-20T02:00:00Z')];
    expect(checkListAnswer(oldestFirst, { range, order: 'desc' }).orderIgnored).toBe(true);
    expect(checkListAnswer(oldestFirst, { range, order: 'asc' }).orderIgnored).toBe(false);
  });
});

describe('the review filter and the transcript search in the query string', () => {
  it('reads reviewed and q, sends them, and says what it could not read', () => {
    const v = listViewFromSearch(new URLSearchParams('reviewed=false&q=%20refund%20'));
    expect(v).toMatchObject({ reviewed: false, q: 'refund', ignored: [] });
    expect(listQuery(v)).toMatchObject({ reviewed: 'false', q: 'refund' });
    expect(listQuery(listViewFromSearch(new URLSearchParams('')))).toMatchObject({ reviewed: undefined, q: undefined });
    const bad = listViewFromSearch(new URLSearchParams('reviewed=maybe'));
    expect(bad.reviewed).toBeNull();
    expect(bad.ignored).toEqual([expect.stringContaining('reviewed “maybe”')]);
  });

  it('writes them over the old ones, keeps the rest and starts at the first page', () => {
    const p = withReviewAndSearch(new URLSearchParams('sentiment=negative&reviewed=true&offset=50&limit=25'), {
      reviewed: false,
      q: 'cancel',
    });
    expect(p.toString()).toBe('sentiment=negative&limit=25&reviewed=false&q=cancel');
    expect(withReviewAndSearch(p, { reviewed: null, q: ' ' }).toString()).toBe('sentiment=negative&limit=25');
  });
});

describe('Live in the address', () => {
  it('is off unless the address says live=true, and off is left out', () => {
    expect(isLive(new URLSearchParams(''))).toBe(false);
    expect(isLive(new URLSearchParams('live=1'))).toBe(false);
    expect(isLive(new URLSearchParams('live=true'))).toBe(true);
    const on = withLive(new URLSearchParams('sentiment=negative&offset=25'), true);
    expect(on.toString()).toBe('sentiment=negative&offset=25&live=true');
    expect(withLive(on, false).toString()).toBe('sentiment=negative&offset=25');
    expect(liveProblems(new URLSearchParams('live=true'))).toEqual([]);
    expect(liveProblems(new URLSearchParams('live=yes'))).toEqual(['live “yes” is not true, so Live is off.']);
  });

  it('has nothing to follow in a range that has ended', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(rangeEnded({ after: null, before: null }, now)).toBe(false);
    expect(rangeEnded({ after: '2026-11-01T00:00:00.000Z', before: null }, now)).toBe(false);
    expect(rangeEnded({ after: null, before: '2026-11-26T00:00:00.000Z' }, now)).toBe(false);
    expect(rangeEnded({ after: null, before: '2026-11-25T12:00:00.000Z' }, now)).toBe(true);
  });
});
