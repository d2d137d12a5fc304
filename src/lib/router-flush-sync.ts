import { flushSync } from 'react-dom';

/**
 * ReactDOM.flushSync in the shape RouterProvider takes: a navigation that asks for it
 * (`{ flushSync: true }`, Save and next) is drawn at once, not as a transition in slices.
 */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
