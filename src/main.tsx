import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
import { App } from './app/app';
import { warmUpDateTimeFormat } from './lib/format';

const root = document.getElementById('root');
if (root) {
  // Rendered as a transition, the first render yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  setTimeout(warmUpDateTimeFormat);
}
