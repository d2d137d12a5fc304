import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useFormContext, useFormState, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { findRowProblems, type ProfileValues } from '../model/fields-model';
import { FieldRowView } from './field-row';
import { useRowActions } from '../hooks/use-row-actions';

// The virtualiser loads only with a profile long enough to need it (see docs/performance.md, row
// "Lists up to 300 rows render plainly").
const VirtualRows = lazy(() => import('./virtual-rows').then((m) => ({ default: m.VirtualRows })));

/** Where the rows will be while they are being built. */
const RowsSkeleton = () => <Skeleton height={240} role="status" aria-busy aria-label="Loading the fields" />;

export type FieldArray = UseFieldArrayReturn<ProfileValues, 'fields'>;

/**
 * From this many rows on, only the rows in view are rendered, inside a scroll box of their
 * own: a profile of thousands of keys opens and types as fast as a short one. Shorter lists
 * render every row in the page's own flow, so the Tab order runs through all of them.
 */
export const VIRTUAL_FROM = 150;

/**
 * The key/value rows. Empty and duplicate keys are flagged on the row itself: the body is an
 * object, so a second "persona" would silently replace the first. Duplicates are found in one
 * pass over all rows per change; each row is a memoised component whose props change only
 * when its own key, message or position does, so typing in one row renders that row alone.
 */
export function FieldsEditor({
  fieldArray,
  serverErrors,
  toolbar,
  reveal,
}: {
  fieldArray: FieldArray;
  /** Messages the service sent for a key (`fields.KEY`), shown on that key's row. */
  serverErrors: ReadonlyMap<string, string>;
  toolbar?: React.ReactNode;
  /** A row to bring into view and focus (a failed check on a row that may not be rendered). */
  reveal?: { index: number } | null;
}) {
  const { register } = useFormContext<ProfileValues>();
  const { fields } = fieldArray;
  const rowMessage = useRowMessages(serverErrors);
  const virtual = fields.length >= VIRTUAL_FROM;
  const { actions, add, addRef, scrollTargets } = useRowActions(fieldArray, virtual, reveal);

  const rowKey = useCallback((i: number) => fields[i]?.id ?? i, [fields]);

  const renderRow = (i: number, start?: number, measure?: (el: HTMLElement | null) => void) => {
    const f = fields[i];
    if (!f) return null;
    const { key, message } = rowMessage(i);
    return (
      <FieldRowView
        key={f.id}
        index={i}
        isLast={i === fields.length - 1}
        keyText={key}
        message={message}
        register={register}
        actions={actions}
        start={start}
        measure={measure}
      />
    );
  };

  return (
    <Stack gap="xs">
      <FieldsHeading empty={fields.length === 0} />
      {virtual ? (
        <>
          <Text size="sm" c="dimmed" id="profile-rows-note">
            {fields.length.toLocaleString('en')} fields. Scroll the list to see them all.
          </Text>
          <Suspense fallback={<RowsSkeleton />}>
            <VirtualRows count={fields.length} rowKey={rowKey} renderRow={renderRow} scrollTargets={scrollTargets} />
          </Suspense>
        </>
      ) : (
        fields.map((_f, i) => renderRow(i))
      )}
      <Group gap="xs">
        <Button ref={addRef} id="profile-add-field" variant="default" onClick={add}>
          Add field
        </Button>
        {toolbar}
      </Group>
    </Stack>
  );
}

/**
 * Each row's key as typed (trimmed) and the message it shows: the service's for that key, else a
 * duplicate at once, another problem once the row was touched, has a value or the form was submitted.
 */
function useRowMessages(serverErrors: ReadonlyMap<string, string>) {
  const { control } = useFormContext<ProfileValues>();
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'fields' });
  const rows = useWatch({ control, name: 'fields' });
  const problems = useMemo(() => findRowProblems(rows), [rows]);
  return (i: number) => {
    const key = rows[i]?.key ?? '';
    const problem = problems[i];
    const touched = touchedFields.fields?.[i]?.key === true;
    const message =
      serverErrors.get(key.trim()) ??
      (problem && (problem.kind === 'duplicate' || touched || isSubmitted || (rows[i]?.value ?? '') !== '')
        ? problem.message
        : undefined);
    return { key: key.trim(), message };
  };
}

/** The columns' names above the rows, or what to do when there are none. */
function FieldsHeading({ empty }: { empty: boolean }) {
  return empty ? (
    <Text size="sm" c="dimmed">
      No fields yet. Add one, or paste KEY=VALUE lines.
    </Text>
  ) : (
    <Group gap="xs" wrap="nowrap" aria-hidden visibleFrom="sm">
      <Text size="sm" fw={600} w="30%">
        Key
      </Text>
      <Text size="sm" fw={600}>
        Value
      </Text>
    </Group>
  );
}
