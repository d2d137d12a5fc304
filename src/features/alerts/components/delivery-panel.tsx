import { Alert, Button, Checkbox, Group, Menu, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AgentRef, type AlertDefinition, SEVERITIES, type Severity } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { severityText } from '../../../components/severity-badge';
import { QueryError } from '../../../components/query-error';
import { type DeliveryFields, useSetDeliveryFields } from '../../../data/alerts/delivery';
import { channelListOptions } from '../../../data/channels/queries';
import { isApiError } from '../../../lib/api-error';
import { useNow } from '../../../lib/use-now';
import { MuteWindowsEditor } from './mute-windows-editor';
import { FOREVER, isSnoozed } from './snooze';

/** "Until I turn it back on": a snooze with no end the service can store as a date-time. */
const HOUR = 3_600_000;
const SNOOZES = [
  { label: '1 hour', ms: HOUR },
  { label: '8 hours', ms: 8 * HOUR },
  { label: '1 day', ms: 24 * HOUR },
  { label: '1 week', ms: 7 * 24 * HOUR },
] as const;

/** Whether the definition is snoozed at `now`. */

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
  const [severity, setSeverity] = useState<string>(definition.severity ?? 'warning');
  const [chosen, setChosen] = useState<string[]>((definition.channel_ids ?? []).map(String));
  const known = new Set((channels.data ?? []).map((c) => String(c.id)));
  const gone = chosen.filter((id) => channels.isSuccess && !known.has(id));
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Severity"
        value={severity}
        onChange={(e) => setSeverity(e.currentTarget.value)}
        data={SEVERITIES.map((s) => ({ value: s, label: severityText(s) }))}
        maw={240}
      />
      {channels.isError ? (
        isApiError(channels.error) && channels.error.isRouteMissing ? (
          <Text size="sm">This server does not offer notification channels: firings are only recorded.</Text>
        ) : (
          <QueryError error={channels.error} title="Could not load the notification channels" />
        )
      ) : (
        <Checkbox.Group label="Channels" value={chosen} onChange={setChosen}>
          <Stack gap={4} mt={4}>
            {(channels.data ?? []).map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={<bdi>{c.name}</bdi>} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {chosen.length === 0 && <Text size="sm">No channel: firings are only recorded.</Text>}
      {gone.length > 0 && <Text size="sm">Channel {gone.join(', ')} no longer exists; saving leaves it out.</Text>}
      <Group>
        <Button
          size="xs"
          loading={pending}
          onClick={() =>
            onSave({
              severity: severity as Severity,
              channel_ids: chosen.filter((id) => !gone.includes(id)).map(Number),
            })
          }
        >
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
