import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { getSession, signOut } from '../lib/session';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

const router = createAppRouter();

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
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
