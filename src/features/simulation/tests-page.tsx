import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { ListState } from '../../components/list-state';
import { Page } from '../../components/page';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { countOf, quoted } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { useDeleteSimulationTest } from '../../data/simulation/mutations';
import { simulationTestListOptions } from '../../data/simulation/queries';
import { TestTable, testName } from './components/test-table';
import { useTestLookups } from './components/use-test-lookups';

/** A server without B.10: said once, in the page's words. */
export function NoSimulations() {
  return (
    <Alert color="gray" variant="light" title="Not offered by this server">
      <Text size="sm">This server does not run simulations.</Text>
    </Alert>
  );
}

export function TestsPage() {
  const agent = useAgentRef();
  const list = useQuery({ ...simulationTestListOptions(agent), select: (d) => d.items });
  const { lookups } = useTestLookups(agent);
  const remove = useDeleteSimulationTest(agent);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
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
  const actions = notOffered ? null : (
    <Button component={Link} to={routes.newSimulationTest(agent)}>
      New test
    </Button>
  );

  return (
    <Page title="Simulation tests" actions={actions}>
      <Text size="sm">
        Each test is a simulated caller (a simulation profile, and optionally a voice clip set replayed) and what the
        agent must do for it.
      </Text>
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
              <Text size="sm" c="dimmed" aria-live="polite">
                {countOf(tests.length, 'test', 'tests')}
                {selected.size > 0 ? `, ${selected.size} selected` : ''}
              </Text>
              <TestTable
                agent={agent}
                tests={tests}
                lookups={lookups}
                selected={selected}
                onToggle={toggle}
                onDelete={(t) => ask({ id: t.id, name: testName(t) })}
              />
            </>
          )}
        </ListState>
      )}
      <ConfirmDelete {...dialogProps} />
    </Page>
  );
}
