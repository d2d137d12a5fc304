import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_STATES } from '../../contract';
import { FiringCard } from '../../components/firing-card';
import { stateText } from '../../components/firing-state';
import { ListState } from '../../components/list-state';
import { Page } from '../../components/page';
import { agentAlertEventsOptions } from '../../data/alert-events/queries';
import { alertDefinitionListOptions } from '../../data/alerts/queries';
import { channelListOptions } from '../../data/channels/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { countOf } from '../../lib/format';

export const FIRINGS_PAGE_SIZE = 25;

/** `state` in the address (repeatable); firing by default. Unknown values are left out. */
function useStates(): [string[], (next: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.getAll('state').filter((s) => (EVENT_STATES as readonly string[]).includes(s));
  const states = params.has('state') ? asked : ['firing'];
  const set = (next: string[]) => {
    setParams((p) => {
      p.delete('state');
      for (const s of next) p.append('state', s);
      if (next.length === 0) p.append('state', '');
      return p;
    });
  };
  return [states, set];
}

/** `.../alert-events`: the agent's firings across its definitions, to acknowledge and resolve (B.9). */
export function AlertEventsPage() {
  const agent = useAgentRef();
  const [states, setStates] = useStates();
  const [offset, setOffset] = useState(0);
  const options = agentAlertEventsOptions(agent, states, { limit: FIRINGS_PAGE_SIZE, offset });
  // One read: its items for the list, its total for the count.
  const events = useQuery({ ...options, select: (d) => d.items });
  const total = useQuery({ ...options, select: (d) => d.total }).data;
  const definitions = useQuery(alertDefinitionListOptions(agent));
  const channels = useQuery(channelListOptions(agent.workspaceId));
  const definitionOf = (id: number | null | undefined) => definitions.data?.find((d) => d.id === id) ?? null;
  const channelName = (id: number | null | undefined) =>
    channels.data?.find((c) => c.id === id)?.name ?? (id == null ? 'A channel' : `Channel ${id}`);

  return (
    <Page title="Firing alerts">
      <Checkbox.Group
        label="State"
        value={states}
        onChange={(next) => {
          setOffset(0);
          setStates(next);
        }}
      >
        <Group gap="md" mt={4}>
          {EVENT_STATES.map((s) => (
            <Checkbox key={s} value={s} label={stateText(s)} />
          ))}
        </Group>
      </Checkbox.Group>
      {events.isSuccess && total != null && (
        <Text size="sm" role="status">
          {countOf(total, 'firing', 'firings')} in{' '}
          {states.map((s) => stateText(s).toLowerCase()).join(', ') || 'no state'}, newest first
        </Text>
      )}
      <ListState
        query={events}
        what="firing alerts"
        notOffered={<Text size="sm">Each definition’s history still lists its firings, on its page under Alerts.</Text>}
        empty={{
          title: offset > 0 ? 'No more firings' : 'Nothing in these states',
          body: 'Firings of the agent’s alert definitions appear here.',
        }}
      >
        {(list) => (
          <Stack gap="sm" aria-busy={events.isPlaceholderData}>
            {list.map((e, i) => (
              <FiringCard
                key={`${i}:${e.id}`}
                agent={agent}
                event={e}
                definition={definitionOf(e.alert_id)}
                channelName={channelName}
              />
            ))}
          </Stack>
        )}
      </ListState>
      <Group gap="sm" component="nav" aria-label="Pages of firings">
        <Button
          variant="default"
          size="xs"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - FIRINGS_PAGE_SIZE))}
        >
          Newer firings
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={
            total == null ? (events.data?.length ?? 0) < FIRINGS_PAGE_SIZE : offset + FIRINGS_PAGE_SIZE >= total
          }
          onClick={() => setOffset(offset + FIRINGS_PAGE_SIZE)}
        >
          Older firings
        </Button>
      </Group>
    </Page>
  );
}
