import { Anchor, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { errorTexts } from '../contract';
import { isApiError } from '../lib/api-error';
import { routes } from '../lib/routes';
import { callFilterOptionsOptions } from '../data/calls/filter-options';
import { agentListOptions } from '../data/agents/queries';
import { useSaidMissing } from './agent-not-found';

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
