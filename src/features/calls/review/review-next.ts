import type { Neighbour, Neighbours } from '../neighbours';

/**
 * The call "Save and next" opens: the next one of the list the page came from, as it stood when
 * the person pressed it. In a list of calls not reviewed yet (`reviewed=false`) the saved call
 * leaves the list, so a next call on the following page moves up by one.
 */
export function nextAfterReview(result: Neighbours | null, params: URLSearchParams): Neighbour | null {
  const next = result?.next;
  if (!result || !next || next === 'loading' || result.position === null) return null;
  const pageOffset = result.position - 1 - result.index;
  if (params.get('reviewed') === 'false' && next.offset > pageOffset) return { ...next, offset: Math.max(0, next.offset - 1) };
  return next;
}
