import { Anchor, Button, Loader } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../query-error';
import classes from './change-marks.module.css';
import type { MarkLink } from './use-change-marks';

/**
 * A page's settings-change marks as links, each to its bucket's changes in the settings history,
 * and "Before and after" for a change of each: `beforeAfter` draws it for the mark opened (a page
 * loads it lazily: its figures are asked for only when a person opens it).
 */
export function ChangeMarkLinks({
  marks,
  error,
  onRetry,
  label,
  heading,
  beforeAfter,
}: {
  marks: MarkLink[] | null;
  error: unknown;
  onRetry: () => void;
  /** The list's accessible name ("Settings changes on the chart"). */
  label: string;
  /** Said above the marks, where there are any. */
  heading?: ReactNode;
  beforeAfter: (mark: MarkLink) => ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (error) return <QueryError title="Could not load the settings changes" error={error} onRetry={onRetry} />;
  if (!marks || marks.length === 0) return null;
  const opened = marks.find((m) => m.index === open) ?? null;
  return (
    <>
      {heading}
      <ul className={classes.marks} aria-label={label}>
        {marks.map((m) => (
          <li key={m.index}>
            <span className={classes.swatch} aria-hidden="true" />
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
        <Suspense key={opened.index} fallback={<Loader size="sm" aria-label="Loading before and after" />}>
          {beforeAfter(opened)}
        </Suspense>
      )}
    </>
  );
}
