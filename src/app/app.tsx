import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { signOut } from '../lib/session';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

/** "Not authenticated" from anywhere: forget the token, go to /connect, come back after. */
const queryClient = createQueryClient(() => {
  const { pathname, search } = router.state.location;
  if (pathname === '/connect') return;
  signOut();
  void router.navigate('/connect', {
    state: { from: `${pathname}${search}`, message: 'Not authenticated' },
    replace: true,
  });
});

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
