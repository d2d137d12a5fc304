import { useSyncExternalStore } from 'react';

// Ctrl+K / ⌘K asks for the command palette. The key is listened to from the moment the app's code
// runs (src/app/app.tsx), not by the shell: a press while the page's code is still loading, or
// while a navigation swaps one shell for another, is kept until a shell can open the palette.
// Each press is one request; a shell opens the palette for each request it has not yet handled.
let requested = 0;
let handled = 0;
const listeners = new Set<() => void>();

export function requestPalette(): void {
  requested += 1;
  listeners.forEach((l) => l());
}

/** True (once) when a request came that no shell has opened the palette for yet. */
export function takePaletteRequest(): boolean {
  if (handled === requested) return false;
  handled = requested;
  return true;
}

/** How many times the palette was asked for (0: never, so its code need not load). */
export function usePaletteRequests(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
    () => 0,
  );
}

export const isPaletteKey = (e: KeyboardEvent) =>
  e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;

// Until the app says where the palette can be shown, every press is kept (and judged then).
let available: (() => boolean) | null = null;

/**
 * Listens for Ctrl+K / ⌘K on the whole window (also from a text field), from the entry's first
 * task (src/main.tsx), before the app's own code has arrived. Returns the removal.
 */
export function listenForPaletteKey(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (!isPaletteKey(e) || (available && !available())) return;
    e.preventDefault();
    requestPalette();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

/**
 * Where the palette can be shown (signed in, not on the connect page): presses heard before the
 * app said so are dropped if it cannot be shown now, so none opens it later by surprise.
 */
export function setPaletteAvailability(isAvailable: () => boolean): void {
  available = isAvailable;
  if (!isAvailable()) handled = requested;
}
