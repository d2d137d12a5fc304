import { Text } from '@mantine/core';
import { createContext, lazy, memo, use, useDeferredValue, useMemo, useState } from 'react';
import type { AgentRef } from '../../contract';
import { ChangeMarkLinks } from '../../components/change-marks/change-marks-list';
import { type MarkLink, useChangeMarks } from '../../components/change-marks/use-change-marks';
import type { ReviewListQuery } from '../../data/reviews/keys';
import { dayRows } from '../../lib/change-marks';
import type { Names } from './names';

// Its figures are asked for only when a person opens it: its code loads with the first press.
const QualityBeforeAfter = lazy(() => import('./before-after').then((m) => ({ default: m.QualityBeforeAfter })));

const DAY = 86_400_000;
/** How far back "All time" looks for settings changes. */
const ALL_TIME_DAYS = 90;

type Known = { intentIds: number[]; labelIds: number[] };

/**
 * The names and known ids the before-and-after figures need, apart from the marks' props: the
 * page renders again as its reads arrive, and the marks' list (a link and a button per day) is
 * drawn again only when its own range or marks change (see docs/performance.md, row "The quality
 * page's figures drawn a part at a time").
 */
export const QualityNames = createContext<{ names: Names; known: Known } | null>(null);

function BeforeAfterSlot({ mark, agent, tz }: { mark: MarkLink; agent: AgentRef; tz: string }) {
  const given = use(QualityNames);
  if (!given) return null;
  return <QualityBeforeAfter mark={mark} agent={agent} tz={tz} names={given.names} {...given.known} />;
}

/**
 * The days of the page's range on which settings changed, each a link to that day's changes, with
 * "Before and after" for a change. Nothing where the server keeps no history.
 */
export const QualityChanges = memo(function QualityChanges({
  agent,
  query,
  now,
}: {
  agent: AgentRef;
  /** The page's range, as asked of the reviews list. */
  query: ReviewListQuery;
  now: number;
}) {
  const [tz] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const from = query.started_after ? Date.parse(query.started_after) : now - ALL_TIME_DAYS * DAY;
  const to = query.started_before ? Date.parse(query.started_before) : now;
  const rows = useMemo(() => dayRows({ from, to }, tz), [from, to, tz]);
  const changes = useChangeMarks(agent, { from, to }, rows, 'day', tz);
  // Their arrival drawn in a deferred render, which yields to the browser.
  const marks = useDeferredValue(changes.marks);
  return (
    <ChangeMarkLinks
      marks={marks}
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
      beforeAfter={(mark) => <BeforeAfterSlot mark={mark} agent={agent} tz={tz} />}
    />
  );
});
