import { Loader, NavLink, Stack, Text } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { NavLink as RouterNavLink, Outlet, useParams } from 'react-router';
import { parseId } from '../lib/agent-ref';
import { agentNav } from '../lib/routes';
import { AgentNotFound, useAgentMissing } from './agent-not-found';
import { AgentSwitcher } from './agent-switcher';
import { Shell } from './shell';
import { NotFoundPage } from './not-found-page';

/** Shell of every agent page: navigation for the current workspace and agent. */
export function AgentLayout() {
  const params = useParams();
  const workspaceId = parseId(params.workspaceId);
  const agentId = parseId(params.agentId);
  if (workspaceId === null || agentId === null) {
    return (
      <Shell>
        <NotFoundPage />
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
          <nav aria-label="Agent pages" style={{ overflowY: 'auto', minHeight: 0 }}>
            <Stack gap={2}>
              {agentNav.map((item, i) => {
                const heading = item.group !== agentNav[i - 1]?.group ? item.group : null;
                return (
                  <div key={item.label}>
                    {heading && (
                      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="sm">
                        {heading}
                      </Text>
                    )}
                    <NavLink component={RouterNavLink} to={item.to(ref)} label={item.label} variant="filled" />
                  </div>
                );
              })}
            </Stack>
          </nav>
        }
      >
        <Suspense fallback={<Loader aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Shell>
    );
  }, [workspaceId, agentId]);
  if (missing) {
    return (
      <Shell>
        <AgentNotFound workspaceId={workspaceId} agentId={agentId} />
      </Shell>
    );
  }
  return shell;
}
