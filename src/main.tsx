import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
// The theme's CSS variables, written at build time rather than computed by the first render.
import './app/theme-variables.css';
import { showStartFailure } from './app/start-failure';
import { listenForPaletteKey } from './lib/palette-request';

// Ctrl+K pressed while the app's code is still on its way opens the palette once it has arrived.
listenForPaletteKey();

const root = document.getElementById('root');
if (root) {
  // React's own code is evaluated with this file; the app's (Mantine, the router, React Query,
  // the shell) in a task of its own just after, instead of both in one long task. Its chunk is
  // fetched alongside this one (index.html names it).
  setTimeout(() => {
    import('./app/app').then(
      ({ App, prepareApp }) => {
        // Then the router, in a task of its own, and the first render after it. Rendered as a
        // transition, the first render yields to the browser every few milliseconds instead of
        // holding the main thread for the whole tree.
        setTimeout(() => {
          prepareApp();
          setTimeout(() =>
            startTransition(() => {
              createRoot(root).render(
                <StrictMode>
                  <App />
                </StrictMode>,
              );
            }),
          );
        });
      },
      (error: unknown) => showStartFailure(root, error),
    );
  });
}
