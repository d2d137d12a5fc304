import type { Hono } from 'hono';
import { type Call, type ReviewBody, errorTexts, reviewBodySchema } from '../../contract/index.ts';
import { EmuError, errorResponse, readBody } from '../errors.ts';
import { type IgnoredParam } from '../call-list.ts';
import { listReviews, reviewedParam } from '../review-lists.ts';
import { type ReviewStore, reviewControlSchema } from '../reviews.ts';
import { type AppEnv, type Router, json, noContent } from '../router.ts';
import type { AgentRecord, Store } from '../seed.ts';
import { signedIn } from '../team.ts';
import { transcriptContains } from '../transcript-search.ts';

export const findCall = (agent: AgentRecord, callId: number): Call => {
  const call = agent.calls.find((x) => x.id === callId);
  if (!call) throw new EmuError(404, errorTexts.callNotFound(callId));
  return call;
};

/** A review body's references checked against the agent (B.4's errors): for reviews and final verdicts. */
export function checkReviewBody(agent: AgentRecord, body: ReviewBody): void {
  if (body.corrected_intent_id !== null && body.intent_correct !== false) {
    throw new EmuError(422, [
      {
        type: 'value_error',
        loc: ['body', 'corrected_intent_id'],
        msg: 'Value error, a corrected intent is given only when intent_correct is false',
        input: body.corrected_intent_id,
      },
    ]);
  }
  if (body.corrected_intent_id !== null && !agent.intents.some((i) => i.id === body.corrected_intent_id)) {
    throw new EmuError(404, errorTexts.intentNotFound(body.corrected_intent_id, agent.id));
  }
  for (const id of [...body.labels.map((l) => l.id), ...body.missed_labels]) {
    if (!agent.rules.some((rule) => rule.id === id)) throw new EmuError(404, errorTexts.ruleNotFound(id));
  }
}

/**
 * Reviews (B.4, B.11): each member's own review of a call, every member's reviews of a call, and
 * the agent's list of them. Switched off, a server without them.
 */
export function registerReviews(r: Router, reviews: ReviewStore): void {
  const offered = () => {
    if (!reviews.offered) throw new EmuError(404, errorTexts.routeNotFound);
  };

  r.agent('GET', '/calls/:callId/review', ({ c, agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    const review = reviews.of(agent).own(call.id, signedIn(c).id);
    if (!review) throw new EmuError(404, errorTexts.callNotReviewed(call.id));
    return json(review);
  });

  r.agent('PUT', '/calls/:callId/review', async ({ c, agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    const body = await readBody(c, reviewBodySchema);
    checkReviewBody(agent, body);
    const review = reviews.of(agent).put(call, signedIn(c), body, new Date());
    return json(review);
  });

  r.agent('DELETE', '/calls/:callId/review', ({ c, agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    if (!reviews.of(agent).remove(call.id, signedIn(c).id))
      throw new EmuError(404, errorTexts.callNotReviewed(call.id));
    return noContent();
  });

  r.agent('GET', '/calls/:callId/reviews', ({ agent, intParam }) => {
    offered();
    const call = findCall(agent, intParam('callId', 'call_id'));
    const items = reviews.of(agent).ofCall(call.id);
    return json({ items, total: items.length });
  });

  r.agent('GET', '/call-reviews', ({ c, agent }) => {
    offered();
    return json(
      listReviews(agent, reviews.of(agent), { one: (k) => c.req.query(k), all: (k) => c.req.queries(k) ?? [] }),
    );
  });
}

/** `POST /__emulator/reviews`: reviews offered or not, cleared, or many generated. */
export function registerReviewControl(app: Hono<AppEnv>, store: () => Store, reviews: ReviewStore): void {
  app.post('/__emulator/reviews', async (c) => {
    reviews.control(store(), await readBody(c, reviewControlSchema));
    return new Response(null, { status: 204 });
  });
  app.all('/__emulator/reviews', () => errorResponse(405, errorTexts.methodNotAllowed));
}

/**
 * What reviews (B.4) and transcript search (B.5) add to the calls list: the `reviewed` and `q`
 * filters, and `reviewed` on each call where reviews are offered.
 */
export function callListAdditions(
  agent: AgentRecord,
  query: { one(key: string): string | undefined },
  reviews: ReviewStore,
  ignore: ReadonlySet<IgnoredParam>,
): { keep: ((call: Call) => boolean) | null; present: (call: Call) => Call } {
  const stored = reviews.offered ? reviews.of(agent) : null;
  const reviewed = stored ? reviewedParam(query.one('reviewed')) : undefined;
  const q = ignore.has('q') ? '' : (query.one('q') ?? '').trim();
  const keep =
    reviewed === undefined && q === ''
      ? null
      : (call: Call) =>
          (reviewed === undefined || stored?.isReviewed(call.id) === reviewed) &&
          (q === '' || transcriptContains(agent, call, q));
  return { keep, present: stored ? (call) => ({ ...call, reviewed: stored.isReviewed(call.id) }) : (call) => call };
}
