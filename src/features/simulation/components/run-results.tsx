import { Anchor, Group, List, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { AgentRef, SimulationResult } from '../../../contract';
import { RecordTable } from '../../../components/record-table';
import { routes } from '../../../lib/routes';
import { secondsText, type TestLookups } from '../model/test-refs';
import { checkSentence, checkWords, resultStatusText } from './run-words';

export type TestResults = { testId: number; name: string; results: SimulationResult[] };

/** A run's results by test, in the run's order (as `test_ids`, then repeat). */
export function resultsByTest(
  testIds: readonly number[],
  results: readonly SimulationResult[],
  nameOf: (id: number) => string,
): TestResults[] {
  const byTest = new Map<number, SimulationResult[]>();
  for (const id of testIds) byTest.set(id, []);
  for (const r of results) {
    const list = byTest.get(r.test_id);
    if (list) list.push(r);
    else byTest.set(r.test_id, [r]);
  }
  return [...byTest].map(([testId, list]) => ({ testId, name: nameOf(testId), results: list }));
}

function Repeat({ agent, result, lookups }: { agent: AgentRef; result: SimulationResult; lookups: TestLookups }) {
  const status = resultStatusText(result.status);
  return (
    <Stack gap={2}>
      <Group gap="sm" wrap="wrap" align="baseline">
        <Text size="sm" fw={600}>
          {result.repeat ? `Repeat ${result.repeat}: ` : ''}
          {status}
        </Text>
        {result.call_id ? (
          <Anchor component={Link} to={routes.call(agent, result.call_id)} size="sm">
            Call {result.call_id}
          </Anchor>
        ) : null}
        {typeof result.median_response_ms === 'number' && (
          <Text size="sm" c="dimmed">
            Median response {secondsText(result.median_response_ms)}
          </Text>
        )}
      </Group>
      {result.status === 'error' && (
        <Text size="sm" c="var(--mantine-color-error)" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <bdi>{result.error || 'The service gave no reason.'}</bdi>
        </Text>
      )}
      {result.checks.length > 0 && (
        <List size="sm" spacing={2} aria-label={`Checks of repeat ${result.repeat ?? ''}`.trim()}>
          {result.checks.map((c, i) => {
            const w = checkWords(c, lookups);
            const mark = w.passed === null ? 'Unknown' : w.passed ? 'Met' : 'Not met';
            return (
              <List.Item key={`${c.kind}:${c.ref ?? i}`}>
                <Text span size="sm" fw={w.passed === false ? 600 : undefined}>
                  {mark}
                </Text>{' '}
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{checkSentence(w)}</bdi>
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

/** A result as far as the page shows it: a row is drawn again only when one of its results changed. */
const resultKey = (r: SimulationResult) =>
  `${r.repeat}:${r.status}:${r.call_id}:${r.error}:${r.median_response_ms}:${r.checks.length}`;

const TestRow = memo(
  function TestRow({ agent, row, lookups }: { agent: AgentRef; row: TestResults; lookups: TestLookups }) {
    return (
      <Table.Tr>
        <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{row.name}</bdi>
        </Table.Th>
        <Table.Td data-label="Results">
          <Stack gap="sm">
            {row.results.length === 0 ? (
              <Text size="sm">Pending</Text>
            ) : (
              row.results.map((r) => <Repeat key={r.repeat ?? 0} agent={agent} result={r} lookups={lookups} />)
            )}
          </Stack>
        </Table.Td>
      </Table.Tr>
    );
  },
  (a, b) =>
    a.agent === b.agent &&
    a.lookups === b.lookups &&
    a.row.name === b.row.name &&
    a.row.results.length === b.row.results.length &&
    a.row.results.every((r, i) => resultKey(r) === resultKey(b.row.results[i] ?? r)),
);

/** The run's results: a row per test, named by the test, each repeat's result and checks in words. */
export function RunResults({ agent, rows, lookups }: { agent: AgentRef; rows: TestResults[]; lookups: TestLookups }) {
  return (
    <RecordTable columns={['Test', 'Results']} minWidth={560}>
      {rows.map((row) => (
        <TestRow key={row.testId} agent={agent} row={row} lookups={lookups} />
      ))}
    </RecordTable>
  );
}
