import { describe, expect, it } from 'vitest';
import { type CallComment, compareComments } from '../../../contract';
import { commentBody, commentCount, commentMarks, commentName, mayDeleteComment } from './comment-model';

const comment = (id: number, at_ms: number | null, created_at: string, text = `Comment ${id}`): CallComment => ({
  id,
  call_id: 1060,
  at_ms,
  text,
  author: 'Priya Raman',
  created_at,
});

describe('comments in order', () => {
  it('go by moment, the whole-call ones last, then by when they were written', () => {
    const list = [
      comment(1, null, '2026-11-20T10:00:00Z'),
      comment(2, 41_200, '2026-11-20T09:00:00Z'),
      comment(3, 8_000, '2026-11-20T12:00:00Z'),
      comment(4, 8_000, '2026-11-20T08:00:00Z'),
      comment(5, null, '2026-11-20T07:00:00Z'),
      comment(6, 0, '2026-11-20T11:00:00Z'),
    ];
    expect([...list].sort(compareComments).map((c) => c.id)).toEqual([6, 4, 3, 2, 5, 1]);
  });
});

describe('comment marks for the waveform', () => {
  it('mark the comments made at a moment, in time order, named by moment, author and text', () => {
    const marks = commentMarks([
      comment(1, null, '2026-11-20T10:00:00Z'),
      comment(2, 83_500, '2026-11-20T09:00:00Z', 'Long pause\nhere'),
      comment(3, 8_000, '2026-11-20T12:00:00Z', 'x'.repeat(200)),
    ]);
    expect(marks.map((m) => [m.atMs, m.kind])).toEqual([
      [8_000, 'comment'],
      [83_500, 'comment'],
    ]);
    expect(marks[1]?.label).toBe('Comment at 1:23 by Priya Raman: Long pause here');
    expect(marks[0]?.label).toBe(`Comment at 0:08 by Priya Raman: ${'x'.repeat(80)}…`);
    expect(commentMarks([])).toEqual([]);
  });

  it('leave out moments a service sent that are not a moment', () => {
    expect(commentMarks([comment(1, -5, ''), comment(2, Number.NaN, '')])).toEqual([]);
  });
});

describe('a comment’s text', () => {
  it('is counted as typed: an emoji is one character', () => {
    expect(commentCount('héllo 😀')).toBe('7 / 2,000 characters');
  });

  it('needs some text, at most 2,000 characters', () => {
    expect(commentBody('   ', 1000)).toEqual({ body: null, error: 'Write a comment first.' });
    expect(commentBody('😀'.repeat(2000), 1000).error).toBeNull();
    expect(commentBody('a'.repeat(2001), 1000)).toEqual({
      body: null,
      error: 'A comment holds at most 2,000 characters (this one has 2,001).',
    });
  });

  it('is sent as typed, at the moment in whole milliseconds, or for the whole call', () => {
    expect(commentBody(' Hi <b>there</b> ', 1234.6).body).toEqual({ at_ms: 1235, text: ' Hi <b>there</b> ' });
    expect(commentBody('Whole', null).body).toEqual({ at_ms: null, text: 'Whole' });
  });

  it('is named in its confirmation by moment and author', () => {
    expect(commentName(comment(1, 83_500, ''))).toBe('at 1:23 by Priya Raman');
    expect(commentName({ ...comment(2, null, ''), author: null })).toBe('on the whole call');
  });
});

describe('who may delete a comment (B.11: its author or an admin)', () => {
  const by = (author: string | null) => ({ ...comment(1, null, '2026-11-20T10:00:00Z'), author });
  it('its author and an admin; not another member', () => {
    expect(mayDeleteComment(by('Rey Reviewer'), { name: 'Rey Reviewer', role: 'reviewer' })).toBe(true);
    expect(mayDeleteComment(by('Rey Reviewer'), { name: 'Demo admin', role: 'admin' })).toBe(true);
    expect(mayDeleteComment(by('Rey Reviewer'), { name: 'Remi Second', role: 'reviewer' })).toBe(false);
    expect(mayDeleteComment(by(null), { name: 'Remi Second', role: 'reviewer' })).toBe(false);
    expect(mayDeleteComment(by('Vic Viewer'), { name: 'Vic Viewer', role: 'viewer' })).toBe(true);
  });
  it('offered where the dashboard cannot tell: no /me, or a role B.11 does not name', () => {
    expect(mayDeleteComment(by('Rey Reviewer'), null)).toBe(true);
    expect(mayDeleteComment(by('Rey Reviewer'), { name: 'Olga', role: 'owner' })).toBe(true);
    expect(mayDeleteComment(by('Rey Reviewer'), { name: null, role: null })).toBe(true);
  });
});
