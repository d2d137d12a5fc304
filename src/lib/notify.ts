import { useSyncExternalStore } from 'react';

// Toasts only ever follow a user's action, so the toast library (and the transition library it
// brings) loads with the first toast, not with the first page. Its store keeps a toast shown
// before the host has mounted, and the host shows it on mount.
const loadToasts = () => import('@mantine/notifications');
let hostWanted = false;
const listeners = new Set<() => void>();

/** A short success toast. Failures are shown where they happened, not as toasts. */
export function notifySuccess(message: string) {
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((l) => l());
  }
  loadToasts().then(
    ({ notifications }) =>
      notifications.show({
        message,
        color: 'green',
        autoClose: 4000,
        closeButtonProps: { 'aria-label': 'Close notification' },
      }),
    // The chunk could not load (offline): the change itself has already shown on the page.
    () => {},
  );
}

/** True once a toast has been asked for: the app mounts the toast host from then on. */
export function useToastHostWanted() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hostWanted,
  );
}
