import { Group, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgentRef, AlertDefinition } from '../contract';
import { alertDefinitionListOptions } from '../data/alerts/queries';
import { isApiError } from '../lib/api-error';
import { type ItemRef, definitionsUsing } from '../lib/condition-tree';

export type AlertUsage =
  | { state: 'idle' }
  | { state: 'checking' }
  /** The definitions could not be read: the delete may go ahead, with that said. */
  | { state: 'unknown'; reason: string }
  | { state: 'known'; using: AlertDefinition[] };

/**
 * Which alert definitions use an item (a rule's red flag, an extraction field), read while a
 * delete confirmation is open (`item` null otherwise), so the confirmation can name them before
 * anything is deleted.
 */
export function useAlertUsage(agent: AgentRef, item: ItemRef | null): AlertUsage {
  const list = useQuery({ ...alertDefinitionListOptions(agent), enabled: item !== null });
  if (!item) return { state: 'idle' };
  if (list.data) return { state: 'known', using: definitionsUsing(list.data, item) };
  if (list.isError) {
    return {
      state: 'unknown',
      reason:
        isApiError(list.error) && list.error.isRouteMissing
          ? 'This server does not list alert definitions, so whether any use it cannot be checked.'
          : `Whether any alert definition uses it could not be checked: ${list.error.message}`,
    };
  }
  return { state: 'checking' };
}

/** The part of a delete confirmation that names the alert definitions a delete would break. */
export function AlertUsageNote({ usage, what }: { usage: AlertUsage; what: string }) {
  switch (usage.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Group gap="xs" mt="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">Checking which alert definitions use this {what}…</Text>
        </Group>
      );
    case 'unknown':
      return (
        <Text size="sm" mt="sm">
          {usage.reason}
        </Text>
      );
    case 'known':
      if (usage.using.length === 0) {
        return (
          <Text size="sm" mt="sm">
            No alert definition uses this {what}.
          </Text>
        );
      }
      // Plain text on the dialog's background: a tinted alert's title read below 4.5:1 (axe).
      return (
        <Stack gap={4} mt="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-orange-7)' }}>
          <Text size="sm" fw={700}>
            {usage.using.length === 1
              ? 'Used by an alert definition'
              : `Used by ${usage.using.length} alert definitions`}
          </Text>
          <Text size="sm">
            {usage.using.length === 1 ? 'This alert definition uses' : 'These alert definitions use'} this {what} in a
            condition, which stops working once it is deleted:
          </Text>
          <List size="sm">
            {usage.using.map((d) => (
              <List.Item key={d.id}>
                <bdi>{d.name}</bdi>
              </List.Item>
            ))}
          </List>
        </Stack>
      );
  }
}
