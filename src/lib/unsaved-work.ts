import { useEffect } from 'react';

/**
 * What the editors on the page hold unsaved, by what it is ("review of call 1046"): a sign-out
 * removes it with the session's drafts (./drafts.ts), so the sign-out asks first. Editors that
 * ask before any leaving (useLeaveGuard) need not say: their own question comes on the way out.
 */
const held = new Map<symbol, string>();

/** While `what` is not null, the editor says it holds unsaved work. */
export function useUnsavedWork(what: string | null): void {
  useEffect(() => {
    if (what === null) return;
    const id = Symbol(what);
    held.set(id, what);
    return () => {
      held.delete(id);
    };
  }, [what]);
}

/** What is held unsaved now, in the order the editors said so. */
export const unsavedWork = (): string[] => [...held.values()];
