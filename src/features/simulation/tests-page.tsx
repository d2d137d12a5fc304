import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { lazyDialog } from '../../components/lazy-dialog';
import { ListState } from '../../components/list-state';
import { Page } from '../../components/page';
import { RoleNote, useAllowed } from '../../components/role-note';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { countOf, quoted } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { useDeleteSimulationTest } from '../../data/simulation/mutations';
import { simulationTestListOptions } from '../../data/simulation/queries';
import { NoSimulations } from './components/no-simulations';
import type { RunTestsDialogProps } from './components/run-dialog';
import { TestTable, testName } from './components/test-table';
import { useTestLookups } from './hooks/use-test-lookups';

export { NoSimulations };

// The dialog (its form, pickers and the runs it offers as baselines) loads when first opened.
const RunTestsDialog = lazyDialog<RunTestsDialogProps>(
  () => import('./components/run-dialog').then((m) => m.RunTestsDialog),
  (p) => p.opened,
);

export function TestsPage() {
  const agent = useAgentRef();
  const list = useQuery({ ...simulationTestListOptions(agent), select: (d) => d.items });
  const { lookups } = useTestLookups(agent);
  const remove = useDeleteSimulationTest(agent);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The tests the dialog runs, fixed when it opens; null while it is closed.
  const [running, setRunning] = useState<number[] | null>(null);
  const reasonId = useId();
  // Tests are written and run by editors and admins (B.11); others read them.
  const edit = useAllowed('edit');
  const roleId = useId();
  const noRole = edit.allowed ? undefined : roleId;
  const { ask, dialogProps } = useConfirmDelete(remove, 'simulation test', (done) => {
    setSelected((s) => new Set([...s].filter((id) => id !== done.id)));
    notifySuccess(`Deleted simulation test ${quoted(done.name)}`);
  });
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const notOffered = isApiError(list.error) && list.error.isRouteMissing;
  const actions = notOffered ? null : edit.allowed ? (
    <Button component={Link} to={routes.newSimulationTest(agent)}>
      New test
    </Button>
  ) : (
    <Button disabled aria-describedby={roleId}>
      New test
    </Button>
  );

  return (
    <Page title="Simulation tests" actions={actions}>
      <Text size="sm">
        Each test is a simulated caller (a simulation profile, and optionally a voice clip set replayed) and what the
        agent must do for it.
      </Text>
      <RoleNote allowed={edit} id={roleId} />
      {notOffered ? (
        <NoSimulations />
      ) : (
        <ListState
          query={list}
          what="simulation tests"
          empty={{
            title: 'No simulation tests yet',
            body: 'A test checks what the agent does for a simulated caller. Create one with “New test”.',
          }}
        >
          {(tests) => (
            <>
              <Group gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {countOf(tests.length, 'test', 'tests')}
                  {selected.size > 0 ? `, ${selected.size} selected` : ''}
                </Text>
                <Button
                  size="xs"
                  disabled={selected.size === 0 || !edit.allowed}
                  aria-describedby={noRole ?? (selected.size === 0 ? reasonId : undefined)}
                  onClick={() => setRunning(tests.filter((t) => selected.has(t.id)).map((t) => t.id))}
                >
                  Run selected
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!edit.allowed}
                  aria-describedby={noRole}
                  onClick={() => setRunning(tests.map((t) => t.id))}
                >
                  Run all
                </Button>
                {selected.size === 0 && edit.allowed && (
                  <Text size="xs" c="dimmed" id={reasonId}>
                    Tick tests to run a selection of them.
                  </Text>
                )}
              </Group>
              <TestTable
                agent={agent}
                tests={tests}
                lookups={lookups}
                selected={selected}
                onToggle={toggle}
                onDelete={edit.allowed ? (t) => ask({ id: t.id, name: testName(t) }) : null}
              />
            </>
          )}
        </ListState>
      )}
      <ConfirmDelete {...dialogProps} />
      <RunTestsDialog
        agent={agent}
        testIds={running ?? []}
        opened={running !== null}
        onClose={() => setRunning(null)}
      />
    </Page>
  );
}
