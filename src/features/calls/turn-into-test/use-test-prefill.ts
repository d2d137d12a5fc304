import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef, Call, CallReview, Rule } from '../../../contract';
import { intentListOptions } from '../../../data/intents/queries';
import { profileListOptions } from '../../../data/profiles/queries';
import { reviewOptions } from '../../../data/reviews/queries';
import { ruleListOptions } from '../../../data/rules/queries';
import { simulationTestListOptions } from '../../../data/simulation/queries';
import { isApiError } from '../../../lib/api-error';
import { type ExpectFromReview, expectFromReview } from '../../../lib/expect-from-review';
import { type TurnIntoTestValues, testNameFor } from './test-from-call';

export type PickerOption = { value: string; label: string };

/** A rule as the pickers name it: the label or red flag the call carries, and which it is. */
const ruleText = (r: Rule): string => {
  const what = r.output === 'red_flag' ? 'red flag' : r.output === 'label' ? 'label' : null;
  const name = r.label || r.name;
  return what ? `${name} (${what})` : name;
};

export type TestPrefill = ExpectFromReview & {
  initial: TurnIntoTestValues;
  review: CallReview | null;
  profiles: PickerOption[];
  intents: PickerOption[];
  rules: PickerOption[];
};

/**
 * What "Turn into a test" starts from: the call's review (none on a server without reviews), the
 * agent's profiles, intents, rules and test names, and the values worked out from them. The
 * intents and rules, where they could not be read, leave the expectations unchecked against them.
 */
export function useTestPrefill(
  agent: AgentRef,
  call: Pick<Call, 'id' | 'call_intent' | 'labels_and_redflags'>,
  callerTurns: number,
) {
  const review = useQuery(reviewOptions(agent, call.id));
  const profiles = useQuery(profileListOptions(agent));
  const intents = useQuery(intentListOptions(agent));
  const rules = useQuery(ruleListOptions(agent));
  const tests = useQuery(simulationTestListOptions(agent));
  const noReviews = review.isError && isApiError(review.error) && review.error.isRouteMissing;
  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;
  const waiting =
    ![intents, rules, tests].every(settled) || profiles.isPending || (review.isPending && !review.isError);
  const reviewData = noReviews ? null : review.data;

  const prefill = useMemo((): TestPrefill | null => {
    if (waiting || reviewData === undefined || !profiles.data) return null;
    const known =
      intents.data && rules.data
        ? { intentIds: new Set(intents.data.map((i) => i.id)), ruleIds: new Set(rules.data.map((r) => r.id)) }
        : undefined;
    const made = expectFromReview(call, reviewData, known);
    const intentId = made.expect.call_intent_id;
    const intentLabel =
      intentId === null
        ? null
        : (intents.data?.find((i) => i.id === intentId)?.label ??
          (call.call_intent?.id === intentId ? call.call_intent.label : null));
    const taken = (tests.data?.items ?? []).flatMap((t) => (t.name ? [t.name] : []));
    return {
      ...made,
      review: reviewData,
      initial: {
        name: testNameFor(call.id, intentLabel, taken),
        // One profile: it is the caller, chosen already.
        simulation_profile_id: profiles.data.length === 1 ? (profiles.data[0]?.id ?? null) : null,
        replay: callerTurns > 0,
        expect: made.expect,
      },
      profiles: profiles.data.map((p) => ({ value: String(p.id), label: p.name || `Profile ${p.id}` })),
      intents: (intents.data ?? []).map((i) => ({ value: String(i.id), label: i.label })),
      rules: (rules.data ?? []).map((r) => ({ value: String(r.id), label: ruleText(r) })),
    };
  }, [waiting, reviewData, profiles.data, intents.data, rules.data, tests.data, call, callerTurns]);

  const failed = (review.isError && !noReviews ? review : null) ?? (profiles.isError ? profiles : null);
  return {
    prefill,
    /** What the dialog cannot start without: the review (it fills the expectations) and the profiles. */
    failure: failed
      ? {
          error: failed.error,
          what: failed === profiles ? 'the simulation profiles' : "the call's review",
          retry: () => void failed.refetch(),
          retrying: failed.isFetching,
        }
      : null,
  };
}
