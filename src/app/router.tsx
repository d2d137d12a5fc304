import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AgentLayout } from './agent-layout';
import { RequireSession } from './require-session';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { Shell } from './shell';

// Small and shared with the agent layout's own check: kept in the main chunk.
const TopLevelNotFound = () => (
  <Shell>
    <NotFoundPage />
  </Shell>
);

/**
 * Routes of UI.md. Every page is its own chunk, loaded when first visited; the connect page
 * and the shell are all the first load needs.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/connect',
    lazy: () => import('../features/connect/connect-page').then((m) => ({ Component: m.ConnectPage })),
  },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: '/workspaces/:workspaceId/agents/:agentId',
        element: <AgentLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="settings/intents" replace /> },
          {
            path: 'settings/intents',
            lazy: () => import('../features/intents/intents-page').then((m) => ({ Component: m.IntentsPage })),
          },
          {
            path: 'settings/sip',
            lazy: () => import('../features/sip/sip-page').then((m) => ({ Component: m.SipPage })),
          },
          {
            path: 'settings/data-extraction',
            lazy: () =>
              import('../features/data-extraction/data-extraction-page').then((m) => ({
                Component: m.DataExtractionPage,
              })),
          },
          {
            path: 'settings/rules',
            lazy: () => import('../features/rules/rules-page').then((m) => ({ Component: m.RulesPage })),
          },
          {
            path: 'settings/alerts',
            lazy: () => import('../features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
          },
          {
            path: 'simulation-profiles',
            lazy: () =>
              import('../features/simulation-profiles/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
          },
          {
            path: 'simulation-profiles/new',
            lazy: () =>
              import('../features/simulation-profiles/profile-edit-page').then((m) => ({
                Component: m.ProfileCreatePage,
              })),
          },
          {
            path: 'simulation-profiles/:profileId',
            lazy: () =>
              import('../features/simulation-profiles/profile-edit-page').then((m) => ({
                Component: m.ProfileEditPage,
              })),
          },
          {
            path: 'voice-clip-sets',
            lazy: () =>
              import('../features/voice-clip-sets/clip-sets-page').then((m) => ({ Component: m.ClipSetsPage })),
          },
          {
            path: 'voice-clip-sets/:voiceClipSetId',
            lazy: () =>
              import('../features/voice-clip-sets/clip-set-page').then((m) => ({ Component: m.ClipSetPage })),
          },
          {
            path: 'calls',
            lazy: () => import('../features/calls/calls-page').then((m) => ({ Component: m.CallsPage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: TopLevelNotFound },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
