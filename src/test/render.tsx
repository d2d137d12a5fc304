import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routerFlushSync } from '../lib/router-flush-sync';
import { cssVariablesResolver, theme } from '../app/theme';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders with Mantine (env="test": no portals/transitions) and a fresh QueryClient. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders `element` at `path` (a route pattern) visited as `url`. */
export function renderRoute(
  element: ReactElement,
  { path, url }: { path: string; url: string },
  queryClient?: QueryClient,
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} flushSync={routerFlushSync} />, { queryClient }),
  };
}
