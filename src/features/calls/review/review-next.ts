import type { Neighbour, Neighbours } from '../neighbours';

/**
 * The call "Save and next" opens: the next one of the list the page came from, as it stood when
 * the person pressed it. In a list of calls not reviewed yet (`reviewed=false`) the saved call
 * leaves the list, so a next call on the following page moves up by one.
 */
export function nextAfterReview(result: Neighbours | null, params: URLSearchParams): Neighbour | null {
  const next = result?.next;
  if (!result || !next || next === 'loading') return null;
  // Already out of the list (saved before): the list has no place to give up.
  if (result.left) return next;
  if (result.position === null) return null;
  const pageOffset = result.position - 1 - result.index;
  if (params.get('reviewed') === 'false' && next.offset > pageOffset) return { ...next, offset: Math.max(0, next.offset - 1) };
  return next;
}

/** Why Save and next has no call to open (said beside it): null when it has one. */
export function noNextReason(list: { isPending: boolean; isError: boolean }, result: Neighbours | null): string | null {
  if (list.isPending || result?.next === 'loading') return 'Finding the next call in the list…';
  if (list.isError) return 'The list of calls could not be loaded, so there is no next call.';
  if (!result || (result.index < 0 && !result.left)) return 'This call is not in the list it was opened from.';
  return result.next ? null : 'This is the last call of the list.';
}
