import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEVERITIES, type Severity } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { severityText } from '../../../components/severity-badge';
import { channelListOptions } from '../../../data/channels/queries';
import { isApiError } from '../../../lib/api-error';

/** A definition's severity and the channels its firings go to (service interface B.9), as chosen. */
export type Routing = { severity: Severity; channelIds: number[] };

export const asSeverity = (s: string | null | undefined): Severity =>
  (SEVERITIES as readonly string[]).includes(s ?? '') ? (s as Severity) : 'warning';

/** Channels chosen that the workspace no longer has (deleted elsewhere): a save leaves them out. */
export function goneChannels(chosen: readonly number[], known: readonly { id: number }[] | undefined): number[] {
  if (!known) return [];
  return chosen.filter((id) => !known.some((c) => c.id === id));
}

/**
 * "Severity" and "Channels", shared by the builder's create form and a definition's Delivery
 * region. A server without channels says so; the severity can still be chosen.
 */
export function RoutingFields({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: number;
  value: Routing;
  onChange: (next: Routing) => void;
}) {
  const channels = useQuery(channelListOptions(workspaceId));
  const gone = goneChannels(value.channelIds, channels.data);
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Severity"
        value={value.severity}
        onChange={(e) => onChange({ ...value, severity: asSeverity(e.currentTarget.value) })}
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
        <Checkbox.Group
          label="Channels"
          value={value.channelIds.map(String)}
          onChange={(ids) => onChange({ ...value, channelIds: ids.map(Number) })}
        >
          <Stack gap={4} mt={4}>
            {(channels.data ?? []).map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={<bdi>{c.name}</bdi>} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {value.channelIds.length === 0 && <Text size="sm">No channel: firings are only recorded.</Text>}
      {gone.length > 0 && <Text size="sm">Channel {gone.join(', ')} no longer exists; saving leaves it out.</Text>}
    </Stack>
  );
}
