import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { AgentRef } from '../contract';
import { firingCountOptions } from '../data/alert-events/queries';
import { openQueueOptions } from '../data/team/assignments';
import { meOptions } from '../data/team/queries';
import { agentNav } from '../lib/routes';
import { NavItem } from './nav-item';

/** How many of the agent's alerts are firing (B.9), beside "Firing alerts"; nothing where the server does not say. */
function FiringCount({ agent }: { agent: AgentRef }) {
  const total = useQuery({ ...firingCountOptions(agent), retry: false, select: (d) => d.total }).data;
  if (total === null || total === undefined || total === 0) return null;
  return (
    <Text span size="xs" fw={700} data-testid="firing-count-nav">
      {total}
    </Text>
  );
}

/**
 * How many calls wait in the signed-in member's review queue (B.11), beside "Review queue": the
 * queue's own read, so both say the same. Nothing where it is none or not known (no `/me`, no
 * assignments on this server).
 */
function QueueCount({ agent }: { agent: AgentRef }) {
  const me = useQuery(meOptions()).data;
  const total = useQuery({
    ...openQueueOptions(agent, me?.id ?? 0),
    enabled: me !== undefined,
    select: (d) => d.total,
  }).data;
  if (total === undefined || total === 0) return null;
  return (
    <Text span size="xs" fw={700} data-testid="queue-count-nav">
      {total}
      <VisuallyHidden> open</VisuallyHidden>
    </Text>
  );
}

const counts: Partial<Record<string, (agent: AgentRef) => React.ReactNode>> = {
  Firings: (agent) => <FiringCount agent={agent} />,
  'Review queue': (agent) => <QueueCount agent={agent} />,
};

/** The item whose page the address is on, or -1: its path, or below it. */
export function activeNavItem(agent: AgentRef, pathname: string): number {
  return agentNav.findIndex((item) => {
    const to = item.to(agent);
    return pathname === to || pathname.startsWith(`${to}/`);
  });
}

/** The agent's pages, grouped, the current one marked. */
export function AgentNav({ agent }: { agent: AgentRef }) {
  const { pathname } = useLocation();
  const active = activeNavItem(agent, pathname);
  return (
    <nav aria-label="Agent pages" style={{ overflowY: 'auto', minHeight: 0 }}>
      <Stack gap={2}>
        {agentNav.map((item, i) => {
          const heading = item.group !== agentNav[i - 1]?.group ? item.group : null;
          return (
            <div key={item.label}>
              {heading && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="sm">
                  {heading}
                </Text>
              )}
              <NavItem
                to={item.to(agent)}
                label={item.label}
                right={Object.hasOwn(counts, item.label) ? counts[item.label]?.(agent) : undefined}
                active={i === active}
              />
            </div>
          );
        })}
      </Stack>
    </nav>
  );
}
