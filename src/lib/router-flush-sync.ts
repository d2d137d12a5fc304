import { flushSync } from 'react-dom';

/**
 * ReactDOM.flushSync in the shape RouterProvider takes (the router's own `react-router/dom` export
 * would bring a second copy of the router into the build, vite.config.ts): a navigation that asks
 * for it with `{ flushSync: true }` is drawn at once, not as a transition in slices. Asked for by
 * Save and next only (src/features/calls/review/use-save-and-next.ts, where its gain is measured).
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
