import { NativeSelect, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { SettingsChange } from '../../contract';
import { isApiError } from '../../lib/api-error';
import { type Around, aroundChange, changeWhen } from '../../lib/change-marks';
import { whatChanged } from '../../lib/settings-change-name';
import { QueryError } from '../query-error';
import { ScrollX } from '../scroll-x';
import classes from './change-marks.module.css';

/** What a page's figures before and after a change are drawn from. */
export type Picked = { change: SettingsChange; name: string; around: Around };

/**
 * "Before and after" a settings change: the change (picked among a mark's), the same length of time
 * before and after it, and `children` drawing the page's figures for the two (mounted anew for
 * each change).
 */
export function BeforeAfterFrame({
  changes,
  tz,
  children,
}: {
  /** The changes of one mark, oldest first: the person picks one. */
  changes: SettingsChange[];
  tz: string;
  children: (picked: Picked) => ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [now] = useState(() => Date.now());
  const change = changes[index] ?? changes[0];
  if (!change) return null;
  const around = aroundChange(Date.parse(change.at ?? ''), now);
  const name = whatChanged(change);
  return (
    <section aria-labelledby="before-after-title" className={classes.beforeAfter}>
      <Title order={3} size="h5" id="before-after-title">
        Before and after: <bdi>{name}</bdi>
      </Title>
      {changes.length > 1 && (
        <NativeSelect
          label="Change"
          size="xs"
          maw={420}
          value={String(index)}
          onChange={(e) => setIndex(Number(e.currentTarget.value))}
          data={changes.map((c, i) => ({
            value: String(i),
            label: `${whatChanged(c)}, ${changeWhen(Date.parse(c.at ?? ''), tz)}`,
          }))}
        />
      )}
      {!around ? (
        <Text size="sm">The change is too recent to compare: no time after it has passed.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {around.label} before the change ({changeWhen(around.before.from, tz)} to {changeWhen(around.before.to, tz)}
            ) and after it (to {changeWhen(around.after.to, tz)}), times in {tz}.
          </Text>
          <div key={index}>{children({ change, name, around })}</div>
        </>
      )}
    </section>
  );
}

/** The first of the two periods' reads that failed, said: a route the server lacks as `routeMissing`. */
export function BeforeAfterFailure({
  queries,
  routeMissing,
}: {
  queries: { isError: boolean; error: unknown; refetch: () => unknown }[];
  routeMissing: string;
}) {
  const failed = queries.find((q) => q.isError);
  if (!failed) return null;
  if (isApiError(failed.error) && failed.error.isRouteMissing) return <Text size="sm">{routeMissing}</Text>;
  return (
    <QueryError
      title="Could not load the figures before and after"
      error={failed.error}
      onRetry={() => void failed.refetch()}
    />
  );
}

/** The two periods' figures side by side: a row per figure, "Before" and "After". */
export function BeforeAfterTable({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ScrollX minWidth={320}>
      <Table aria-label={`Before and after: ${name}`} verticalSpacing={2} mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th className={classes.num}>Before</Table.Th>
            <Table.Th className={classes.num}>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollX>
  );
}

/** A heading row over a group of figures ("Outcomes", "Intents"). */
export function GroupRow({ title }: { title: string }) {
  return (
    <Table.Tr>
      <Table.Th colSpan={3} scope="colgroup">
        {title}
      </Table.Th>
    </Table.Tr>
  );
}

/** The class of a cell holding a figure (right-aligned, figures of one width). */
export const figureCell = classes.num;
