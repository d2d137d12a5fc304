import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showStartFailure } from './start-failure';

/** What src/app/app.tsx offers the start: the router's preparation and the root component. */
export type AppModule = { App: ComponentType; prepareApp: () => unknown };

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app in stages, each in a task of its own: React's own code is evaluated with the
 * entry; the app's (Mantine, the router, React Query, the shell) is imported just after; then
 * the router is prepared; then the first render. The first render is not a transition: as one,
 * the first page's heading comes later and no task is shorter (see docs/performance.md, "Tried and
 * not kept", row "The first render as a transition").
 *
 * Whatever fails on the way (the code does not arrive, the preparation throws, the first render
 * throws outside every error boundary) shows the start-failure message with Reload instead of a
 * blank page. Resolves once the first render was started or the failure shown.
 */
export async function stagedStart(root: HTMLElement, load: () => Promise<AppModule>): Promise<void> {
  await nextTask();
  let app: AppModule;
  try {
    app = await load();
  } catch (error) {
    showStartFailure(root, error, 'load');
    return;
  }
  await nextTask();
  try {
    app.prepareApp();
  } catch (error) {
    showStartFailure(root, error, 'start');
    return;
  }
  await nextTask();
  const { App } = app;
  let failed = false;
  const reactRoot = createRoot(root, {
    // A throw no error boundary caught: React has unmounted the tree, the page would stay blank.
    onUncaughtError: (error) => {
      if (failed) return;
      failed = true;
      // Out of React's commit before the DOM is replaced.
      setTimeout(() => {
        reactRoot.unmount();
        showStartFailure(root, error, 'start');
      });
    },
  });
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
