import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its second render. Mantine's own returns React's id in the first render
 * and then swaps it for a random one in a layout effect, so every component that takes an id (each
 * input, label, popover and tab) rendered twice on mount, the second time synchronously inside the
 * commit. That synchronous render also made React run all of the commit's passive effects in the
 * same task (queries subscribing and starting their fetches), which made the first commit of a page
 * one long task. React's id is unique within the app's one root, stable, and needs no second
 * render. vite.config.ts points @mantine/hooks' import of its `useId` here.
 */
export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^\w-]/g, '')}`;
}
