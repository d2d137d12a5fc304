import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../lib/routes';
import { signOut } from '../lib/session';

/** The frame around every signed-in page: header with sign-out, optional navigation, main. */
export function Shell({ header, navbar, children }: { header?: ReactNode; navbar?: ReactNode; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const onSignOut = () => {
    // The app clears every cached read on any sign-out (app.tsx).
    signOut();
    void navigate(routes.connect, { replace: true });
  };
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={navbar ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {navbar && (
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            )}
            <Text fw={700} component="span">
              Call monitor
            </Text>
            {header}
          </Group>
          <Button variant="default" size="xs" onClick={onSignOut}>
            Sign out
          </Button>
        </Group>
      </AppShell.Header>
      {navbar && (
        <AppShell.Navbar p="sm" onClick={close}>
          {navbar}
        </AppShell.Navbar>
      )}
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
