import { describe, expect, it } from 'vitest';
import {
  callFilterProblems,
  callFiltersFromSearch,
  emptyCallFilters,
  hasCallFilters,
  withCallFilters,
} from './search-params';

describe('query string <-> call filters', () => {
  it('reads each repeatable filter under the API names', () => {
    const f = callFiltersFromSearch(
      new URLSearchParams('sentiment=negative&label_id=3&label_id=1&call_intent_id=2&call_outcome_id=4&limit=10'),
    );
    expect(f).toEqual({ call_intent_id: ['2'], call_outcome_id: ['4'], sentiment: ['negative'], label_id: ['3', '1'] });
  });

  it('drops ids that are not integers, duplicates and blanks; normalises leading zeros', () => {
    const f = callFiltersFromSearch(
      new URLSearchParams('label_id=abc&label_id=03&label_id=3&label_id=-1&sentiment=&sentiment=mixed%20feelings'),
    );
    expect(f.label_id).toEqual(['3']);
    expect(f.sentiment).toEqual(['mixed feelings']);
  });

  it('writes filters, keeping other keys and replacing the old filter values', () => {
    const before = new URLSearchParams('sentiment=positive&limit=10&offset=20');
    const next = withCallFilters(before, { ...emptyCallFilters(), sentiment: ['negative'], label_id: ['3'] });
    expect(next.toString()).toBe('limit=10&offset=20&sentiment=negative&label_id=3');
    // The input is not changed (React Router hands out its own params).
    expect(before.toString()).toBe('sentiment=positive&limit=10&offset=20');
  });

  it('round-trips', () => {
    const filters = {
      call_intent_id: ['1', '2'],
      call_outcome_id: [],
      sentiment: ['neutral', 'negative'],
      label_id: ['999'],
    };
    const qs = withCallFilters(new URLSearchParams(), filters);
    expect(callFiltersFromSearch(new URLSearchParams(qs.toString()))).toEqual(filters);
  });

  it('clearing a filter removes it from the query string', () => {
    const qs = withCallFilters(new URLSearchParams('label_id=3&sentiment=negative'), {
      ...emptyCallFilters(),
      sentiment: ['negative'],
    });
    expect(qs.toString()).toBe('sentiment=negative');
    expect(hasCallFilters(callFiltersFromSearch(new URLSearchParams('')))).toBe(false);
  });

  it('says which filter values of the address are not ids', () => {
    expect(
      callFilterProblems(new URLSearchParams('label_id=03&call_intent_id=2&sentiment=negative&sentiment=')),
    ).toEqual([]);
    expect(
      callFilterProblems(
        new URLSearchParams('label_id=abc&label_id=abc&call_outcome_id=-1&call_intent_id=1.5&label_id=3'),
      ),
    ).toEqual([
      'call_intent_id “1.5” is not an id (a whole number of 0 or more), so it is not applied.',
      'call_outcome_id “-1” is not an id (a whole number of 0 or more), so it is not applied.',
      'label_id “abc” is not an id (a whole number of 0 or more), so it is not applied.',
    ]);
  });
});
