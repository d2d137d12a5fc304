import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from './dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through react-router's
 * blocker (with our own dialog), a reload or closed tab through the browser's beforeunload.
 * `changed` compares with the saved values, so undoing a change also lifts the guard; `release`
 * lifts it at once (after a save, before navigating in the same tick).
 */
export function useLeaveGuard(changed: boolean, what = 'This simulation profile') {
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changedRef.current && currentLocation.pathname !== nextLocation.pathname,
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
    <Dialog opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Leave without saving?">
      <Text size="sm">
        {what} has changes that are not saved. If you leave, they stay on this device as a draft, offered back when
        you return.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Dialog>
  );
  return { dialog, release };
}
