import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Fragment, useId, useMemo } from 'react';
import { type SimulationRun, isRunFinished } from '../../../contract';
import { compareRuns } from '../../../lib/simulation-compare';
import type { TestLookups } from '../model/test-refs';
import { ComparisonRow } from './run-comparison-row';
import { partialText, shownRows, tally } from '../model/run-comparison-words';

/**
 * The run compared with its baseline, test by test: why the comparison is partial where it is, a
 * tally whose counts lead to their rows, the rows (regressions first), and the tests still
 * waiting for a result. Recomputed as the run's results arrive.
 */
export function ComparisonRows({
  run,
  baseline,
  lookups,
  name,
}: {
  run: SimulationRun;
  baseline: SimulationRun;
  lookups: TestLookups;
  name: (testId: number) => string;
}) {
  const cmp = useMemo(() => compareRuns(run, baseline), [run, baseline]);
  const rows = shownRows(cmp.rows);
  const counts = tally(rows);
  // An id usable in an address's fragment: React's ids carry characters a fragment would escape.
  const base = `cmp${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const anchorOf = (kind: string) => `${base}-${kind.toLowerCase().replace(/ /g, '-')}`;
  const names = (ids: readonly number[]) => ids.map(name).join(', ');
  const running = !isRunFinished(run.status);
  const firstOf = new Map<string, number>();
  rows.forEach((r, i) => {
    if (!firstOf.has(r.change)) firstOf.set(r.change, i);
  });

  return (
    <Stack gap="xs">
      {cmp.partial.map((reason) => (
        <Alert key={reason.kind} color="yellow" variant="light" p="xs">
          <Text size="sm">{partialText(reason, baseline.id, name)}</Text>
        </Alert>
      ))}
      {cmp.noBaselineResult.length > 0 ? (
        <Text size="sm">
          Not compared (run {baseline.id} has no finished result for them): {names(cmp.noBaselineResult)}
        </Text>
      ) : null}
      {counts.length > 0 ? (
        <Text size="sm">
          {counts.map((c, i) => (
            <Fragment key={c.kind}>
              {i > 0 ? ', ' : null}
              <Anchor href={`#${anchorOf(c.kind)}`} size="sm">
                {c.text}
              </Anchor>
            </Fragment>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {running ? 'No test has a result to compare yet.' : 'No test of this run has a result to compare.'}
        </Text>
      )}
      {rows.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Each test's change">
          {rows.map((row, i) => (
            <ComparisonRow
              key={row.testId}
              row={row}
              name={name(row.testId)}
              results={run.results.filter((r) => r.test_id === row.testId)}
              baselineId={baseline.id}
              lookups={lookups}
              anchorId={firstOf.get(row.change) === i ? anchorOf(row.change) : undefined}
            />
          ))}
        </Stack>
      ) : null}
      {cmp.pending.length > 0 ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {running ? 'Waiting for results' : 'No result in this run'}: {names(cmp.pending)}
        </Text>
      ) : null}
    </Stack>
  );
}
