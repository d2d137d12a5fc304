import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AgentRef, SimulationTest, SimulationTestBody } from '../../contract';
import { ArrivalGate } from '../../components/arrival-gate';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { useCreateSimulationTest, useUpdateSimulationTest } from '../../data/simulation/mutations';
import { simulationTestListOptions } from '../../data/simulation/queries';
import { deletedRefs } from './model/test-refs';
import { TestForm } from './components/test-form';
import { EMPTY_TEST_VALUES, valuesOfTest } from './model/test-form-values';
import { testName } from './components/test-table';
import { useTestLookups } from './hooks/use-test-lookups';
import { NoSimulations } from './tests-page';

const FormSkeleton = () => (
  <Stack gap="sm" aria-busy aria-label="Loading simulation test">
    <Skeleton height={36} maw={480} />
    <Skeleton height={160} maw={640} />
  </Stack>
);

const BackToList = ({ agent }: { agent: AgentRef }) => (
  <Anchor component={Link} to={routes.simulationTests(agent)} size="sm">
    All simulation tests
  </Anchor>
);

export function TestCreatePage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  const { lookups } = useTestLookups(agent);
  const create = useCreateSimulationTest(agent);
  const onSaved = useCallback(
    (t: SimulationTest) => void navigate(routes.simulationTest(agent, t.id), { replace: true }),
    [navigate, agent],
  );
  return (
    <Page title="New simulation test">
      <BackToList agent={agent} />
      <TestForm
        initial={EMPTY_TEST_VALUES}
        lookups={lookups}
        submitLabel="Create"
        save={(body: SimulationTestBody) => create.mutateAsync(body)}
        onSaved={onSaved}
      />
    </Page>
  );
}

export function TestEditPage() {
  const agent = useAgentRef();
  const raw = useParams().testId ?? '';
  const testId = parseId(raw);
  if (testId === null) {
    return (
      <Page title="Simulation test">
        <TestNotFound id={raw} agent={agent} />
      </Page>
    );
  }
  return <EditById agent={agent} testId={testId} />;
}

function TestNotFound({ id, agent }: { id: string | number; agent: AgentRef }) {
  return (
    <>
      <Alert color="red" variant="light" title="Not found" role="alert">
        <Text size="sm">Simulation test with ID {id} not found</Text>
      </Alert>
      <BackToList agent={agent} />
    </>
  );
}

function EditById({ agent, testId }: { agent: AgentRef; testId: number }) {
  // The list is the only read of a test (B.10 has no GET of one).
  const list = useQuery(simulationTestListOptions(agent));
  const { lookups } = useTestLookups(agent);
  const update = useUpdateSimulationTest(agent);
  const test = list.data?.items.find((t) => t.id === testId);
  const loading = (
    <Page title="Simulation test">
      <FormSkeleton />
    </Page>
  );
  const settled = () => {
    if (list.isError) {
      return (
        <Page title="Simulation test">
          {isApiError(list.error) && list.error.isRouteMissing ? (
            <NoSimulations />
          ) : (
            <QueryError
              error={list.error}
              title={`Could not load simulation test ${testId}`}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          <BackToList agent={agent} />
        </Page>
      );
    }
    if (!test) {
      return (
        <Page title="Simulation test">
          <TestNotFound id={testId} agent={agent} />
        </Page>
      );
    }
    return (
      <Page title={testName(test)}>
        <BackToList agent={agent} />
        <TestForm
          key={test.id}
          initial={valuesOfTest(test)}
          lookups={lookups}
          deleted={deletedRefs(test, lookups)}
          submitLabel="Save"
          save={(body) => update.mutateAsync({ id: test.id, body })}
        />
      </Page>
    );
  };
  return (
    <ArrivalGate query={list} loading={loading}>
      {settled}
    </ArrivalGate>
  );
}
