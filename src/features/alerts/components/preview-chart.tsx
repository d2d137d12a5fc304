import { Group, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { PreviewDay } from '../../../contract';
import { countOf, formatNumber } from '../../../lib/format';
import classes from './preview-chart.module.css';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (start: string) => {
  const t = Date.parse(start);
  return Number.isNaN(t) ? start : dayFormat.format(t);
};

/**
 * Matches against calls per UTC day (the service's days): bars drawn for the eye, hidden from
 * screen readers, which get the same figures as a table ("Show as table").
 */
export function PreviewChart({ days }: { days: readonly PreviewDay[] }) {
  const tableId = useId();
  // The table is made when it is opened: an answer arriving while someone types draws less.
  const [open, setOpen] = useState(false);
  const most = Math.max(1, ...days.map((d) => d.calls));
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={`${tableId}-title`}>
        Matches per day (UTC)
      </Text>
      <div className={classes.chart} aria-hidden="true">
        {days.map((d) => (
          <div key={d.start} className={classes.day} title={`${dayLabel(d.start)}: ${d.matched} of ${d.calls}`}>
            <div className={classes.calls} style={{ height: `${(d.calls / most) * 100}%` }}>
              <div
                className={classes.matched}
                style={{ height: d.calls ? `${(Math.min(d.matched, d.calls) / d.calls) * 100}%` : 0 }}
              />
            </div>
          </div>
        ))}
      </div>
      <Group justify="space-between" gap="xs" mt={2}>
        <Text size="xs" c="dimmed">
          {dayLabel(first.start)}
        </Text>
        <Text size="xs" c="dimmed" aria-hidden="true">
          <span
            className={classes.legend}
            style={{ background: 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))' }}
          />
          matched
          <span
            className={classes.legend}
            style={{
              marginLeft: 8,
              background: 'light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
            }}
          />
          calls
        </Text>
        <Text size="xs" c="dimmed">
          {dayLabel(last.start)}
        </Text>
      </Group>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <Text component="span" size="sm">
            Show as table
          </Text>
        </summary>
        {open && <DaysTable days={days} labelledBy={`${tableId}-title`} />}
      </details>
      <Text size="xs" c="dimmed" mt={4}>
        {countOf(days.filter((d) => d.matched > 0).length, 'day', 'days')} of {formatNumber(days.length)} with a match.
      </Text>
    </div>
  );
}

/** The same figures as a table, for screen readers and for reading exact counts. */
function DaysTable({ days, labelledBy }: { days: readonly PreviewDay[]; labelledBy: string }) {
  return (
    <Table aria-labelledby={labelledBy} striped withTableBorder fz="sm" mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Day (UTC)</Table.Th>
          <Table.Th scope="col" ta="right">
            Calls
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Matched
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((d) => (
          <Table.Tr key={d.start}>
            <Table.Th scope="row" fw={400}>
              {dayLabel(d.start)}
            </Table.Th>
            <Table.Td ta="right">{formatNumber(d.calls)}</Table.Td>
            <Table.Td ta="right">{formatNumber(d.matched)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
