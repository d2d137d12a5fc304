import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its second render. Mantine's own returns React's id in the first
 * render and then swaps it for a random one in a layout effect, so every component that takes an
 * id (each input, label, popover and tab) renders twice on mount, the second time synchronously
 * inside the commit. React's id is unique within the app's one root, stable, and needs no second
 * render. build/redirects.ts points @mantine/hooks' import of its `useId` here, with the figures.
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^\w-]/g, '')}`;
}
