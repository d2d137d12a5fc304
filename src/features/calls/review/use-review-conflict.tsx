import { useState } from 'react';
import type { ConflictDialogProps } from '../../../components/conflict-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { AgentRef } from '../../../contract';
import { useFreshReview } from '../../../data/reviews/mutations';
import { type ReviewAsking, type ReviewNames, type ReviewResolution, checkReview } from './review-conflict';
import type { ReviewBase } from './review-draft';
import type { ReviewForm } from './review-form';

// The conflict dialog (and Mantine's Modal with it) loads when a save meets a review saved elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

/**
 * A review's check before it is written: `check(base, mine)` reads the call's review again and
 * resolves true when nothing was saved elsewhere since `base`; otherwise the dialog shows both
 * versions, who saved the other and when, and `onResolve` gets the person's choice. A failed read
 * does not stop the save: the service still answers for the review. The comparison comes with the
 * call page (1 kB): loaded on the first save instead, it held that save back 70-200 ms at 4x CPU.
 */
export function useReviewConflict(
  agent: AgentRef,
  callId: number,
  names: ReviewNames,
  onResolve: (r: ReviewResolution) => void,
) {
  const fresh = useFreshReview(agent, callId);
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<ReviewAsking | null>(null);

  const check = async (base: ReviewBase, mine: ReviewForm): Promise<boolean> => {
    setChecking(true);
    const now = await fresh().catch(() => undefined);
    const found = checkReview(now, base, mine, names);
    setChecking(false);
    setAsking(found);
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
  return { check, checking, dialog };
}
