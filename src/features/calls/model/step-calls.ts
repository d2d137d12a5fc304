import { type ListPage, type Neighbour, neighbours } from './neighbours';

export type Step = 'prev' | 'next';

/**
 * A page of the list at `offset` as far as it is known: undefined while it has not been fetched,
 * 'failed' when fetching it failed (no neighbour can be found on it).
 */
export type PageAt = (offset: number) => ListPage | 'failed' | undefined;

/** Where a call was last found: `index` on the page at `offset` (neighbours' `wasAt`, once it has left the list). */
export type FoundAt = { id: number; offset: number; index: number };

/** One step from `at`: the call it lands on, null where there is none, or the page still needed. */
export function stepFrom(
  at: Neighbour,
  which: Step,
  pageAt: PageAt,
  found?: FoundAt | null,
): Neighbour | null | { needs: number } {
  const page = pageAt(at.offset);
  if (page === undefined) return { needs: at.offset };
  if (page === 'failed') return null;
  const wasAt = found && found.id === at.id && found.offset === at.offset ? found.index : null;
  const here = neighbours(at.id, page, undefined, undefined, wasAt);
  const edge = which === 'next' ? here.nextPageOffset : here.prevPageOffset;
  if (edge === null) {
    const n = which === 'next' ? here.next : here.prev;
    return n === 'loading' ? null : n;
  }
  const other = pageAt(edge);
  if (other === undefined) return { needs: edge };
  const empty: ListPage = { offset: edge, limit: page.limit, ids: [], total: null };
  const known = other === 'failed' ? empty : other;
  const there =
    which === 'next'
      ? neighbours(at.id, page, undefined, known, wasAt)
      : neighbours(at.id, page, known, undefined, wasAt);
  const n = which === 'next' ? there.next : there.prev;
  return n === 'loading' ? null : n;
}

/**
 * Key presses applied in order, each one step from where the one before it landed (a press with
 * nowhere to go changes nothing). Stops at the first press that needs a page not yet fetched:
 * `done` presses were applied, `needs` names the page to fetch before going on.
 */
export function applySteps(
  from: Neighbour,
  presses: readonly Step[],
  pageAt: PageAt,
  found?: FoundAt | null,
): { at: Neighbour; done: number; needs: number | null } {
  let at = from;
  for (let done = 0; done < presses.length; done++) {
    const which = presses[done];
    if (!which) break;
    const r = stepFrom(at, which, pageAt, found);
    if (r !== null && 'needs' in r) return { at, done, needs: r.needs };
    if (r) at = r;
  }
  return { at, done: presses.length, needs: null };
}
