import { assignmentBodySchema, errorTexts, finalReviewBodySchema, teamErrorTexts } from '../../contract/index.ts';
import { assign, listAssignments } from '../assignments.ts';
import { EmuError, readBody } from '../errors.ts';
import type { ReviewStore } from '../reviews.ts';
import { type Router, json, noContent } from '../router.ts';
import { signedIn } from '../team.ts';
import { checkReviewBody, findCall } from './reviews.ts';

/**
 * B.11: review assignments and final verdicts. The router refuses writes to both to anyone but
 * an admin; switched off with reviews, a server without them.
 */
export function registerTeamReviews(r: Router, reviews: ReviewStore): void {
  const offered = () => {
    if (!reviews.offered) throw new EmuError(404, errorTexts.routeNotFound);
  };

  r.agent('POST', '/review-assignments', async ({ c, agent }) => {
    offered();
    const body = await readBody(c, assignmentBodySchema);
    const items = assign(agent, reviews.of(agent), body, signedIn(c).name, new Date());
    return json({ items, total: items.length }, 201);
  });

  r.agent('GET', '/review-assignments', ({ c, agent }) => {
    offered();
    return json(listAssignments(reviews.of(agent), { one: (k) => c.req.query(k), all: (k) => c.req.queries(k) ?? [] }));
  });

  r.agent('DELETE', '/review-assignments/:assignmentId', ({ agent, intParam }) => {
    offered();
    const id = intParam('assignmentId', 'assignment_id');
    if (!reviews.of(agent).unassign(id)) throw new EmuError(404, teamErrorTexts.assignmentNotFound(id));
    return noContent();
  });

  r.agent('GET', '/calls/:callId/final-review', ({ agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    const final = reviews.of(agent).finals.get(call.id);
    if (!final) throw new EmuError(404, teamErrorTexts.noFinalReview(call.id));
    return json(final);
  });

  r.agent('PUT', '/calls/:callId/final-review', async ({ c, agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    const body = await readBody(c, finalReviewBodySchema);
    checkReviewBody(agent, body);
    return json(reviews.of(agent).setFinal(call, signedIn(c), body, new Date()));
  });
}
