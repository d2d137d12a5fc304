import { Group, List, Paper, Stack, Text } from '@mantine/core';
import type { SimulationResult } from '../../../contract';
import { WordBadge } from '../../../components/word-badge';
import type { TestChange } from '../../../lib/simulation-compare';
import type { TestLookups } from '../model/test-refs';
import {
  CHANGE_WORDS,
  checkTitle,
  expectedText,
  flakyDetail,
  outcomeText,
  valueText,
} from '../model/run-comparison-words';

/**
 * One test's change against the baseline: the change as text, the test's name, and for a test
 * that regressed, was fixed or is flaky, what changed (each check, expected and actual, on both
 * sides) or what failed in which repeat.
 */
export function ComparisonRow({
  row,
  name,
  results,
  baselineId,
  lookups,
  anchorId,
}: {
  row: TestChange;
  name: string;
  /** This run's results of the test. */
  results: readonly SimulationResult[];
  baselineId: number;
  lookups: TestLookups;
  /** The id the tally links to, on the first row of its kind. */
  anchorId?: string;
}) {
  const detail = row.change === 'Regressed' || row.change === 'Flaky' ? flakyDetail(results) : null;
  return (
    <Paper component="li" withBorder p="xs" id={anchorId} tabIndex={anchorId ? -1 : undefined}>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <WordBadge words={CHANGE_WORDS} value={row.change} variant="filled" />
          <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{name}</bdi>
          </Text>
        </Group>
        {row.checks.length > 0 ? (
          <List size="sm" spacing={4} aria-label={`Checks that changed: ${name}`}>
            {row.checks.map((c) => (
              <List.Item key={`${c.kind}:${c.ref ?? ''}`}>
                <Text span size="sm" fw={600}>
                  {checkTitle(c, lookups)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Run {baselineId}: {outcomeText(c.kind, c.before, lookups)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  This run: {outcomeText(c.kind, c.after, lookups)}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
        {row.change === 'Flaky' && detail ? (
          <>
            <Text size="sm">
              Passed {detail.passed} of {detail.finished} repeats.
            </Text>
            {detail.checks.length > 0 ? (
              <List size="sm" spacing={4} aria-label={`Checks that failed: ${name}`}>
                {detail.checks.map(({ check, failedIn }) => (
                  <List.Item key={`${check.kind}:${check.ref ?? ''}`}>
                    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {checkTitle(check, lookups)} failed in {failedIn.length === 1 ? 'repeat' : 'repeats'}{' '}
                      {failedIn.join(', ')} — expected {expectedText(check.kind, check.expected, lookups)}, got{' '}
                      {valueText(check.kind, check.actual, lookups)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </>
        ) : null}
        {detail?.errors.map((e) => (
          <Text key={e.repeat} size="sm" style={{ overflowWrap: 'anywhere' }}>
            Repeat {e.repeat} could not be simulated: <bdi>{e.error}</bdi>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
