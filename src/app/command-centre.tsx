import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AgentRef } from '../contract';
import { lazyDialog } from '../components/lazy-dialog';
import { closeShortcuts, isTypingTarget, openShortcuts, useShortcutsOpen } from '../lib/shortcuts';

// Both load on first use: most visits never open them (Spotlight alone is ~10 kB gzip).
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazyDialog<{ opened: boolean; onClose: () => void }>(
  () => import('../components/shortcuts-dialog').then((m) => m.ShortcutsDialog),
  (p) => p.opened,
);

/**
 * The app's own keys: Ctrl+K / ⌘K opens the palette (also from a text field, as elsewhere),
 * "?" the list of shortcuts (not while typing, and not where a page has used the key).
 */
export function useCommandCentre(agent: AgentRef | null, workspaceId: number) {
  const [openSignal, setOpenSignal] = useState(0);
  const shortcutsOpen = useShortcutsOpen();
  const openPalette = useCallback(() => setOpenSignal((n) => n + 1), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        openPalette();
        return;
      }
      if (e.key !== '?' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (e.target instanceof HTMLElement && e.target.closest('[role="dialog"]')) return;
      e.preventDefault();
      openShortcuts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openPalette]);

  const element = (
    <>
      {openSignal > 0 && (
        <Suspense fallback={null}>
          <CommandPalette openSignal={openSignal} agent={agent} workspaceId={workspaceId} />
        </Suspense>
      )}
      <ShortcutsDialog opened={shortcutsOpen} onClose={closeShortcuts} />
    </>
  );
  return { openPalette, element };
}
