import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AGENT_ROOT, agentPages, routes, workspacePages } from '../lib/routes';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { StartupFallback } from './startup-fallback';

const notFound = () => import('./not-found-page');

/**
 * The dashboard's routes (src/lib/routes.ts). Every page is its own chunk, loaded when first visited; the connect page
 * and the shell are all the first load needs.
 */
export const appRoutes: RouteObject[] = [
  {
    path: routes.connect,
    HydrateFallback: StartupFallback,
    lazy: () => import('../features/connect/connect-page').then((m) => ({ Component: m.ConnectPage })),
  },
  {
    element: <RequireSession />,
    // Every page under it: the shell and the page load after the first render.
    HydrateFallback: StartupFallback,
    errorElement: <RouteError />,
    children: [
      { path: routes.home, lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: workspacePages.channels,
        lazy: () => import('./channels-route').then((m) => ({ Component: m.ChannelsRoute })),
      },
      {
        path: AGENT_ROOT,
        // The shell is a chunk of its own too: the connect page, usually the first, needs none of it.
        lazy: () => import('./agent-layout').then((m) => ({ Component: m.AgentLayout })),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={agentPages.overview} replace /> },
          {
            path: agentPages.overview,
            lazy: () => import('../features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
          },
          {
            path: agentPages.intents,
            lazy: () => import('../features/intents/intents-page').then((m) => ({ Component: m.IntentsPage })),
          },
          {
            path: agentPages.sip,
            lazy: () => import('../features/sip/sip-page').then((m) => ({ Component: m.SipPage })),
          },
          {
            path: agentPages.dataExtraction,
            lazy: () =>
              import('../features/data-extraction/data-extraction-page').then((m) => ({
                Component: m.DataExtractionPage,
              })),
          },
          {
            path: agentPages.rules,
            lazy: () => import('../features/rules/rules-page').then((m) => ({ Component: m.RulesPage })),
          },
          {
            path: agentPages.alerts,
            lazy: () => import('../features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
          },
          {
            path: agentPages.settingsHistory,
            lazy: () =>
              import('../features/settings-history/settings-history-page').then((m) => ({
                Component: m.SettingsHistoryPage,
              })),
          },
          {
            path: agentPages.alert,
            lazy: () => import('../features/alerts/alert-edit-page').then((m) => ({ Component: m.AlertEditPage })),
          },
          {
            path: agentPages.copy,
            lazy: () =>
              import('../features/copy-settings/copy-settings-page').then((m) => ({ Component: m.CopySettingsPage })),
          },
          {
            path: agentPages.profiles,
            lazy: () =>
              import('../features/simulation-profiles/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
          },
          {
            path: agentPages.newProfile,
            lazy: () =>
              import('../features/simulation-profiles/profile-edit-page').then((m) => ({
                Component: m.ProfileCreatePage,
              })),
          },
          {
            path: agentPages.profile,
            lazy: () =>
              import('../features/simulation-profiles/profile-edit-page').then((m) => ({
                Component: m.ProfileEditPage,
              })),
          },
          {
            path: agentPages.simulationTests,
            lazy: () => import('../features/simulation/tests-page').then((m) => ({ Component: m.TestsPage })),
          },
          {
            path: agentPages.newSimulationTest,
            lazy: () => import('../features/simulation/test-edit-page').then((m) => ({ Component: m.TestCreatePage })),
          },
          {
            path: agentPages.simulationTest,
            lazy: () => import('../features/simulation/test-edit-page').then((m) => ({ Component: m.TestEditPage })),
          },
          {
            path: agentPages.simulationRuns,
            lazy: () => import('../features/simulation/runs-page').then((m) => ({ Component: m.RunsPage })),
          },
          {
            path: agentPages.simulationRun,
            lazy: () => import('../features/simulation/run-page').then((m) => ({ Component: m.RunPage })),
          },
          {
            path: agentPages.clipSets,
            lazy: () =>
              import('../features/voice-clip-sets/clip-sets-page').then((m) => ({ Component: m.ClipSetsPage })),
          },
          {
            path: agentPages.clipSet,
            lazy: () => import('../features/voice-clip-sets/clip-set-page').then((m) => ({ Component: m.ClipSetPage })),
          },
          {
            path: agentPages.calls,
            lazy: () => import('../features/calls/calls-page').then((m) => ({ Component: m.CallsPage })),
          },
          {
            path: agentPages.quality,
            lazy: () => import('./quality-route').then((m) => ({ Component: m.QualityRoute })),
          },
          {
            path: agentPages.alertEvents,
            lazy: () =>
              import('../features/alert-delivery/firings/alert-events-page').then((m) => ({
                Component: m.AlertEventsPage,
              })),
          },
          {
            path: agentPages.reviewQueue,
            lazy: () =>
              import('../features/review-queue/review-queue-page').then((m) => ({ Component: m.ReviewQueuePage })),
          },
          {
            path: agentPages.call,
            lazy: () => import('../features/calls/call-page').then((m) => ({ Component: m.CallPage })),
          },
          { path: '*', lazy: () => notFound().then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
      { path: '*', lazy: () => notFound().then((m) => ({ Component: m.TopLevelNotFoundPage })) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
