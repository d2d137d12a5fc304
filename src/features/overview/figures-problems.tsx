import { Alert, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { CallStats } from '../../contract';
import { statsProblems } from './consistency';
import type { OverviewView } from './overview-state';
import type { Range } from './range';

type Props = Pick<OverviewView, 'bucket' | 'period'> & {
  /** The figures of the range and of the previous period (if they came), and the ranges they were asked for. */
  now: CallStats;
  nowRange: Range;
  before: CallStats | null;
  beforeRange: Range;
  tz: string;
};

/** Where the service's figures do not check (buckets twice or missing, totals unlike their parts), said. */
export function FiguresProblems({ now, nowRange, before, beforeRange, bucket, period, tz }: Props) {
  const problems = useMemo(
    () => [
      ...statsProblems(now, nowRange, bucket, tz),
      ...(before ? statsProblems(before, beforeRange, bucket, tz).map((p) => `For ${period}: ${p}`) : []),
    ],
    [now, nowRange, before, beforeRange, bucket, tz, period],
  );
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      title="These figures do not add up"
      role="region"
      aria-label="These figures do not add up"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">The service’s answer is shown as it came, but it does not check:</Text>
      <List size="sm" mt={4}>
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
