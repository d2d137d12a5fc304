import { List, Loader, Group, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { agentListOptions } from '../../../data/agents/queries';
import { alertDefinitionListOptions } from '../../../data/alerts/queries';

type Use = { agent: string; definition: string; key: string };

/**
 * The alert definitions of every agent of the workspace that send to a channel, read while its
 * delete confirmation is open, so the confirmation names them before it goes.
 */
export function useChannelUsage(workspaceId: number, channelId: number | null) {
  const agents = useQuery({ ...agentListOptions(workspaceId), enabled: channelId !== null });
  const lists = useQueries({
    queries: (channelId === null ? [] : (agents.data ?? [])).map((a) => ({
      ...alertDefinitionListOptions({ workspaceId, agentId: a.id }),
    })),
  });
  const checking = channelId !== null && (agents.isPending || lists.some((l) => l.isPending));
  const uses: Use[] = [];
  (agents.data ?? []).forEach((a, i) => {
    for (const d of lists[i]?.data ?? []) {
      if (channelId !== null && (d.channel_ids ?? []).includes(channelId)) {
        uses.push({ agent: a.name ?? `Agent ${a.id}`, definition: d.name, key: `${a.id}:${d.id}` });
      }
    }
  });
  const unknown = agents.isError || lists.some((l) => l.isError);
  return { checking, uses, unknown };
}

/** The part of the delete confirmation that names what sends to the channel. */
export function ChannelUsageNote({ usage }: { usage: ReturnType<typeof useChannelUsage> }) {
  if (usage.checking) {
    return (
      <Group gap="xs" mt="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">Checking which alert definitions send to this channel…</Text>
      </Group>
    );
  }
  return (
    <>
      {usage.uses.length === 0 ? (
        <Text size="sm" mt="sm">
          No alert definition sends to this channel.
        </Text>
      ) : (
        <>
          <Text size="sm" mt="sm">
            These alert definitions send to it; their firings will no longer reach it:
          </Text>
          <List size="sm" aria-label="Alert definitions that send to this channel">
            {usage.uses.map((u) => (
              <List.Item key={u.key}>
                <bdi>{u.definition}</bdi> (<bdi>{u.agent}</bdi>)
              </List.Item>
            ))}
          </List>
        </>
      )}
      {usage.unknown && (
        <Text size="sm" mt="sm">
          The definitions of some agents could not be read, so they may send to it too.
        </Text>
      )}
    </>
  );
}
