import { Group, Loader, Paper, Portal, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { AgentRef } from '../contract';
import { dialogHoldsKeys } from '../components/dialog-keys';
import { lazyDialog } from '../components/lazy-dialog';
import { requestPalette, usePaletteRequests } from '../lib/palette-request';
import { closeShortcuts, isTypingTarget, openShortcuts, useShortcutsOpen } from '../lib/shortcuts';

// Both load on first use: most visits never open them (see docs/performance.md, row "The command
// palette and the shortcuts dialog loaded on first use").
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazyDialog<{ opened: boolean; onClose: () => void }>(
  () => import('../components/shortcuts-dialog').then((m) => m.ShortcutsDialog),
  (p) => p.opened,
);

/** Where the palette will open, while its code is on the way: the key was heard. */
function PaletteLoading() {
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        p="sm"
        aria-busy="true"
        style={{
          position: 'fixed',
          top: 80,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1000,
          width: 'min(600px, calc(100vw - 32px))',
        }}
      >
        <Group gap="sm">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            Opening search…
          </Text>
        </Group>
      </Paper>
    </Portal>
  );
}

/**
 * The app's own keys: Ctrl+K / ⌘K opens the palette (heard from the app's start, also from a
 * text field: src/lib/palette-request.ts), "?" the list of shortcuts (not while typing, and not
 * where a page has used the key).
 */
export function useCommandCentre(agent: AgentRef | null, workspaceId: number) {
  const requests = usePaletteRequests();
  const shortcutsOpen = useShortcutsOpen();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (dialogHoldsKeys()) return;
      e.preventDefault();
      openShortcuts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const element = (
    <>
      {requests > 0 && (
        <Suspense fallback={<PaletteLoading />}>
          <CommandPalette requests={requests} agent={agent} workspaceId={workspaceId} />
        </Suspense>
      )}
      <ShortcutsDialog opened={shortcutsOpen} onClose={closeShortcuts} />
    </>
  );
  return { openPalette: requestPalette, element };
}
