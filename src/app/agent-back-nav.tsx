import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { AgentRef } from '../contract';
import { agentListOptions } from '../data/agents/queries';
import { routes } from '../lib/routes';
import { lastAgentPlace, rememberAgentPlace } from './agents';
import { NavItem } from './nav-item';

/** Keeps the agent page shown, so the workspace's pages can lead back to it (AgentBackNav). */
export function RememberAgentPlace({ agent }: { agent: AgentRef }) {
  const { pathname, search } = useLocation();
  useEffect(() => rememberAgentPlace(agent, `${pathname}${search}`), [agent, pathname, search]);
  return null;
}

/**
 * On a workspace's own page, in place of an agent's navigation: the way back to the agent page
 * last shown in this workspace (named by the agent), or to the start page to choose one.
 */
export function AgentBackNav({ workspaceId }: { workspaceId: number }) {
  // Read once per workspace: the page shown here does not change which agent was left.
  const [place] = useState(() => lastAgentPlace(workspaceId));
  const agents = useQuery({ ...agentListOptions(workspaceId), enabled: place !== null });
  const agent = place ? agents.data?.find((a) => a.id === place.agentId) : undefined;
  const name = place ? (agent?.name ?? `Agent ${place.agentId}`) : null;
  return (
    <nav aria-label="Agent pages">
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="sm">
          Agent
        </Text>
        {place && name !== null ? (
          <NavItem
            to={place.path}
            label={
              <>
                Back to <bdi>{name}</bdi>
              </>
            }
          />
        ) : (
          <NavItem to={routes.home} label="Choose an agent" />
        )}
      </Stack>
    </nav>
  );
}
