import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AgentRef, AlertDefinition } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import { type DeliveryFields, useSetDeliveryFields } from '../../../data/alerts/delivery';
import { channelListOptions } from '../../../data/channels/queries';
import { useNow } from '../../../lib/use-now';
import { MuteWindowsEditor } from './mute-windows-editor';
import { type Routing, RoutingFields, asSeverity, goneChannels } from './routing-fields';
import { FOREVER, isSnoozed } from './snooze';

/** "Until I turn it back on": a snooze with no end the service can store as a date-time. */
const HOUR = 3_600_000;
const SNOOZES = [
  { label: '1 hour', ms: HOUR },
  { label: '8 hours', ms: 8 * HOUR },
  { label: '1 day', ms: 24 * HOUR },
  { label: '1 week', ms: 7 * 24 * HOUR },
] as const;

type Props = { agent: AgentRef; definition: AlertDefinition };

/**
 * Region "Delivery" of a definition's page (B.9): its severity and channels, its snooze and its
 * mute windows, each saved on its own and read back: what the server did not keep is named.
 */
export function DeliveryPanel({ agent, definition }: Props) {
  const headingId = useId();
  const save = useSetDeliveryFields(agent);
  const send = (fields: DeliveryFields) => save.mutate({ definition, fields });
  const notKept = save.data?.notKept ?? [];
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} mt="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Delivery
        </Title>
        <Routing agent={agent} definition={definition} pending={save.isPending} onSave={send} />
        <Snooze definition={definition} pending={save.isPending} onSave={send} />
        <MuteWindowsEditor
          definition={definition}
          pending={save.isPending}
          onSave={(mute_windows) => send({ mute_windows })}
        />
        {notKept.length > 0 && (
          <Alert color="yellow" title="Not kept" role="status">
            This server did not keep: {notKept.join(', ')}.
          </Alert>
        )}
        {save.isError && <QueryError error={save.error} title="Could not save the delivery settings" />}
      </Stack>
    </Paper>
  );
}

type SectionProps = { definition: AlertDefinition; pending: boolean; onSave: (fields: DeliveryFields) => void };

function Routing({ agent, definition, pending, onSave }: SectionProps & { agent: AgentRef }) {
  const channels = useQuery(channelListOptions(agent.workspaceId));
  const [routing, setRouting] = useState<Routing>(() => ({
    severity: asSeverity(definition.severity),
    channelIds: definition.channel_ids ?? [],
  }));
  const apply = () => {
    const gone = goneChannels(routing.channelIds, channels.data);
    onSave({ severity: routing.severity, channel_ids: routing.channelIds.filter((id) => !gone.includes(id)) });
  };
  return (
    <Stack gap="xs">
      <RoutingFields workspaceId={agent.workspaceId} value={routing} onChange={setRouting} />
      <Group>
        <Button size="xs" loading={pending} onClick={apply}>
          Apply severity and channels
        </Button>
      </Group>
    </Stack>
  );
}

function Snooze({ definition, pending, onSave }: SectionProps) {
  const now = useNow();
  const snoozed = isSnoozed(definition, now);
  if (snoozed) {
    return (
      <Group gap="sm" wrap="wrap">
        <Text size="sm" role="status">
          Snoozed{' '}
          {definition.snoozed_until === FOREVER ? (
            'until you turn it back on'
          ) : (
            <>
              until <DateTime value={definition.snoozed_until} />
            </>
          )}
          : firings are recorded, not delivered.
        </Text>
        <Button size="xs" variant="default" loading={pending} onClick={() => onSave({ snoozed_until: null })}>
          Unsnooze
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="default" loading={pending} w="fit-content">
          Snooze
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SNOOZES.map((s) => (
          <Menu.Item key={s.label} onClick={() => onSave({ snoozed_until: new Date(Date.now() + s.ms).toISOString() })}>
            {s.label}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => onSave({ snoozed_until: FOREVER })}>Until I turn it back on</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
