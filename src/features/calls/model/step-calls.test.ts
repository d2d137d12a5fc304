import { describe, expect, it } from 'vitest';
import type { ListPage } from './neighbours';
import { applySteps, type PageAt, stepFrom } from './step-calls';

// A list of 25 calls, ids 100..124, in pages of 10.
const ids = Array.from({ length: 25 }, (_, i) => 100 + i);
const pageOf = (offset: number): ListPage => ({
  offset,
  limit: 10,
  ids: ids.slice(offset, offset + 10),
  total: ids.length,
});
const all: PageAt = (offset) => pageOf(offset);
const only =
  (...offsets: number[]): PageAt =>
  (offset) =>
    offsets.includes(offset) ? pageOf(offset) : undefined;

describe('stepFrom', () => {
  it('moves one call within a page, and across to the next or previous page', () => {
    expect(stepFrom({ id: 103, offset: 0 }, 'next', all)).toEqual({ id: 104, offset: 0 });
    expect(stepFrom({ id: 109, offset: 0 }, 'next', all)).toEqual({ id: 110, offset: 10 });
    expect(stepFrom({ id: 110, offset: 10 }, 'prev', all)).toEqual({ id: 109, offset: 0 });
  });

  it('steps from a call that has left the list from the place it had (the later calls moved up)', () => {
    const without = ids.filter((id) => id !== 103);
    const pages: PageAt = (offset) => ({ offset, limit: 10, ids: without.slice(offset, offset + 10), total: 24 });
    const left = { id: 103, offset: 0, index: 3 };
    expect(stepFrom({ id: 103, offset: 0 }, 'next', pages, left)).toEqual({ id: 104, offset: 0 });
    expect(stepFrom({ id: 103, offset: 0 }, 'prev', pages, left)).toEqual({ id: 102, offset: 0 });
    expect(stepFrom({ id: 103, offset: 0 }, 'next', pages)).toBeNull();
    expect(applySteps({ id: 103, offset: 0 }, ['next', 'next'], pages, left).at).toEqual({ id: 105, offset: 0 });
  });

  it('has nowhere to go at either end of the list', () => {
    expect(stepFrom({ id: 100, offset: 0 }, 'prev', all)).toBeNull();
    expect(stepFrom({ id: 124, offset: 20 }, 'next', all)).toBeNull();
  });

  it('names the page it needs when the call’s page or its neighbour page is not fetched yet', () => {
    expect(stepFrom({ id: 103, offset: 0 }, 'next', only())).toEqual({ needs: 0 });
    expect(stepFrom({ id: 109, offset: 0 }, 'next', only(0))).toEqual({ needs: 10 });
  });

  it('finds nothing on a page that failed', () => {
    expect(stepFrom({ id: 109, offset: 0 }, 'next', (o) => (o === 0 ? pageOf(0) : 'failed'))).toBeNull();
    expect(stepFrom({ id: 103, offset: 0 }, 'next', () => 'failed')).toBeNull();
  });
});

describe('applySteps', () => {
  it('applies every press from where the one before landed: ten J from the third call end on the thirteenth', () => {
    expect(applySteps({ id: 102, offset: 0 }, Array(10).fill('next'), all)).toEqual({
      at: { id: 112, offset: 10 },
      done: 10,
      needs: null,
    });
  });

  it('J then K comes back to the same call; K at the start is lost but the J after it counts', () => {
    expect(applySteps({ id: 105, offset: 0 }, ['next', 'prev'], all).at).toEqual({ id: 105, offset: 0 });
    expect(applySteps({ id: 101, offset: 0 }, ['prev', 'prev', 'prev', 'next'], all).at).toEqual({
      id: 101,
      offset: 0,
    });
  });

  it('stops at the first press that needs a page, keeping what it did so far', () => {
    expect(applySteps({ id: 107, offset: 0 }, ['next', 'next', 'next', 'next'], only(0))).toEqual({
      at: { id: 109, offset: 0 },
      done: 2,
      needs: 10,
    });
    // Nothing is known yet (the list is still loading): nothing is done.
    expect(applySteps({ id: 103, offset: 0 }, ['next'], only())).toEqual({
      at: { id: 103, offset: 0 },
      done: 0,
      needs: 0,
    });
  });
});
