import type { Neighbour, Neighbours } from '../model/neighbours';

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
  if (params.get('reviewed') === 'false' && next.offset > pageOffset)
    return { ...next, offset: Math.max(0, next.offset - 1) };
  return next;
}

/**
 * What is said beside Save and next when it has no call to open: that the next is still being
 * found (the list or its next page on the way), or that this is the list's last call; else nothing
 * (the page's navigation says what is wrong with the list).
 */
export function noNextReason(loading: boolean, result: Neighbours | null): string | null {
  if (loading || result?.next === 'loading') return 'Finding the next call…';
  return result && (result.index >= 0 || result.left) && !result.next ? 'This is the last call of the list.' : null;
}
