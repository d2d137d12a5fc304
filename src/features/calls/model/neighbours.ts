/** One page of the list a call page was opened from: its call ids in order, and where it sits. */
export type ListPage = { offset: number; limit: number; ids: readonly number[]; total: number | null };

/** A neighbouring call and the offset of the list page that holds it. */
export type Neighbour = { id: number; offset: number };

/** `null`: there is none (an end of the list); 'loading': its page is still being fetched. */
export type NeighbourState = Neighbour | null | 'loading';

export type Neighbours = {
  /** 0-based place of the call on its page, or -1 when the page does not hold it. */
  index: number;
  /** The call was on this page and has left the list since (reviewed, in a list of unreviewed calls). */
  left: boolean;
  /** 1-based place in the whole filtered list. */
  position: number | null;
  prev: NeighbourState;
  next: NeighbourState;
  /** Offsets of the neighbouring pages to fetch, when the call sits at an edge of its page. */
  prevPageOffset: number | null;
  nextPageOffset: number | null;
};

/**
 * Previous and next call within a paged, filtered list. At the first or last row of a page the
 * neighbour is on the page before or after (`prevPage`/`nextPage`, undefined while not fetched).
 * Without a total, a full page is taken to mean there may be more.
 *
 * `wasAt`: the place the call had on this page when it was last found there. A call that has left
 * the list since keeps the neighbours around that place (the calls after it moved up by one).
 */
export function neighbours(
  callId: number,
  page: ListPage,
  prevPage?: ListPage | null,
  nextPage?: ListPage | null,
  wasAt?: number | null,
): Neighbours {
  const index = page.ids.indexOf(callId);
  const left = index < 0 && wasAt != null && wasAt >= 0 && wasAt <= page.ids.length;
  if (index < 0 && !left) {
    return { index, left, position: null, prev: null, next: null, prevPageOffset: null, nextPageOffset: null };
  }
  // On this page, the places of the calls just before and just after it.
  const before = left ? (wasAt ?? 0) - 1 : index - 1;
  const after = left ? (wasAt ?? 0) : index + 1;

  let prev: NeighbourState = null;
  let prevPageOffset: number | null = null;
  if (before >= 0) prev = { id: page.ids[before] ?? callId, offset: page.offset };
  else if (page.offset > 0) {
    prevPageOffset = Math.max(0, page.offset - page.limit);
    if (!prevPage) prev = 'loading';
    else {
      // The call just before this page's first: the last of the page before, unless the offset is
      // not a multiple of the page size and that page overlaps this one.
      const before = prevPage.ids[Math.min(prevPage.ids.length, page.offset - prevPage.offset) - 1];
      prev = before === undefined ? null : { id: before, offset: prevPage.offset };
    }
  }

  let next: NeighbourState = null;
  let nextPageOffset: number | null = null;
  if (after < page.ids.length) next = { id: page.ids[after] ?? callId, offset: page.offset };
  else {
    const more = page.total !== null ? page.offset + page.ids.length < page.total : page.ids.length === page.limit;
    if (more) {
      nextPageOffset = page.offset + page.ids.length;
      if (!nextPage) next = 'loading';
      else {
        const first = nextPage.ids[0];
        next = first === undefined ? null : { id: first, offset: nextPage.offset };
      }
    }
  }
  return { index, left, position: left ? null : page.offset + index + 1, prev, next, prevPageOffset, nextPageOffset };
}

/**
 * The review queue (the signed-in member's open assignments, oldest first) as the one page of a
 * list: each call once, where its first assignment puts it.
 */
export function queuePage(assignments: readonly { call_id: number }[]): ListPage {
  const ids = [...new Set(assignments.map((a) => a.call_id))];
  return { offset: 0, limit: Math.max(1, ids.length), ids, total: ids.length };
}
