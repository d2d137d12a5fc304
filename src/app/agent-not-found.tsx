import { Anchor, List, Stack, Text } from '@mantine/core';
import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { errorTexts } from '../contract';
import { isApiError } from '../lib/api-error';
import { routes } from '../lib/routes';
import { callFilterOptionsOptions } from '../data/calls/filter-options';
import { agentListOptions } from '../data/agents/queries';

/** Has any read of this session been answered "Agent with ID N not found"? */
function useSaidMissing(agentId: number): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const text = errorTexts.agentNotFound(agentId);
  // Told after the cache's event, never within it: a query that another component builds or
  // resets while it renders would otherwise update this one in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () =>
    queryCache.getAll().some((q) => isApiError(q.state.error) && q.state.error.detail === text),
  );
}

/**
 * Does the agent of the address not exist? Known from the workspace's list of agents (Part B)
 * when the server has it, otherwise from the service's own "Agent with ID N not found" on any
 * read of the agent's pages.
 */
export function useAgentMissing(workspaceId: number, agentId: number): boolean {
  const agents = useQuery(agentListOptions(workspaceId));
  const saidMissing = useSaidMissing(agentId);
  const notListed = agents.isSuccess && !agents.data.some((a) => a.id === agentId);
  return notListed || saidMissing;
}

/**
 * The service's own words for the missing agent: from the read that said so, or, when only the
 * list of agents told, from endpoint 6 (published, and it names a missing agent).
 */
function useServiceText(workspaceId: number, agentId: number): string | null {
  const text = errorTexts.agentNotFound(agentId);
  const said = useSaidMissing(agentId);
  const confirm = useQuery({ ...callFilterOptionsOptions({ workspaceId, agentId }), enabled: !said });
  return said || (isApiError(confirm.error) && confirm.error.detail === text) ? text : null;
}

/** One page for an agent that does not exist, instead of each page's own error inside its shell. */
export function AgentNotFound({ workspaceId, agentId }: { workspaceId: number; agentId: number }) {
  const agents = useQuery(agentListOptions(workspaceId));
  const serviceText = useServiceText(workspaceId, agentId);
  return (
    <Page title="Agent not found">
      <Stack gap="sm">
        {serviceText && (
          // The page's state, in the service's words; not an alert: nothing here failed to load.
          <Text>
            The service answered: <bdi>{serviceText}</bdi>
          </Text>
        )}
        <Text>
          Workspace {workspaceId} has no agent {agentId}. The address may be old, or the agent may have been removed.
        </Text>
        {agents.isSuccess && agents.data.length > 0 && (
          <>
            <Text>The agents of workspace {workspaceId}:</Text>
            <List aria-label={`Agents of workspace ${workspaceId}`}>
              {agents.data.map((a) => (
                <List.Item key={a.id}>
                  <Anchor component={Link} to={routes.overview({ workspaceId, agentId: a.id })}>
                    <bdi>{a.name ?? `Agent ${a.id}`}</bdi>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Anchor component={Link} to={routes.home}>
          Go to the start page
        </Anchor>
      </Stack>
    </Page>
  );
}
