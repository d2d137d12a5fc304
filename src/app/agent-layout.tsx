import { Loader } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { parseId } from '../lib/agent-ref';
import { RememberAgentPlace } from './agent-back-nav';
import { AgentNav } from './agent-nav';
import { useAgentMissing } from './agent-not-found';
import { AgentSwitcher } from './agent-switcher';
import { Shell } from './shell';
import { WorkspaceNav } from './workspace-nav';

// Only for an address whose ids are not numbers: loaded then, not with every agent page (see
// docs/performance.md, row "The not-found page loaded only for an address whose ids are not numbers").
// An agent that does not exist: its page loads only then.
const AgentNotFound = lazy(() => import('./agent-not-found-page').then((m) => ({ default: m.AgentNotFound })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Shell of every agent page: navigation for the current workspace and agent. */
export function AgentLayout() {
  const params = useParams();
  const workspaceId = parseId(params.workspaceId);
  const agentId = parseId(params.agentId);
  if (workspaceId === null || agentId === null) {
    return (
      <Shell>
        <Suspense fallback={<Loader aria-label="Loading page" />}>
          <NotFoundPage />
        </Suspense>
      </Shell>
    );
  }
  return <AgentShell workspaceId={workspaceId} agentId={agentId} />;
}

function AgentShell({ workspaceId, agentId }: { workspaceId: number; agentId: number }) {
  const missing = useAgentMissing(workspaceId, agentId);
  // The shell, its navigation and the page, the same element while the address names the same
  // agent: an answer about the agent (its list, arriving after the page shows) renders none of it again.
  const shell = useMemo(() => {
    const ref = { workspaceId, agentId };
    return (
      <Shell
        agent={ref}
        header={<AgentSwitcher workspaceId={workspaceId} agentId={agentId} />}
        navbar={
          <>
            <AgentNav agent={ref} />
            <WorkspaceNav workspaceId={workspaceId} />
          </>
        }
      >
        <RememberAgentPlace agent={ref} />
        <Suspense fallback={<Loader aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Shell>
    );
  }, [workspaceId, agentId]);
  if (missing) {
    return (
      <Shell>
        <Suspense fallback={<Loader aria-label="Loading page" />}>
          <AgentNotFound workspaceId={workspaceId} agentId={agentId} />
        </Suspense>
      </Shell>
    );
  }
  return shell;
}
