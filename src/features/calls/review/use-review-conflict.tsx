import { useState } from 'react';
import type { Conflict, ConflictDialogProps } from '../../../components/conflict-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { AgentRef, CallReview } from '../../../contract';
import { useFreshReview } from '../../../data/reviews/mutations';
import type { ConflictChoice } from '../../../lib/conflict';
import { type ReviewBase, type ReviewNames, mergeReview, reviewConflict } from './review-conflict';
import { type ReviewForm, formFromReview } from './review-form';

// The conflict dialog (and Mantine's Modal with it) loads when a save meets a review saved elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

type Asking = { conflict: Conflict; mine: ReviewForm; theirs: CallReview };

/** What the person chose: the form to save now (`save`), or the saved review taken instead. */
export type ReviewResolution = { theirs: CallReview } & ({ save: ReviewForm } | { took: true });

/**
 * A review's check before it is written: `check(base, mine)` reads the call's review again and
 * resolves true when nothing was saved elsewhere since `base` (a failed read does not stop the
 * save: the service still answers for the review); otherwise the dialog shows both versions, who
 * saved the other and when, and `onResolve` gets the person's choice.
 */
export function useReviewConflict(agent: AgentRef, callId: number, names: ReviewNames, onResolve: (r: ReviewResolution) => void) {
  const fresh = useFreshReview(agent, callId);
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);

  const check = async (base: ReviewBase, mine: ReviewForm): Promise<boolean> => {
    setChecking(true);
    const now = await fresh()
      .catch(() => undefined)
      .finally(() => setChecking(false));
    const conflict = reviewConflict(base, mine, now, names);
    if (!conflict || !now) return true;
    setAsking({ conflict, mine, theirs: now });
    return false;
  };

  const choose = (choice: ConflictChoice) => {
    const a = asking;
    setAsking(null);
    if (!a) return;
    if (choice.kind === 'take-theirs') onResolve({ theirs: a.theirs, took: true });
    else {
      const save = choice.kind === 'merge' ? mergeReview(a.mine, formFromReview(a.theirs), a.conflict.diffs, choice.picks) : a.mine;
      onResolve({ theirs: a.theirs, save });
    }
  };

  const dialog = <ConflictDialog conflict={asking?.conflict ?? null} onChoose={choose} onClose={() => setAsking(null)} />;
  return { check, checking, dialog };
}
