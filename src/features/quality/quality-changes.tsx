import { Text } from '@mantine/core';
import { lazy, useMemo, useState } from 'react';
import type { AgentRef } from '../../contract';
import { ChangeMarkLinks } from '../../components/change-marks/change-marks-list';
import { useChangeMarks } from '../../components/change-marks/use-change-marks';
import type { ReviewListQuery } from '../../data/reviews/keys';
import { dayRows } from '../../lib/change-marks';
import type { Names } from './names';

// Its figures are asked for only when a person opens it: its code loads with the first press.
const QualityBeforeAfter = lazy(() => import('./before-after').then((m) => ({ default: m.QualityBeforeAfter })));

const DAY = 86_400_000;
/** How far back "All time" looks for settings changes. */
const ALL_TIME_DAYS = 90;

/**
 * The days of the page's range on which settings changed, each a link to that day's changes, with
 * "Before and after" for a change. Nothing where the server keeps no history.
 */
export function QualityChanges({
  agent,
  query,
  now,
  names,
  known,
}: {
  agent: AgentRef;
  /** The page's range, as asked of the reviews list. */
  query: ReviewListQuery;
  now: number;
  names: Names;
  known: { intentIds: number[]; labelIds: number[] };
}) {
  const [tz] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const from = query.started_after ? Date.parse(query.started_after) : now - ALL_TIME_DAYS * DAY;
  const to = query.started_before ? Date.parse(query.started_before) : now;
  const rows = useMemo(() => dayRows({ from, to }, tz), [from, to, tz]);
  const changes = useChangeMarks(agent, { from, to }, rows, 'day', tz);
  return (
    <ChangeMarkLinks
      marks={changes.marks}
      error={changes.error}
      onRetry={changes.retry}
      label="Settings changes"
      heading={
        <>
          <Text component="h2" fw={700} size="lg" mt="xs">
            Settings changes
          </Text>
          <Text size="sm" c="dimmed">
            {query.started_after
              ? 'The days of this range on which settings changed.'
              : `The days of the last ${ALL_TIME_DAYS} on which settings changed.`}
          </Text>
        </>
      }
      beforeAfter={(mark) => <QualityBeforeAfter mark={mark} agent={agent} tz={tz} names={names} {...known} />}
    />
  );
}
