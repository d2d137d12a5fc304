import { Anchor, List, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IdForm } from '../components/id-form';
import { LastRunSummary } from '../components/last-run-summary';
import { NotOffered, QueryError } from '../components/query-error';
import { Page } from '../components/page';
import { isApiError } from '../lib/api-error';
import { routes } from '../lib/routes';
import { AgentWeek } from './agent-week';
import { LAST_WORKSPACE_KEY, lastWorkspaceId } from './agents';
import { agentListOptions } from '../data/agents/queries';
import { Shell } from './shell';

/** Start page: choose a workspace, then one of its agents (or type the agent's id). */
export function HomePage() {
  const [workspaceId, setWorkspaceId] = useState<number>(lastWorkspaceId);
  const navigate = useNavigate();
  const agents = useQuery(agentListOptions(workspaceId));

  return (
    <Shell>
      <Page title="Choose an agent">
        <IdForm
          label="Workspace ID"
          submitLabel="Show agents"
          invalidMessage="Enter a workspace ID (a positive whole number)."
          defaultValue={String(workspaceId)}
          onId={(id) => {
            localStorage.setItem(LAST_WORKSPACE_KEY, String(id));
            setWorkspaceId(id);
          }}
        />
        {agents.isPending && <Skeleton h={80} />}
        {agents.isError && !(isApiError(agents.error) && agents.error.isRouteMissing) && (
          <QueryError
            error={agents.error}
            title={`Could not load the agents of workspace ${workspaceId}`}
            onRetry={() => void agents.refetch()}
            retrying={agents.isFetching}
          />
        )}
        {agents.isError && isApiError(agents.error) && agents.error.isRouteMissing && (
          <NotOffered what="a list of agents">
            <Text size="sm">Open an agent by its id below.</Text>
          </NotOffered>
        )}
        {agents.isSuccess &&
          (agents.data.length === 0 ? (
            <Text c="dimmed">This workspace has no agents.</Text>
          ) : (
            <List aria-label={`Agents of workspace ${workspaceId}`}>
              {agents.data.map((a) => (
                <List.Item key={a.id}>
                  <Anchor
                    component={Link}
                    to={routes.overview({ workspaceId, agentId: a.id })}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <bdi>{a.name ?? `Agent ${a.id}`}</bdi>
                  </Anchor>
                  {' · '}
                  <AgentWeek agent={{ workspaceId, agentId: a.id }} />
                  <LastRunSummary agent={{ workspaceId, agentId: a.id }} />
                </List.Item>
              ))}
            </List>
          ))}
        <IdForm
          label="Agent ID"
          submitLabel="Open agent"
          invalidMessage="Enter an agent ID (a positive whole number)."
          onId={(id) => void navigate(routes.overview({ workspaceId, agentId: id }))}
        />
      </Page>
    </Shell>
  );
}
