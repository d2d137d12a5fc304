import { describe, expect, it } from 'vitest';
import { neighbours } from '../model/neighbours';
import { nextAfterReview, noNextReason } from './review-next';

const page = { offset: 25, limit: 25, ids: Array.from({ length: 25 }, (_, i) => 100 + i), total: 60 };
const nextPage = { offset: 50, limit: 25, ids: [200, 201], total: 60 };

describe('the call Save and next opens', () => {
  it('is the next call of the page, at the same offset', () => {
    const result = neighbours(103, page);
    expect(nextAfterReview(result, new URLSearchParams('reviewed=false'))).toEqual({ id: 104, offset: 25 });
  });

  it('on the next page: one place up in a list of unreviewed calls, which the saved call leaves', () => {
    const result = neighbours(124, page, null, nextPage);
    expect(nextAfterReview(result, new URLSearchParams('reviewed=false'))).toEqual({ id: 200, offset: 49 });
    expect(nextAfterReview(result, new URLSearchParams(''))).toEqual({ id: 200, offset: 50 });
  });

  it('is none at the end of the list, while its page loads, or off the list', () => {
    expect(
      nextAfterReview(neighbours(1, { offset: 0, limit: 25, ids: [1], total: 1 }), new URLSearchParams()),
    ).toBeNull();
    expect(nextAfterReview(neighbours(124, page), new URLSearchParams())).toBeNull();
    expect(nextAfterReview(neighbours(999, page), new URLSearchParams())).toBeNull();
  });
});

describe('why Save and next has no call to open', () => {
  it('is not said where there is a next call', () => {
    expect(noNextReason(false, neighbours(103, page))).toBeNull();
  });
  it('says the list is still on its way rather than that this is its last call', () => {
    expect(noNextReason(true, null)).toBe('Finding the next call…');
    expect(noNextReason(false, neighbours(124, page))).toBe('Finding the next call…');
    const end = neighbours(124, page, null, { ...nextPage, ids: [] });
    expect(noNextReason(false, end)).toBe('This is the last call of the list.');
  });
  it('keeps the way forward of a call that has left the list; says nothing of a call off the list', () => {
    const left = neighbours(103, { ...page, ids: page.ids.filter((id) => id !== 103) }, null, null, 3);
    expect(nextAfterReview(left, new URLSearchParams('reviewed=false'))).toEqual({ id: 104, offset: 25 });
    expect(noNextReason(false, left)).toBeNull();
    expect(noNextReason(false, null)).toBeNull();
    expect(noNextReason(false, neighbours(999, page))).toBeNull();
  });
});
