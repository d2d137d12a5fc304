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

// A name of any length, spaces or none, wraps within the column rather than widening the page.
const WRAP = { labelWrapper: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } } as const;

/** "Channel 3 no longer exists" (one) or "Channels 3, 4 no longer exist" (several). */
export function goneText(gone: readonly number[]): string {
  return gone.length === 1 ? `Channel ${gone[0]} no longer exists` : `Channels ${gone.join(', ')} no longer exist`;
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
              <Checkbox key={c.id} value={String(c.id)} label={<bdi>{c.name}</bdi>} styles={WRAP} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {value.channelIds.length === gone.length && <Text size="sm">No channel: firings are only recorded.</Text>}
      {gone.length > 0 && (
        <Text size="sm">
          {goneText(gone)}; saving leaves {gone.length === 1 ? 'it' : 'them'} out.
        </Text>
      )}
    </Stack>
  );
}
