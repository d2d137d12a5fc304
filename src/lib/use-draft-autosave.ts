import { useCallback, useEffect, useMemo, useRef } from 'react';
import { removeDraft, writeDraft } from './drafts';
import { getSession } from './session';

const WRITE_DELAY_MS = 300;

/**
 * Keeps an editor's unsaved text as a draft (./drafts.ts) without writing on every keystroke:
 * `update(data)` writes it a moment after the last change (`null`: nothing unsaved, the draft
 * goes), and a reload, a closed tab or leaving the editor (an ended session) writes at once.
 * `discard()` after a save or a discard: nothing is kept.
 */
export function useDraftAutosave(key: string) {
  const pending = useRef<{ key: string; data: unknown } | null>(null);
  // What is unsaved now, written or not: a sign-out in another tab removes the drafts already
  // written (that tab's person takes theirs along), so an editor left by an ended session writes
  // its text again (drafts.ts keeps it only for a session that ended, never after a sign-out here).
  const unsaved = useRef<{ key: string; data: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    pending.current = null;
    if (!p) return;
    if (p.data === null) removeDraft(p.key);
    else writeDraft(p.key, p.data);
  }, []);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      const u = unsaved.current;
      if (u && u.data !== null && getSession().token === null) writeDraft(u.key, u.data);
    };
  }, [flush]);
  return useMemo(
    () => ({
      update(data: unknown) {
        pending.current = { key, data };
        unsaved.current = { key, data };
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, WRITE_DELAY_MS);
      },
      discard() {
        pending.current = null;
        unsaved.current = null;
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        removeDraft(key);
      },
    }),
    [key, flush],
  );
}
