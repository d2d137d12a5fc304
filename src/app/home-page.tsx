import { Anchor, Button, Group, List, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NotOffered, QueryError } from '../components/query-error';
import { Page } from '../components/page';
import { isApiError } from '../lib/api-error';
import { routes } from '../lib/routes';
import { agentListOptions } from './agents';
import { Shell } from './shell';

const LAST_WS_KEY = 'cm.lastWorkspace';

/** Start page: choose a workspace, then one of its agents (or type the agent's id). */
export function HomePage() {
  const [workspaceId, setWorkspaceId] = useState<number>(() => Number(localStorage.getItem(LAST_WS_KEY)) || 1);
  const [draft, setDraft] = useState<string | number>(workspaceId);
  const [agentId, setAgentId] = useState<string | number>('');
  const navigate = useNavigate();
  const agents = useQuery(agentListOptions(workspaceId));

  return (
    <Shell>
      <Page title="Choose an agent">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(draft);
            if (Number.isInteger(n) && n > 0) {
              localStorage.setItem(LAST_WS_KEY, String(n));
              setWorkspaceId(n);
            }
          }}
        >
          <Group align="end">
            <NumberInput label="Workspace ID" min={1} allowDecimal={false} value={draft} onChange={setDraft} w={160} />
            <Button type="submit" variant="default">
              Show agents
            </Button>
          </Group>
        </form>
        {agents.isPending && <Skeleton h={80} />}
        {agents.isError && !(isApiError(agents.error) && agents.error.isRouteMissing) && (
          <QueryError error={agents.error} onRetry={() => void agents.refetch()} retrying={agents.isFetching} />
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
                  <Anchor component={Link} to={routes.intents({ workspaceId, agentId: a.id })}>
                    {a.name ?? `Agent ${a.id}`}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          ))}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(agentId);
            if (Number.isInteger(n) && n > 0) void navigate(routes.intents({ workspaceId, agentId: n }));
          }}
        >
          <Stack gap={4}>
            <Group align="end">
              <NumberInput label="Agent ID" min={1} allowDecimal={false} value={agentId} onChange={setAgentId} w={160} />
              <Button type="submit" variant="default">
                Open agent
              </Button>
            </Group>
          </Stack>
        </form>
      </Page>
    </Shell>
  );
}
