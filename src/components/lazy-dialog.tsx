import { Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the page: most visits open no
 * dialog, and Mantine's Modal (focus trap, scroll lock) and a form library are sizeable. Closed
 * and never opened, it renders nothing; once opened it stays mounted, so it can close with its
 * transition and reopen at once.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense
        fallback={<Loader aria-label="Opening the dialog" pos="fixed" top="50%" left="50%" style={{ zIndex: 300 }} />}
      >
        <Dialog {...props} />
      </Suspense>
    );
  };
}
