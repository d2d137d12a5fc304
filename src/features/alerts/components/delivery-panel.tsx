import { Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { AgentRef, AlertDefinition, MuteWindow } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import { type RoleControlProps, useRoleGate } from '../../../components/role-note';
import { type DeliveryFields, useSetDeliveryFields } from '../../../data/alerts/delivery';
import { useNow } from '../../../lib/use-now';
import { MuteWindowsEditor } from './mute-windows-editor';
import { type Routing, RoutingFields } from './routing-fields';
import { FOREVER, isSnoozed } from '../model/snooze';

/** "Until I turn it back on": a snooze with no end the service can store as a date-time. */
const HOUR = 3_600_000;
const SNOOZES = [
  { label: '1 hour', ms: HOUR },
  { label: '8 hours', ms: 8 * HOUR },
  { label: '1 day', ms: 24 * HOUR },
  { label: '1 week', ms: 7 * 24 * HOUR },
] as const;

type Props = {
  agent: AgentRef;
  definition: AlertDefinition;
  /** Severity and channels as edited: the definition's Save writes them. */
  routing: Routing;
  onRoutingChange: (routing: Routing) => void;
  /** Mute windows as edited: the definition's Save writes them. */
  muteWindows: MuteWindow[];
  onMuteWindowsChange: (windows: MuteWindow[]) => void;
  /** A save was tried: the mute windows' problems show. */
  showProblems: boolean;
};

/**
 * Region "Delivery" of a definition's page (B.9). Its severity, channels and mute windows are
 * part of the definition as edited: the one Save writes them with the rest, and leaving asks
 * first while they are unsaved. A snooze is an act of its own, saved at once and read back:
 * what the server did not keep is named.
 */
export function DeliveryPanel(props: Props) {
  const { agent, definition } = props;
  const headingId = useId();
  const save = useSetDeliveryFields(agent);
  const send = (fields: DeliveryFields) => save.mutate({ definition, fields });
  const notKept = save.data?.notKept ?? [];
  // Snoozes and mute windows are changed by editors and admins (B.11).
  const gate = useRoleGate('edit');
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} mt="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Delivery
        </Title>
        <Text size="sm">Severity, channels and mute windows are saved with the definition (Save).</Text>
        <RoutingFields workspaceId={agent.workspaceId} value={props.routing} onChange={props.onRoutingChange} />
        {gate.note}
        <Snooze definition={definition} pending={save.isPending} onSave={send} role={gate.control()} />
        <MuteWindowsEditor
          stored={(definition.mute_windows ?? []) as MuteWindow[]}
          windows={props.muteWindows}
          onChange={props.onMuteWindowsChange}
          showProblems={props.showProblems}
          role={gate.control()}
        />
        {notKept.length > 0 && (
          <Alert color="yellow" title="Not kept" role="status">
            This server did not keep: {notKept.join(', ')}.
          </Alert>
        )}
        {save.isError && <QueryError error={save.error} title="Could not snooze the definition" />}
      </Stack>
    </Paper>
  );
}

type SectionProps = {
  definition: AlertDefinition;
  pending: boolean;
  onSave: (fields: DeliveryFields) => void;
  role: RoleControlProps;
};

function Snooze({ definition, pending, onSave, role }: SectionProps) {
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
        <Button size="xs" variant="default" loading={pending} {...role} onClick={() => onSave({ snoozed_until: null })}>
          Unsnooze
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="default" loading={pending} w="fit-content" {...role}>
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
