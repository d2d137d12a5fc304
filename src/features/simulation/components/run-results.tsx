import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AgentRef, SimulationResult } from '../../../contract';
import { RecordTable } from '../../../components/record-table';
import type { TestLookups } from '../model/test-refs';
import { TestRow, type TestResults } from './run-result-row';

export type { TestResults } from './run-result-row';

const VirtualResults = lazy(() => import('./virtual-results').then((m) => ({ default: m.VirtualResults })));

/**
 * Runs of up to this many results render every row; a longer one (up to 200 tests x 5 repeats)
 * renders only the rows in view, so that drawing it, and again each time the tests' names or
 * lookups arrive, stays a short task (see docs/performance.md, row "A run's results virtualised").
 */
export const PLAIN_RESULTS_MAX = 60;

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

/**
 * The run's results: a row per test, named by the test, each repeat's result and checks in words.
 * `expected`: how many results the run will have once it ends; a run that will be long is drawn in
 * the scroll box from the start, not switched over to it once its results pass the plain table's.
 */
export function RunResults({
  agent,
  rows,
  lookups,
  expected = 0,
}: {
  agent: AgentRef;
  rows: TestResults[];
  lookups: TestLookups;
  expected?: number;
}) {
  const count = rows.reduce((n, row) => n + Math.max(1, row.results.length), 0);
  const long = Math.max(count, expected) > PLAIN_RESULTS_MAX;
  if (long) {
    return (
      <Suspense fallback={<Skeleton height={480} aria-label="Loading the results" />}>
        <VirtualResults agent={agent} rows={rows} lookups={lookups} />
      </Suspense>
    );
  }
  return (
    <RecordTable columns={['Test', 'Results']} minWidth={560}>
      {rows.map((row) => (
        <TestRow key={row.testId} agent={agent} row={row} lookups={lookups} />
      ))}
    </RecordTable>
  );
}
