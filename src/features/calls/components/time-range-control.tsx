import { Button, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { TimeRange } from '../model/list-view';
import { RangeSummary } from './range-summary';

// The date library and its styles load the first time the chooser opens, not with the page.
const TimeRangePanel = lazy(() => import('./time-range-panel').then((m) => ({ default: m.TimeRangePanel })));

/** The list's time range: what it is, and a button that opens the chooser in place. */
export function TimeRangeControl({ value, onChange }: { value: TimeRange; onChange: (range: TimeRange) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          Time range:
        </Text>
        <Text size="sm" data-testid="time-range-summary">
          <RangeSummary range={value} />
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={open}
          aria-controls={open ? 'time-range-panel' : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close time range' : 'Change time range'}
        </Button>
      </Group>
      {open && (
        <div id="time-range-panel" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <Suspense fallback={<Loader size="sm" aria-label="Loading the time range chooser" />}>
            <TimeRangePanel
              value={value}
              onApply={(range) => {
                setOpen(false);
                onChange(range);
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
