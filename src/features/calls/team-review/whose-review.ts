import type { MemberReview } from '../../../contract';

/**
 * Whether a review of the call is the signed-in member's own: by their id from `/me` (`meId`),
 * else, on a server without `/me`, by the reviewer of the review the member reads as their own.
 */
export function isOwnReview(
  review: Pick<MemberReview, 'reviewer_id'>,
  meId: number | null,
  own: Pick<MemberReview, 'reviewer_id'> | null,
): boolean {
  const id = meId ?? own?.reviewer_id ?? null;
  return id !== null && review.reviewer_id === id;
}
