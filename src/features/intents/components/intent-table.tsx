import { Button, Group, Skeleton, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { DeleteButton } from '../../../components/delete-button';
import { NumberedPages } from '../../../components/numbered-pages';
import { StackedTable } from '../../../components/stacked-table';
import type { CallIntent } from '../../../contract';
import { DASH } from '../../../lib/format';
import classes from './intent-table.module.css';
import { nameForComparison } from '../../../lib/text';

/** Rows per page: a page of intents renders in a few milliseconds whatever the agent has (bench). */
export const INTENTS_PER_PAGE = 25;

/**
 * Label, description and row actions named after the intent ("Edit Billing question"). A long
 * list is shown a page at a time, with a filter by label or description, so thousands of
 * intents open and respond as fast as a handful.
 */
export function IntentTable({
  intents,
  caption,
  onEdit,
  onDelete,
}: {
  intents: CallIntent[];
  caption: string;
  /** Null where the role does not allow it: no Edit or Delete (a disabled one per row would be noise). */
  onEdit: ((intent: CallIntent) => void) | null;
  onDelete: ((intent: CallIntent) => void) | null;
}) {
  const list = useIntentPages(intents);

  return (
    <>
      {intents.length > INTENTS_PER_PAGE && <IntentFilter list={list} />}
      <StackedTable
        minWidth={560}
        verticalSpacing="sm"
        striped
        highlightOnHover
        aria-busy={list.pending}
        className={classes.table}
      >
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="25%">
              Label
            </Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" w={170}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.shown.map((intent) => (
            <IntentRow key={intent.id} intent={intent} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </StackedTable>
      {list.pages > 1 && <IntentPager total={list.pages} value={list.current} onChange={list.setPage} />}
    </>
  );
}

/** The filter and the page of intents it leaves, and whether rows for the latest ones are still to come. */
function useIntentPages(intents: CallIntent[]) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // The rows for a new filter or page render at a lower priority: the keystroke or the press
  // shows at once (the table dims meanwhile), and the rows follow a moment later, in slices that
  // never hold the page (see docs/performance.md, row "The intents' rows for a new filter or page
  // deferred").
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(() => {
    const q = nameForComparison(deferredQuery);
    if (q === '') return intents;
    return intents.filter(
      (i) => nameForComparison(i.label).includes(q) || nameForComparison(i.description ?? '').includes(q),
    );
  }, [intents, deferredQuery]);
  const pages = Math.max(1, Math.ceil(filtered.length / INTENTS_PER_PAGE));
  // A delete or a narrower filter may leave the page past the end: show the last one.
  const current = Math.min(page, pages);
  const shownPage = useDeferredValue(current);
  const pending = deferredQuery !== query || shownPage !== current;
  const shown = filtered.slice((shownPage - 1) * INTENTS_PER_PAGE, shownPage * INTENTS_PER_PAGE);
  const filter = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  return { query, filter, filtered, pages, current, setPage, shownPage, pending, shown };
}

/** The filter box and how many intents it leaves ("1–25 of 3,000"). */
function IntentFilter({ list }: { list: ReturnType<typeof useIntentPages> }) {
  const { query, filter, filtered, shownPage, shown } = list;
  const first = (shownPage - 1) * INTENTS_PER_PAGE;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <TextInput
        label="Filter intents"
        placeholder="Label or description"
        value={query}
        onChange={(e) => filter(e.currentTarget.value)}
        maw={360}
        style={{ flex: 1 }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {filtered.length === 0
          ? 'No intent matches'
          : `${first + 1}–${first + shown.length} of ${filtered.length.toLocaleString('en')}`}
      </Text>
    </Group>
  );
}

function IntentPager({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  return (
    <nav aria-label="Intent pages">
      <NumberedPages total={total} value={value} onChange={onChange} />
    </nav>
  );
}

type RowProps = {
  intent: CallIntent;
  onEdit: ((intent: CallIntent) => void) | null;
  onDelete: ((intent: CallIntent) => void) | null;
};

/**
 * One intent; rendered again only when the intent or its callbacks change, not on each keystroke in
 * the filter (whose rows follow as a deferred render); see docs/performance.md, row "Intent rows
 * memoized".
 */
const IntentRow = memo(function IntentRow({ intent, onEdit, onDelete }: RowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <span className={classes.label}>
          <bdi>{intent.label}</bdi>
        </span>
        <span className={classes.id}>ID {intent.id}</span>
      </Table.Th>
      <Table.Td data-label="Description" className={classes.description}>
        {intent.description?.trim() ? <bdi>{intent.description}</bdi> : DASH}
      </Table.Td>
      <Table.Td data-actions>
        <div className={classes.actions}>
          {onEdit && (
            <Button size="xs" variant="default" aria-label={`Edit ${intent.label}`} onClick={() => onEdit(intent)}>
              Edit
            </Button>
          )}
          {onDelete && <DeleteButton name={intent.label} onClick={() => onDelete(intent)} />}
        </div>
      </Table.Td>
    </Table.Tr>
  );
});

/** Skeleton rows in the table's shape while the list loads. */
export function IntentTableSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading call intents" role="status">
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="md" py="sm" wrap="nowrap">
          <Skeleton height={16} width="20%" />
          <Skeleton height={16} style={{ flex: 1 }} />
          <Skeleton height={24} width={120} />
        </Group>
      ))}
    </div>
  );
}
