import { Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { routes } from '../lib/routes';
import { NavItem } from './nav-item';

/**
 * The workspace's own pages (no agent in their address), in order. One line each: a page of the
 * workspace's members joins here when it exists.
 */
export const workspaceNav = [{ label: 'Notification channels', to: routes.channels }] as const;

/** The section "Workspace" of the navigation, the current page marked. */
export function WorkspaceNav({ workspaceId }: { workspaceId: number }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Workspace pages">
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} px="sm">
          Workspace {workspaceId}
        </Text>
        {workspaceNav.map((item) => {
          const to = item.to(workspaceId);
          const active = pathname === to || pathname.startsWith(`${to}/`);
          return <NavItem key={item.label} to={to} label={item.label} active={active} />;
        })}
      </Stack>
    </nav>
  );
}
