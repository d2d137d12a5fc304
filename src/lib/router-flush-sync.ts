import { flushSync } from 'react-dom';

/**
 * ReactDOM.flushSync in the shape RouterProvider takes: what the router's `react-router/dom` export
 * adds to its RouterProvider, written here so the app imports the router from `react-router` alone
 * (the build takes react-router as its package exports it; build/redirects.ts redirects only
 * Mantine imports). A navigation that asks for it with `{ flushSync: true }` is drawn at once, not
 * as a transition in slices. Asked for by the moves from one call to the next: Save and next
 * (src/features/calls/review/use-save-and-next.ts) and J and K (src/features/calls/hooks/use-call-stepper.ts);
 * see docs/performance.md, rows "Save and next's move drawn at once" and "J and K's move drawn at
 * once".
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
