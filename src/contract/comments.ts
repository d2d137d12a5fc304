import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';

/**
 * B.7 (assumed): comments at a moment of a call's recording. Stored comments are read tolerantly
 * (unknown keys pass, unpublished fields may be null or absent); the body the dashboard sends is exact.
 */

/** What B.7 allows a comment to hold, in characters. */
export const COMMENT_TEXT_MAX = 2000;

/**
 * A comment's length as the service counts it: characters (Unicode code points, as Python's
 * `len`), not UTF-16 units, so an emoji counts once.
 */
export const commentLength = (text: string): number => Array.from(text).length;

/** Body of `POST calls/{id}/comments`: `at_ms` null is a comment on the call as a whole. */
export const commentBodySchema = z.object({
  at_ms: z.nullable(z.int().check(z.gte(0, 'A moment is 0 ms or later'))),
  // zod counts a string's characters (code points), as the service does: see commentLength.
  text: z
    .string()
    .check(
      z.minLength(1, 'A comment needs some text'),
      z.maxLength(COMMENT_TEXT_MAX, `A comment holds at most ${COMMENT_TEXT_MAX} characters`),
    ),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

/** A stored comment: the body, plus who wrote it and when. */
export const callCommentSchema = z.looseObject({
  id: idSchema,
  call_id: z.nullish(idSchema),
  at_ms: z.nullish(z.number()),
  text: z.nullish(z.string()),
  author: z.nullish(z.string()),
  created_at: timestampSchema,
});
export type CallComment = z.infer<typeof callCommentSchema>;

export const callCommentListSchema = z.looseObject({
  items: z.array(callCommentSchema),
  total: z.nullish(z.int()),
});
export type CallCommentList = z.infer<typeof callCommentListSchema>;

/**
 * The order B.7 lists comments in: by moment (comments on the whole call last), then by when they
 * were written. The client sorts too: a service that sends them otherwise still reads in order.
 */
export function compareComments(a: CallComment, b: CallComment): number {
  const am = typeof a.at_ms === 'number' ? a.at_ms : null;
  const bm = typeof b.at_ms === 'number' ? b.at_ms : null;
  if (am !== bm) {
    if (am === null) return 1;
    if (bm === null) return -1;
    return am - bm;
  }
  const at = a.created_at ?? '';
  const bt = b.created_at ?? '';
  return at < bt ? -1 : at > bt ? 1 : a.id - b.id;
}
