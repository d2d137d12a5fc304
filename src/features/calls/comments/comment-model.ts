import { COMMENT_TEXT_MAX, type CallComment, type CommentBody, commentLength, roleAllows } from '../../../contract';
import { momentClock } from '../moment/moment';

/** A mark on the recording's waveform (the generic shape the waveform's `marks` take). */
export type CommentMark = { atMs: number; kind: 'comment'; label: string };

const short = (text: string, most = 80) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > most ? `${chars.slice(0, most).join('')}…` : chars.join('');
};

/** The comments made at a moment, as waveform marks in time order (comments on the whole call have none). */
export function commentMarks(comments: readonly CallComment[]): CommentMark[] {
  return comments
    .flatMap((c) =>
      typeof c.at_ms === 'number' && Number.isFinite(c.at_ms) && c.at_ms >= 0
        ? [{ atMs: c.at_ms, kind: 'comment' as const, label: `Comment ${commentName(c)}: ${short(c.text ?? '')}` }]
        : [],
    )
    .sort((a, b) => a.atMs - b.atMs);
}

/** How a comment is named in its delete confirmation and its row's name. */
export const commentName = (c: CallComment): string =>
  (typeof c.at_ms === 'number' ? `at ${momentClock(c.at_ms)}` : 'on the whole call') +
  (c.author ? ` by ${c.author}` : '');

/** The field's counter: characters as the service counts them (an emoji is one). */
export const commentCount = (text: string): string =>
  `${commentLength(text).toLocaleString('en')} / ${COMMENT_TEXT_MAX.toLocaleString('en')} characters`;

type Made = { body: CommentBody; error: null } | { body: null; error: string };

/** The body to send, or what to fix first. `atMs` null: the call as a whole. */
export function commentBody(text: string, atMs: number | null): Made {
  if (text.trim() === '') return { body: null, error: 'Write a comment first.' };
  const length = commentLength(text);
  if (length > COMMENT_TEXT_MAX) {
    const most = COMMENT_TEXT_MAX.toLocaleString('en');
    const has = length.toLocaleString('en');
    return { body: null, error: `A comment holds at most ${most} characters (this one has ${has}).` };
  }
  return { body: { at_ms: atMs === null ? null : Math.max(0, Math.round(atMs)), text }, error: null };
}

/**
 * Whether "Delete comment" is offered to the signed-in member (`me`: their name and role here, null
 * where the server has no `/me`): B.11 lets a comment's author or an admin delete it. Where the
 * dashboard cannot tell (no `/me`, a role B.11 does not name) it is offered and the service decides.
 */
export function mayDeleteComment(
  comment: CallComment,
  me: { name: string | null | undefined; role: string | null } | null,
): boolean {
  if (me === null || me.role === null || roleAllows(me.role, 'read') === null) return true;
  if (me.role === 'admin') return true;
  return !!comment.author && comment.author === me.name;
}
