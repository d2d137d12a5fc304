import { useCallback, useRef, useState } from 'react';
import type { ConfirmDeleteProps } from './confirm-delete-dialog';
import { lazyDialog } from './lazy-dialog';

/**
 * Asks before a delete (a dialog with a "Delete" button). Its code (and Mantine's Modal)
 * loads the first time it opens.
 */
export const ConfirmDelete = lazyDialog<ConfirmDeleteProps>(
  () => import('./confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
  (p) => p.opened,
);

/** What a delete confirmation is about: a listed record, or an id the user typed. */
export type DeleteTarget = { id: number; name: string };

type DeleteMutation = {
  mutate: (id: number, opts: { onSuccess: () => void; onError: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * The state of "ask, then delete": `ask(target)` opens the dialog; it closes on success (with a
 * toast) or by the user, never while the delete is on its way. Spread `dialogProps` on ConfirmDelete.
 */
export function useConfirmDelete(remove: DeleteMutation, what: string, onDeleted: (t: DeleteTarget) => void) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  // Kept after closing so the dialog's text does not vanish during its exit.
  const [shown, setShown] = useState<DeleteTarget | null>(null);
  // A second click can come before the first one's pending state is drawn (a double click):
  // one confirmation sends one delete, whatever the state on screen says.
  const sent = useRef<DeleteTarget | null>(null);
  // The same function on every render, so that rows memoised on it do not render again when a
  // dialog opens or closes. (React Query's reset is bound once per mutation observer.)
  const { reset } = remove;
  const ask = useCallback(
    (t: DeleteTarget) => {
      sent.current = null;
      reset();
      setShown(t);
      setTarget(t);
    },
    [reset],
  );
  const dialogProps = {
    opened: target !== null,
    name: shown?.name ?? '',
    what,
    pending: remove.isPending,
    error: remove.error,
    onClose: () => {
      if (!remove.isPending) setTarget(null);
    },
    onConfirm: () => {
      if (!target || sent.current === target) return;
      const done = target;
      sent.current = done;
      remove.mutate(done.id, {
        onSuccess: () => {
          setTarget(null);
          onDeleted(done);
        },
        // After a refusal the person may try again.
        onError: () => {
          sent.current = null;
        },
      });
    },
  };
  // `target` is the record being asked about while the dialog is open, null otherwise.
  return { ask, dialogProps, target };
}
