import { useVirtualizer } from '@tanstack/react-virtual';
import { Table } from '@mantine/core';
import { useRef } from 'react';
import type { AgentRef } from '../../../contract';
import { useInTurn } from '../../../components/in-turn';
import { RecordTable } from '../../../components/record-table';
import { measureWhenObserved, observeRectWhenLaidOut, scrollUnlessAtStart } from '../../../lib/virtual-measure';
import type { TestLookups } from '../model/test-refs';
import { TestRow, type TestResults } from './run-result-row';

/** The box's height until it is first laid out (it is then as tall as its style says). */
const BOX_HEIGHT = 720;

/** About a row's height: its name, or a line per repeat and one per check. */
const estimate = (row: TestResults | undefined) =>
  row && row.results.length > 0
    ? 24 + row.results.reduce((h, r) => h + 30 + 22 * r.checks.length + (r.status === 'error' ? 22 : 0), 0)
    : 46;

/** Rows drawn per frame until the box is full: a frame lays out this many, not all in view. */
const ROWS_PER_FRAME = 2;

/** A blank row standing for the rows out of view above or below. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <Table.Tr aria-hidden style={{ border: 0, padding: 0, margin: 0 }}>
      <Table.Td colSpan={2} style={{ height, padding: 0, border: 0 }} />
    </Table.Tr>
  ) : null;

/**
 * A long run's results in a scroll box of their own, only the rows in view (and a few more)
 * rendered; a row is drawn again only when one of its results changed (TestRow). Loaded with the
 * virtualiser (a chunk of its own) only by a run that long.
 */
export function VirtualResults({
  agent,
  rows,
  lookups,
}: {
  agent: AgentRef;
  rows: TestResults[];
  lookups: TestLookups;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual's instance changes in place; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimate(rows[i]),
    getItemKey: (i) => rows[i]?.testId ?? i,
    overscan: 4,
    measureElement: measureWhenObserved,
    observeElementRect: observeRectWhenLaidOut,
    initialRect: { width: 0, height: BOX_HEIGHT },
    scrollToFn: scrollUnlessAtStart,
    useFlushSync: false,
  });
  // The table mounts empty, and the rows in view come a few per frame after it: the table measures
  // its width as it mounts, a layout of all that commit holds (docs/performance.md, rows "A long
  // run's table mounted before its rows" and "A long run's first rows drawn a few at a time"). The
  // spacer below stands for the rows still to come.
  const inView = virtualizer.getVirtualItems();
  const items = inView.slice(0, useInTurn(inView.length, ROWS_PER_FRAME, 0));
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      role="group"
      aria-label="Results by test"
      // Focusable, so that the keyboard can scroll it whatever rows are drawn (axe: scrollable-region-focusable).
      tabIndex={0}
      style={{ height: `min(75vh, ${BOX_HEIGHT}px)`, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <RecordTable columns={['Test', 'Results']} minWidth={560}>
        <Spacer height={before} />
        {items.map((v) => {
          const row = rows[v.index];
          return row ? (
            <TestRow
              key={v.key}
              agent={agent}
              row={row}
              lookups={lookups}
              index={v.index}
              measure={virtualizer.measureElement}
            />
          ) : null;
        })}
        <Spacer height={after} />
      </RecordTable>
    </div>
  );
}
