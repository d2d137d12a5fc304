import { describe, expect, it } from 'vitest';
import type { Assignment, Member } from '../../contract';
import { doneText, loadByReviewer, openText, queueStateFromSearch, reviewerName, reviewerWords } from './queue-model';

const a = (id: number, callId: number, reviewerId: number | null, state: string, reviewer: string | null = null) =>
  ({
    id,
    call_id: callId,
    reviewer_id: reviewerId,
    reviewer,
    assigned_by: 'Demo admin',
    assigned_at: `2026-11-30T10:00:0${id}Z`,
    state,
    done_at: null,
  }) satisfies Assignment;

const members: Member[] = [
  { id: 1, name: 'Demo admin', email: null, role: 'admin' },
  { id: 2, name: 'Rey Reviewer', email: null, role: 'reviewer' },
  { id: 3, name: 'Remi Second', email: null, role: 'reviewer' },
  { id: 4, name: 'Vic Viewer', email: null, role: 'viewer' },
];

describe('assignments per reviewer', () => {
  it('counts open and done per member, lists the open ones oldest first, members in their order', () => {
    const loads = loadByReviewer(
      [a(1, 1052, 2, 'open'), a(2, 1055, 3, 'open'), a(3, 1040, 2, 'done'), a(4, 1054, 2, 'open')],
      members,
    );
    expect(loads.map((l) => [reviewerWords(l.reviewer), l.openCount, l.doneCount])).toEqual([
      ['Demo admin', 0, 0],
      ['Rey Reviewer', 2, 1],
      ['Remi Second', 1, 0],
    ]);
    expect(loads[1]?.open.map((x) => x.call_id)).toEqual([1052, 1054]);
  });

  it('shows a member removed since the assignment by id, after the members, whatever name it was stored with', () => {
    const loads = loadByReviewer([a(1, 1001, 9, 'open', 'Old Name'), a(2, 1002, 2, 'done')], members);
    const last = loads.at(-1);
    expect(last && reviewerWords(last.reviewer)).toBe('Member 9 (no longer a member)');
    expect(last?.openCount).toBe(1);
    expect(reviewerWords(reviewerName(9, 'Old Name', null))).toBe('Old Name');
  });

  it('counts as text', () => {
    expect([openText(4), doneText(0), openText(1200)]).toEqual(['4 open', '0 done', '1,200 open']);
  });

  it('reads the state from the address: open unless it says done', () => {
    expect(queueStateFromSearch(new URLSearchParams('state=done'))).toBe('done');
    expect(queueStateFromSearch(new URLSearchParams('state=__proto__'))).toBe('open');
    expect(queueStateFromSearch(new URLSearchParams(''))).toBe('open');
  });
});
