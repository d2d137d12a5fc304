import { describe, expect, it } from 'vitest';
import { type ListPage, neighbours, queuePage } from './neighbours';

const page = (offset: number, ids: number[], total: number | null = 7, limit = 3): ListPage => ({
  offset,
  limit,
  ids,
  total,
});

// A list of 7 calls in pages of 3: [10 11 12] [13 14 15] [16].
describe('previous and next call within the list', () => {
  it('moves within a page', () => {
    const n = neighbours(14, page(3, [13, 14, 15]));
    expect(n).toMatchObject({ index: 1, position: 5, prev: { id: 13, offset: 3 }, next: { id: 15, offset: 3 } });
    expect(n.prevPageOffset).toBeNull();
    expect(n.nextPageOffset).toBeNull();
  });

  it('at the first row of a later page, asks for the page before and takes its last call', () => {
    const loading = neighbours(13, page(3, [13, 14, 15]));
    expect(loading.prev).toBe('loading');
    expect(loading.prevPageOffset).toBe(0);
    expect(neighbours(13, page(3, [13, 14, 15]), page(0, [10, 11, 12])).prev).toEqual({ id: 12, offset: 0 });
  });

  it('at the last row of a page with more after it, asks for the next page and takes its first call', () => {
    const loading = neighbours(15, page(3, [13, 14, 15]));
    expect(loading.next).toBe('loading');
    expect(loading.nextPageOffset).toBe(6);
    expect(neighbours(15, page(3, [13, 14, 15]), undefined, page(6, [16])).next).toEqual({ id: 16, offset: 6 });
  });

  it('has no previous call at the very first and no next call at the very last', () => {
    const first = neighbours(10, page(0, [10, 11, 12]));
    expect(first.prev).toBeNull();
    expect(first.prevPageOffset).toBeNull();
    const last = neighbours(16, page(6, [16]));
    expect(last.next).toBeNull();
    expect(last.nextPageOffset).toBeNull();
    expect(last.position).toBe(7);
  });

  it('without a total, a full page may have more; a next page that comes back empty ends the list', () => {
    const n = neighbours(12, page(0, [10, 11, 12], null));
    expect(n.nextPageOffset).toBe(3);
    expect(neighbours(12, page(0, [10, 11, 12], null), undefined, page(3, [], null)).next).toBeNull();
    expect(neighbours(11, page(0, [10, 11], null)).next).toBeNull();
  });

  it('an offset that is not a multiple of the page size still finds the page before', () => {
    const n = neighbours(12, page(2, [12, 13, 14]));
    expect(n.prevPageOffset).toBe(0);
    expect(neighbours(12, page(2, [12, 13, 14]), page(0, [10, 11, 12])).prev).toEqual({ id: 11, offset: 0 });
  });

  it('a call that is not on its page has no neighbours', () => {
    expect(neighbours(99, page(0, [10, 11, 12]))).toMatchObject({ index: -1, position: null, prev: null, next: null });
  });

  it('a call that has left the list since keeps the neighbours around its place, the later calls moved up', () => {
    // 14 left [13 14 15] [16 ...]: the page is now [13 15 16], the list 6 long.
    expect(neighbours(14, page(3, [13, 15, 16], 6), undefined, undefined, 1)).toMatchObject({
      index: -1,
      left: true,
      position: null,
      prev: { id: 13, offset: 3 },
      next: { id: 15, offset: 3 },
    });
    // The last of its page: the next call is the one that moved up into it.
    expect(neighbours(15, page(3, [13, 14, 16], 6), undefined, undefined, 2).next).toEqual({ id: 16, offset: 3 });
    // The first of a later page: the previous call is on the page before.
    const first = neighbours(13, page(3, [14, 15, 16], 6), undefined, undefined, 0);
    expect(first).toMatchObject({ prev: 'loading', prevPageOffset: 0, next: { id: 14, offset: 3 } });
    // The very last call of the list: none after it.
    const last = neighbours(16, page(6, [], 6), undefined, undefined, 0);
    expect(last).toMatchObject({ left: true, next: null, nextPageOffset: null });
    // A place the page cannot have had is not taken.
    const nowhere = neighbours(14, page(3, [13, 15], 5), undefined, undefined, 3);
    expect(nowhere).toMatchObject({ left: false, prev: null, next: null });
  });
});

describe('the review queue as a list', () => {
  it('is one page of its calls, each once, in the order of their assignments', () => {
    const q = queuePage([{ call_id: 1052 }, { call_id: 1054 }, { call_id: 1052 }, { call_id: 1056 }]);
    expect(q).toEqual({ offset: 0, limit: 3, ids: [1052, 1054, 1056], total: 3 });
    expect(neighbours(1054, q)).toMatchObject({ position: 2, prev: { id: 1052 }, next: { id: 1056 } });
    expect(neighbours(1056, q).next).toBeNull();
  });

  it('keeps the calls around a call that has left it (its assignment done) as its neighbours', () => {
    const after = queuePage([{ call_id: 1054 }, { call_id: 1056 }]);
    expect(neighbours(1052, after, undefined, undefined, 0)).toMatchObject({
      left: true,
      prev: null,
      next: { id: 1054 },
    });
  });
});
