// The bare stack: a minimal app that uses each library of the dashboard once, in the way their
// guides start (Mantine's whole style sheet, one router, one query, one form with a schema, the
// toast host). The bench measures it beside the dashboard's pages, on the same machine in the same
// minutes: the score of the libraries alone, which no page built on them is expected to beat.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AppShell,
  Button,
  Group,
  MantineProvider,
  NavLink,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import * as z from 'zod/mini';

const Intent = z.looseObject({ id: z.number(), name: z.string(), description: z.nullish(z.string()) });
const NewIntent = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Name is required')) });
const queryClient = new QueryClient();
const PAGES = [
  'Call intents',
  'SIP',
  'Data extraction',
  'Rules',
  'Alerts',
  'Simulation profiles',
  'Voice clip sets',
  'Calls',
];

function IntentsPage() {
  const intents = useQuery({
    queryKey: ['intents'],
    queryFn: async () => z.array(Intent).parse(await (await fetch('/intents.json')).json()),
  });
  const form = useForm<{ name: string }>({ resolver: zodResolver(NewIntent), defaultValues: { name: '' } });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md">
          <Text fw={700}>Call monitor</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Agent settings">
        {PAGES.map((name) => (
          <NavLink key={name} label={name} component={Link} to="/" />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack>
          <Title order={1}>Call intents</Title>
          <form onSubmit={form.handleSubmit((values) => notifications.show({ message: `Added ${values.name}` }))}>
            <Group align="end">
              <TextInput label="New intent" {...form.register('name')} error={form.formState.errors.name?.message} />
              <Button type="submit">Add</Button>
            </Group>
          </form>
          {intents.data ? (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {intents.data.map((intent) => (
                  <Table.Tr key={intent.id}>
                    <Table.Td>{intent.name}</Table.Td>
                    <Table.Td>{intent.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Skeleton height={320} />
          )}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', element: <IntentsPage /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
