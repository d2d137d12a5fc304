import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { LeaveDialogProps } from './leave-dialog';
import { lazyDialog } from './lazy-dialog';

const LeaveDialog = lazyDialog<LeaveDialogProps>(
  () => import('./leave-dialog').then((m) => m.LeaveDialog),
  (p) => p.opened,
);

/**
 * Asks before leaving a form with unsaved changes, as the simulation profile editor does: in-app
 * navigation through react-router's blocker (with a dialog that loads when first needed), a
 * reload or closed tab through the browser's beforeunload. `changed` compares with the saved
 * state, so undoing a change lifts the guard; `release` lifts it at once (after a save, before
 * navigating in the same tick). `what` names the record in the dialog ("alert definition");
 * `keptAsDraft` says that the editor keeps what was typed as a draft (lib/drafts).
 */
export function useLeaveGuard(changed: boolean, what: string, { keptAsDraft = false } = {}) {
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!changed) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [changed]);

  const release = () => {
    changedRef.current = false;
  };

  const dialog = (
    <LeaveDialog
      opened={blocker.state === 'blocked'}
      what={what}
      keptAsDraft={keptAsDraft}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
  return { dialog, release };
}
