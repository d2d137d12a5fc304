import { useState } from 'react';
import type { ConflictDialogProps } from '../../../components/conflict-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { AgentRef, ReviewBody } from '../../../contract';
import { useFreshFinalReview } from '../../../data/reviews/final-review';
import type { FinalBase } from './final-body';
import type { FinalAsking, FinalResolution } from './final-conflict';
import type { VerdictNames } from './verdict-text';

const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

const loadModel = () => import('./final-conflict');

/**
 * A final verdict's check before it is written: `check(base, mine)` reads the stored verdict
 * again and resolves true when no other admin saved one since `base`; otherwise the dialog shows
 * both, who decided the other and when, and `onResolve` gets the choice. Neither a failed read
 * nor a failed load stops the save: the service still answers for it.
 */
export function useFinalConflict(
  agent: AgentRef,
  callId: number,
  names: VerdictNames,
  onResolve: (r: FinalResolution) => void,
) {
  const fresh = useFreshFinalReview(agent, callId);
  const [asking, setAsking] = useState<FinalAsking | null>(null);

  const check = async (base: FinalBase, mine: ReviewBody): Promise<boolean> => {
    const [model, now] = await Promise.all([loadModel().catch(() => null), fresh().catch(() => undefined)]);
    const found = model ? model.checkFinal(now, base, mine, names) : null;
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
