import { type AssignmentBody, errorTexts, teamErrorTexts } from '../contract/index.ts';
import { EmuError, parseIntParam } from './errors.ts';
import type { Person, ReviewBook, StoredAssignment } from './review-book.ts';
import { type Query, paging } from './review-lists.ts';
import type { AgentRecord } from './seed.ts';
import { MEMBERS } from './team.ts';

/**
 * POST review-assignments (B.11): each call to `reviewers_per_call` different reviewers among
 * those chosen, those with the fewest open assignments first (then those who have not reviewed
 * the call, then in the order chosen); a call already assigned to a reviewer is topped up, never
 * assigned to them again. Everything is checked before anything is made.
 */
export function assign(
  agent: AgentRecord,
  book: ReviewBook,
  body: AssignmentBody,
  by: string,
  at: Date,
): StoredAssignment[] {
  const chosen: Person[] = [];
  for (const id of body.reviewer_ids) {
    const member = MEMBERS.find((m) => m.id === id);
    if (!member) throw new EmuError(404, teamErrorTexts.memberNotFound(id));
    if (!chosen.some((p) => p.id === id)) chosen.push({ id: member.id, name: member.name });
  }
  if (body.reviewers_per_call > chosen.length) {
    throw new EmuError(400, teamErrorTexts.notEnoughReviewers(body.reviewers_per_call, chosen.length));
  }
  const callIds = [...new Set(body.call_ids)];
  for (const id of callIds) {
    if (!agent.calls.some((c) => c.id === id)) throw new EmuError(404, errorTexts.callNotFound(id));
  }
  const existing = book.assignments();
  const open = new Map<number, number>(chosen.map((p) => [p.id, 0]));
  for (const a of existing) if (a.state === 'open') open.set(a.reviewer_id, (open.get(a.reviewer_id) ?? 0) + 1);
  const made: StoredAssignment[] = [];
  for (const callId of callIds) {
    const already = new Set(existing.filter((a) => a.call_id === callId).map((a) => a.reviewer_id));
    const need = body.reviewers_per_call - already.size;
    if (need <= 0) continue;
    const reviewed = (p: Person) => (book.own(callId, p.id) ? 1 : 0);
    const candidates = chosen
      .filter((p) => !already.has(p.id))
      .map((p, order) => ({ p, order }))
      .sort(
        (a, b) =>
          (open.get(a.p.id) ?? 0) - (open.get(b.p.id) ?? 0) || reviewed(a.p) - reviewed(b.p) || a.order - b.order,
      );
    for (const { p } of candidates.slice(0, need)) {
      const assignment = book.assign(callId, p, by, at);
      if (assignment.state === 'open') open.set(p.id, (open.get(p.id) ?? 0) + 1);
      made.push(assignment);
    }
  }
  return made;
}

const STATES = ['open', 'done'];

/** GET review-assignments (B.11): by reviewer, state and call, oldest first, paged. */
export function listAssignments(book: ReviewBook, query: Query): { items: StoredAssignment[]; total: number } {
  const { limit, offset } = paging(query);
  const int = (name: string) => {
    const raw = query.one(name);
    return raw === undefined ? null : parseIntParam(raw, ['query', name]);
  };
  const reviewerId = int('reviewer_id');
  const callId = int('call_id');
  const state = query.one('state');
  if (state !== undefined && !STATES.includes(state)) {
    throw new EmuError(422, [
      {
        type: 'literal_error',
        loc: ['query', 'state'],
        msg: "Input should be 'open' or 'done'",
        input: state,
        ctx: { expected: "'open' or 'done'" },
      },
    ]);
  }
  const matching = book
    .assignments()
    .filter(
      (a) =>
        (reviewerId === null || a.reviewer_id === reviewerId) &&
        (callId === null || a.call_id === callId) &&
        (state === undefined || a.state === state),
    );
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}
