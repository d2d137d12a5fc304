import { Skeleton, Stack } from '@mantine/core';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';

/**
 * A dialog's body, rendered in a pass of its own: the click or key that opens the dialog paints the
 * dialog's frame at once, and the form fills it a moment later in a render that yields to the
 * browser. When the body arrives, its `[data-autofocus]` field takes the focus, as it would have
 * on opening. See docs/performance.md, row "A dialog's body rendered in a pass of its own".
 */
export function DeferredBody({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = ready ? box.current?.querySelector<HTMLElement>('[data-autofocus]') : null;
    if (field && !box.current?.contains(document.activeElement)) field.focus();
  }, [ready]);
  return (
    <div ref={box}>
      {ready ? (
        children
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      )}
    </div>
  );
}
