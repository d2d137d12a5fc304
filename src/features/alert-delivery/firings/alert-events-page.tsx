import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AgentRef, type AlertEvent, EVENT_STATES } from '../../../contract';
import { FiringCard } from './firing-card';
import { useChannelLabel } from './firing-deliveries';
import { stateText } from '../../../components/firing-state';
import { FiringsPager } from '../../../components/firings-pager';
import { ListState } from '../../../components/list-state';
import { LiveBar } from '../../../components/live-bar';
import { Page } from '../../../components/page';
import { useAllowed } from '../../../components/role-note';
import { agentAlertEventsOptions, liveFiringCountOptions } from '../../../data/alert-events/queries';
import { alertDefinitionListOptions } from '../../../data/alerts/queries';
import { useNewItems } from '../../../data/live-count';
import { useAgentRef } from '../../../lib/agent-ref';
import { countOf } from '../../../lib/format';
import { LeftRefusals, useRefusals } from './refusals';
import { useFiringsAddress } from './use-firings-address';

export const FIRINGS_PAGE_SIZE = 25;
const FIRINGS = { one: 'firing', many: 'firings' };
const NO_TOTAL = 'This server does not send a total of the firings, so new ones cannot be counted.';

/** `.../alert-events`: the agent's firings across its definitions, to acknowledge and resolve (B.9). */
export function AlertEventsPage() {
  const agent = useAgentRef();
  const address = useFiringsAddress();
  const [offset, setOffset] = useState(0);
  const options = agentAlertEventsOptions(agent, address.states, { limit: FIRINGS_PAGE_SIZE, offset });
  // One read: its items for the list, its total for the count.
  const events = useQuery({ ...options, select: (d) => d.items });
  const total = useQuery({ ...options, select: (d) => d.total }).data;
  // Live: the firings in these states now against the total of the answer shown.
  const shownTotal = events.isSuccess && !events.isPlaceholderData ? (total ?? null) : null;
  const unavailable = events.isSuccess && total == null ? NO_TOTAL : null;
  const liveOn = address.live && unavailable === null;
  const found = useNewItems(liveFiringCountOptions(agent, address.states), shownTotal, liveOn);

  return (
    <Page title="Firing alerts">
      <StateFilter
        value={address.shownStates}
        onChange={(next) => {
          setOffset(0);
          address.setStates(next);
        }}
      />
      <LiveBar
        live={address.live}
        onLive={address.setLive}
        unavailable={unavailable}
        found={found}
        what={FIRINGS}
        applyLabel="Show new firings"
        onApply={() => {
          setOffset(0);
          void events.refetch();
        }}
        applying={events.isFetching}
      />
      {events.isSuccess && total != null && (
        <Text size="sm" role="status">
          {countOf(total, 'firing', 'firings')} in{' '}
          {address.states.map((s) => stateText(s).toLowerCase()).join(', ') || 'no state'}, newest first
        </Text>
      )}
      <FiringsList agent={agent} events={events} offset={offset} />
      <FiringsPager
        pageSize={FIRINGS_PAGE_SIZE}
        offset={offset}
        setOffset={setOffset}
        total={total ?? null}
        shown={events.data?.length ?? 0}
      />
    </Page>
  );
}

/** "State": a box per state; each follows its click at once. */
function StateFilter({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  return (
    <Checkbox.Group label="State" value={value} onChange={onChange}>
      <Group gap="md" mt={4}>
        {EVENT_STATES.map((s) => (
          <Checkbox key={s} value={s} label={stateText(s)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

type ListProps = {
  agent: AgentRef;
  events: UseQueryResult<AlertEvent[]>;
  offset: number;
};

/** The firings of this page, each with its definition's name and severity and its channels' names. */
function FiringsList({ agent, events, offset }: ListProps) {
  const definitions = useQuery(alertDefinitionListOptions(agent));
  const channelName = useChannelLabel(agent.workspaceId);
  const definitionOf = (id: number | null | undefined) => definitions.data?.find((d) => d.id === id) ?? null;
  const refusals = useRefusals();
  // Firings are acknowledged and resolved by editors and admins (B.11); others read them.
  const act = useAllowed('edit');
  return (
    <>
      <LeftRefusals refusals={refusals} listed={events.data} />
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
                refusal={refusals.of(e.id)}
                onRefusal={refusals.set}
                canAct={act.allowed}
              />
            ))}
          </Stack>
        )}
      </ListState>
    </>
  );
}
