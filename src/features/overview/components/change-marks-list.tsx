import { Anchor, Button, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, CallFilterOptions } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import type { MarkLink } from '../use-change-marks';
import classes from './overview.module.css';

// Its figures are asked for only when a person opens it: its code loads with the first press.
const BeforeAfter = lazy(() => import('./before-after').then((m) => ({ default: m.BeforeAfter })));

/**
 * The chart's marks as links (the drawing says nothing to a screen reader), each to its bucket's
 * changes in the settings history, and "Before and after" for a change of each.
 */
export function ChangeMarksList({
  agent,
  marks,
  error,
  onRetry,
  tz,
  options,
}: {
  agent: AgentRef;
  marks: MarkLink[] | null;
  error: unknown;
  onRetry: () => void;
  tz: string;
  options: CallFilterOptions | undefined;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (error) return <QueryError title="Could not load the settings changes" error={error} onRetry={onRetry} />;
  if (!marks || marks.length === 0) return null;
  const opened = marks.find((m) => m.index === open) ?? null;
  return (
    <>
      <ul className={classes.marks} aria-label="Settings changes on the chart">
        {marks.map((m) => (
          <li key={m.index}>
            <span className={classes.markSwatch} aria-hidden="true" />
            <Anchor component={Link} to={m.to} size="sm">
              {m.title}: <bdi>{m.what}</bdi>
            </Anchor>{' '}
            <Button
              variant="default"
              size="compact-xs"
              aria-expanded={open === m.index}
              aria-label={`Before and after: ${m.title}`}
              onClick={() => setOpen((o) => (o === m.index ? null : m.index))}
            >
              Before and after
            </Button>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading before and after" />}>
          <BeforeAfter key={opened.index} agent={agent} changes={opened.changes} tz={tz} options={options} />
        </Suspense>
      )}
    </>
  );
}
