import { Skeleton, Stack } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  type RefCallback,
  useCallback,
  useContext,
  useDeferredValue,
  useRef,
} from 'react';

const FocusOnArrival = createContext<RefCallback<HTMLElement> | undefined>(undefined);

/**
 * The ref for the field of a DeferredBody that takes the focus when the body arrives (undefined
 * outside one: the dialog's own autofocus does it there). Give it to the field's `ref`.
 */
export const useFocusOnArrival = () => useContext(FocusOnArrival);

/**
 * A dialog's body, rendered in a pass of its own: the click or key that opens the dialog paints the
 * dialog's frame at once, and the form fills it a moment later in a render that yields to the
 * browser. When the body arrives, the field given `useFocusOnArrival()` takes the focus, as it would
 * have on opening, unless the person has already put the focus in the body. See
 * docs/performance.md, row "A dialog's body rendered in a pass of its own".
 */
export function DeferredBody({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  // The focus has been in the body: a field drawn again later (a form re-keyed) does not take it back.
  const focused = useRef(false);
  const focusOnArrival = useCallback((field: HTMLElement | null) => {
    if (field && !focused.current) field.focus();
  }, []);
  return (
    <div onFocus={() => (focused.current = true)}>
      {ready ? (
        <FocusOnArrival value={focusOnArrival}>{children}</FocusOnArrival>
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      )}
    </div>
  );
}
