import { notifications } from '@mantine/notifications';

/** A short success toast. Failures are shown where they happened, not as toasts. */
export function notifySuccess(message: string) {
  notifications.show({
    message,
    color: 'green',
    autoClose: 4000,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
