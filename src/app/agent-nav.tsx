import { NavLink, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import type { AgentRef } from '../contract';
import { followInApp } from '../lib/follow-in-app';
import { agentNav } from '../lib/routes';

/** The item whose page the address is on, or -1: its path, or below it. */
export function activeNavItem(agent: AgentRef, pathname: string): number {
  return agentNav.findIndex((item) => {
    const to = item.to(agent);
    return pathname === to || pathname.startsWith(`${to}/`);
  });
}

/**
 * The agent's pages. Only which one is current is worked out on a move; the links are drawn again
 * only when that changes (a router NavLink each would render on every move of the address, one
 * call to the next included).
 */
export function AgentNav({ agent }: { agent: AgentRef }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <NavLinks workspaceId={agent.workspaceId} agentId={agent.agentId} active={activeNavItem(agent, pathname)} navigate={navigate} />;
}

const NavLinks = memo(function NavLinks({
  workspaceId,
  agentId,
  active,
  navigate,
}: {
  workspaceId: number;
  agentId: number;
  active: number;
  navigate: NavigateFunction;
}) {
  const ref = { workspaceId, agentId };
  return (
    <nav aria-label="Agent pages" style={{ overflowY: 'auto', minHeight: 0 }} onClick={(e) => followInApp(e, navigate)}>
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
              <NavLink
                href={item.to(ref)}
                label={item.label}
                variant="filled"
                active={i === active}
                aria-current={i === active ? 'page' : undefined}
              />
            </div>
          );
        })}
      </Stack>
    </nav>
  );
});
