// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { A1, OTHER, run, seeded, stale } from '../../test/invalidation-harness';
import { finalReviewOptions, useSaveFinalReview } from './final-review';
import { callTeamReviewsOptions } from './team-queries';

setupEmulator();

const body = { intent_correct: false, corrected_intent_id: 4, labels: [], missed_labels: [], note: 'Settled' };

describe('a final verdict saved', () => {
  it('makes the quality page and the call’s reviews stale, and shows the service’s answer at once', async () => {
    const qc = seeded();
    const reviews = callTeamReviewsOptions(A1, 1046).queryKey;
    qc.setQueryData(reviews, []);
    await run(qc, () => useSaveFinalReview(A1, 1046), { body });
    expect(stale(qc, A1)).toEqual(['reviewLists']);
    expect(stale(qc, OTHER)).toEqual([]);
    expect(qc.getQueryState(reviews)?.isInvalidated).toBe(true);
    expect(qc.getQueryData(finalReviewOptions(A1, 1046).queryKey)).toMatchObject({
      call_id: 1046,
      corrected_intent_id: 4,
      decided_by: 'Demo admin',
    });
  });

  it('writes nothing while its check holds the save (another admin’s verdict to compare first)', async () => {
    const qc = seeded();
    await run(qc, () => useSaveFinalReview(A1, 1025), { body, check: async () => false });
    expect(qc.getQueryData(finalReviewOptions(A1, 1025).queryKey)).toBeUndefined();
    // The lists are read again all the same.
    expect(stale(qc, A1)).toEqual(['reviewLists']);
  });
});
