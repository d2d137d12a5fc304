import { Anchor, AppShell, Burger, Button, Divider, Group, Kbd, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ColorSchemeControl } from '../components/color-scheme-control';
import { lazyDialog } from '../components/lazy-dialog';
import type { SignOutDialogProps } from '../components/sign-out-dialog';
import type { AgentRef } from '../contract';
import { routes } from '../lib/routes';
import { signOut } from '../lib/session';
import { unsavedWork } from '../lib/unsaved-work';
import { lastWorkspaceId } from './agents';
import { useCommandCentre } from './command-centre';

// The question before a sign-out that would drop unsaved work loads when first needed.
const SignOutDialog = lazyDialog<SignOutDialogProps>(
  () => import('../components/sign-out-dialog').then((m) => m.SignOutDialog),
  (p) => p.unsaved !== null,
);

// Who is signed in: a line of text that can follow the page (it sits at the start of the header's
// end, so nothing beside it moves when it arrives).
const LazySignedIn = lazy(() => import('./signed-in').then((m) => ({ default: m.SignedIn })));
const SignedIn = ({ workspaceId }: { workspaceId: number }) => (
  <Suspense fallback={null}>
    <LazySignedIn workspaceId={workspaceId} />
  </Suspense>
);

// Mantine's "sm" breakpoint: below it the navigation and the agent switcher move into a drawer.
const WIDE = '(min-width: 48em)';

/**
 * The frame around every signed-in page: header with search, colour scheme and sign-out;
 * navigation beside the page on wide screens and in a drawer (the burger) on phones, where
 * the agent switcher and the colour scheme move too.
 */
export function Shell({
  header,
  navbar,
  agent = null,
  children,
}: {
  header?: ReactNode;
  navbar?: ReactNode;
  agent?: AgentRef | null;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure();
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const workspaceId = agent?.workspaceId ?? lastWorkspaceId();
  const palette = useCommandCentre(agent, workspaceId);
  const drawer = !wide;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !navbar } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <HeaderStart drawer={drawer} opened={opened} onBurger={toggle} header={header} />
          <HeaderActions drawer={drawer} onJump={palette.openPalette} workspaceId={workspaceId} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="app-drawer">
        <Stack gap="sm" mih={0} style={{ overflowY: 'auto' }}>
          {drawer && <SignedIn workspaceId={workspaceId} />}
          {drawer && header}
          {navbar}
          {drawer && (
            <>
              <Divider />
              <ColorSchemeControl withLabel />
            </>
          )}
        </Stack>
      </AppShell.Navbar>
      {/* Room at the foot of every page for the toasts, which stand there (src/app/app.tsx). */}
      <AppShell.Main pb={96}>{children}</AppShell.Main>
      {palette.element}
      <CloseOnMove close={close} />
    </AppShell>
  );
}

/** The header's start: the burger (phones), the app's name, and the page's header on wide screens. */
function HeaderStart({
  drawer,
  opened,
  onBurger,
  header,
}: {
  drawer: boolean;
  opened: boolean;
  onBurger: () => void;
  header: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {drawer && (
        <Burger
          opened={opened}
          onClick={onBurger}
          size="sm"
          aria-label="Menu"
          aria-expanded={opened}
          aria-controls="app-drawer"
        />
      )}
      <Anchor
        component={Link}
        to="/"
        fw={700}
        c="var(--mantine-color-text)"
        underline="never"
        style={{ whiteSpace: 'nowrap' }}
      >
        Call monitor
      </Anchor>
      {!drawer && header}
    </Group>
  );
}

/** The header's end: who is signed in, Jump to (the command palette), the colour scheme on wide screens, Sign out. */
function HeaderActions({ drawer, onJump, workspaceId }: { drawer: boolean; onJump: () => void; workspaceId: number }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {!drawer && <SignedIn workspaceId={workspaceId} />}
      <Button
        variant="default"
        size="xs"
        onClick={onJump}
        // Not "Search": the calls page has its own (transcripts). Named as the palette's field.
        aria-label="Jump to a page, agent or record"
        aria-keyshortcuts="Control+K Meta+K"
      >
        Jump to
        {!drawer && (
          <Kbd size="xs" ml={8} aria-hidden>
            Ctrl K
          </Kbd>
        )}
      </Button>
      {!drawer && <ColorSchemeControl />}
      <SignOutButton />
    </Group>
  );
}

// The two parts of the frame that follow the address, apart: the frame itself is not drawn again
// on every move (one call to the next, say).

/** The drawer closes when the address moves (a link in it followed). */
function CloseOnMove({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return null;
}

function SignOutButton() {
  const navigate = useNavigate();
  // What an editor holds unsaved (a review): the sign-out would remove it, so it asks first.
  const [unsaved, setUnsaved] = useState<string[] | null>(null);
  const onSignOut = () => {
    setUnsaved(null);
    // The app clears every cached read on any sign-out (app.tsx).
    signOut();
    void navigate(routes.connect, { replace: true });
  };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          const held = unsavedWork();
          if (held.length > 0) setUnsaved(held);
          else onSignOut();
        }}
      >
        Sign out
      </Button>
      <SignOutDialog unsaved={unsaved} onStay={() => setUnsaved(null)} onSignOut={onSignOut} />
    </>
  );
}
