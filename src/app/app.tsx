import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { getSession, signOut } from '../lib/session';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const router = createAppRouter();

// Toasts come only after a user's action: their host (and its transition library) loads
// after the first page rather than with it.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * "Not authenticated" from anywhere: forget the token with that reason; the session guard
 * then sends the user to /connect and back here after.
 */
const queryClient = createQueryClient(() => {
  if (getSession().token) signOut('Not authenticated');
});

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
