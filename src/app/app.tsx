import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { routerFlushSync } from '../lib/router-flush-sync';
import { bindDraftsToSession } from '../lib/drafts';
import { colorSchemeManager } from '../lib/color-scheme';
import { useToastHostWanted } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { setPaletteAvailability } from '../lib/palette-request';
import { routes } from '../lib/routes';
import { getSession, onSignOut, signOut } from '../lib/session';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';
import './dialog-motion.css';

// Made in a task of its own at start-up (main.tsx), neither when this module is evaluated nor in
// the first render: the router matches the routes and starts loading the page, cold code that
// would otherwise lengthen one of those tasks (see docs/performance.md, row "The router prepared in
// a task of its own at start-up").
let router: ReturnType<typeof createAppRouter> | undefined;
export const prepareApp = () => (router ??= createAppRouter());
// Unsaved drafts belong to the session they were typed in (src/lib/drafts.ts).
bindDraftsToSession();
// Ctrl+K is heard from the start (main.tsx); the palette is for signed-in pages only.
setPaletteAvailability(() => getSession().token !== null && !window.location.pathname.startsWith(routes.connect));

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Mounted with the first toast (src/lib/notify.ts). */
function ToastHost() {
  return useToastHostWanted() ? (
    <Suspense fallback={null}>
      {/* At the foot: the header (Sign out) and page actions ("New call intent") stay uncovered. */}
      <Notifications position="bottom-right" />
    </Suspense>
  ) : null;
}

/**
 * "Not authenticated" from anywhere: forget the token with that reason; the session guard
 * then sends the user to /connect and back here after.
 */
const queryClient = createQueryClient(() => {
  if (getSession().token) signOut('Not authenticated');
});

// Signed out here or in another tab: nothing the last person saw stays in memory.
onSignOut(() => queryClient.clear());

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      // Written by theme-variables.css (generated from the theme), not at start-up.
      withCssVariables={false}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={prepareApp()} flushSync={routerFlushSync} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
