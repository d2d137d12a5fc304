import type { Call, CallReview, SimulationExpect } from '../contract';

export type ExpectFromReview = {
  expect: SimulationExpect;
  /** Where the expectations came from: a person's review, or the AI's analysis of an unreviewed call. */
  source: 'review' | 'analysis';
  /**
   * The reviewer corrected the intent to "none of the agent's intents": a test cannot ask for no
   * intent (null is "no expectation"), so the form says so rather than expect the AI's wrong one.
   */
  intentCorrectedToNone: boolean;
  /** Intents and rules the call named that the agent no longer has: left out (the service would refuse them). */
  dropped: { intents: number[]; rules: number[] };
};

export type Known = { intentIds: ReadonlySet<number>; ruleIds: ReadonlySet<number> };

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * What a test made from a call expects (issue: "Turn into a test"). From the call's review: the
 * corrected intent when the reviewer judged the AI wrong, the AI's when judged right; labels judged
 * correct must stay, labels judged wrong must go, missed labels must appear. What the review left
 * unjudged (the intent, a label without a verdict) falls back to the AI's analysis, as for a call
 * nobody reviewed. No response-time expectation: the person sets one if they want it.
 */
export function expectFromReview(
  call: Pick<Call, 'call_intent' | 'labels_and_redflags'>,
  review: CallReview | null,
  known?: Known,
): ExpectFromReview {
  const aiIntent = review ? (review.ai_intent_id ?? null) : (call.call_intent?.id ?? null);
  const aiLabels = review ? review.ai_label_ids : call.labels_and_redflags.map((l) => l.id);
  let intent: number | null = aiIntent;
  let intentCorrectedToNone = false;
  const present = new Set<number>();
  const absent = new Set<number>();
  if (review) {
    if (review.intent_correct === false) {
      intent = review.corrected_intent_id ?? null;
      intentCorrectedToNone = intent === null;
    }
    // A verdict other than the two known says nothing the test can use: as if there were none.
    const verdicts = new Map(
      review.labels.flatMap((l) =>
        l.verdict === 'correct' || l.verdict === 'wrong' ? [[l.id, l.verdict] as const] : [],
      ),
    );
    for (const id of aiLabels) if (!verdicts.has(id)) present.add(id);
    for (const [id, verdict] of verdicts) {
      if (verdict === 'correct') present.add(id);
      else absent.add(id);
    }
    for (const id of review.missed_labels) present.add(id);
  } else {
    for (const id of aiLabels) present.add(id);
  }
  // A label both missed and judged wrong is contradictory: the person's "must carry" wins.
  for (const id of present) absent.delete(id);
  const droppedIntents = intent !== null && known && !known.intentIds.has(intent) ? [intent] : [];
  if (droppedIntents.length > 0) intent = null;
  const keep = (id: number) => !known || known.ruleIds.has(id);
  const droppedRules = sorted([...present, ...absent].filter((id) => !keep(id)));
  return {
    expect: {
      call_intent_id: intent,
      labels_present: sorted([...present].filter(keep)),
      labels_absent: sorted([...absent].filter(keep)),
      max_response_ms: null,
    },
    source: review ? 'review' : 'analysis',
    intentCorrectedToNone,
    dropped: { intents: droppedIntents, rules: droppedRules },
  };
}
