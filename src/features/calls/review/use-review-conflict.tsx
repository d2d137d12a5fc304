import { useEffect, useState } from 'react';
import type { ConflictDialogProps } from '../../../components/conflict-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { AgentRef } from '../../../contract';
import { useFreshReview } from '../../../data/reviews/mutations';
import type { ReviewAsking, ReviewNames, ReviewResolution } from './review-conflict';
import type { ReviewBase } from './review-draft';
import type { ReviewForm } from './review-form';

// The conflict dialog (and Mantine's Modal with it) loads when a save meets a review saved elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);
// The comparison (not in the call page's first load) loads once the form is first changed, ahead
// of the save that needs it: loaded by the first save, it would hold that save back (see
// docs/performance.md, row "The review's conflict comparison loads once the form is first changed").
const loadModel = () => import('./review-conflict');

/**
 * A review's check before it is written: `check(base, mine)` reads the call's review again and
 * resolves true when nothing was saved elsewhere since `base`; otherwise the dialog shows both
 * versions, who saved the other and when, and `onResolve` gets the person's choice. Neither a
 * failed read nor a failed load stops the save: the service still answers for the review.
 */
export function useReviewConflict(
  agent: AgentRef,
  callId: number,
  names: ReviewNames,
  /** Whether the form has been changed: the comparison's code is loaded from then on. */
  changed: boolean,
  onResolve: (r: ReviewResolution) => void,
) {
  const fresh = useFreshReview(agent, callId);
  const [asking, setAsking] = useState<ReviewAsking | null>(null);
  useEffect(() => {
    if (changed) loadModel().catch(() => undefined);
  }, [changed]);

  const check = async (base: ReviewBase, mine: ReviewForm): Promise<boolean> => {
    const [model, now] = await Promise.all([loadModel().catch(() => null), fresh().catch(() => undefined)]);
    const found = model ? model.checkReview(now, base, mine, names) : null;
    if (found) setAsking(found);
    return found === null;
  };

  const dialog = (
    <ConflictDialog
      conflict={asking?.conflict ?? null}
      onChoose={(choice) => {
        setAsking(null);
        if (asking) onResolve(asking.resolve(choice));
      }}
      onClose={() => setAsking(null)}
    />
  );
  return { check, dialog };
}
