import { Tabs } from '@mantine/core';
import { memo, useDeferredValue } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormGetValues } from 'react-hook-form';
import { mergeRows, type FieldRow, type ProfileValues } from '../fields-model';
import { FieldsEditor, RowsSkeleton, VIRTUAL_FROM } from './fields-editor';
import { ImportFields } from './import-fields';
import { JsonFields } from './json-fields';

/**
 * The fields' two views, Rows and JSON, with the field array they share. React Hook Form's
 * useFieldArray makes a new id for every row each time the component that calls it renders
 * (5,000 in a long profile): here, a memoised component whose props do not change as the
 * person types, it renders only when rows are added, moved, removed or replaced. Typing
 * renders the rows' editor alone (it watches the values itself). The form's context changes
 * on every keystroke, so this component takes the form's stable `control` and `getValues`
 * as props instead of reading the context.
 */
export const FieldsSection = memo(function FieldsSection({
  control,
  getValues,
  tab,
  serverErrors,
  reveal,
  onImported,
}: {
  control: Control<ProfileValues>;
  getValues: UseFormGetValues<ProfileValues>;
  tab: string | null;
  serverErrors: ReadonlyMap<string, string>;
  reveal: { index: number } | null;
  /** What an import did, for the form's note. */
  onImported: (note: string) => void;
}) {
  const fieldArray = useFieldArray({ control, name: 'fields' });
  // The rows of a long profile open after the rest of the form, at a lower priority: built in
  // slices the browser can interleave with input and paint, not in one long task (bench: 5,000
  // keys). The form, its values and the field array are already there; only the rows wait.
  const rowsShown = useDeferredValue(true, fieldArray.fields.length < VIRTUAL_FROM);
  return (
    <>
      <Tabs.Panel value="rows">
        {!rowsShown ? (
          <RowsSkeleton />
        ) : (
          <FieldsEditor
            reveal={reveal}
            fieldArray={fieldArray}
            serverErrors={serverErrors}
            toolbar={
              <ImportFields
                onImport={(pairs) => {
                  const merged = mergeRows(getValues('fields'), pairs);
                  fieldArray.replace(merged.rows);
                  onImported(`Imported ${pairs.length} field${pairs.length === 1 ? '' : 's'}: ${merged.added} added, ${merged.replaced} replaced.`);
                }}
              />
            }
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="json">
        {/* Built only while shown: thousands of rows make a long JSON text. */}
        {tab === 'json' && <JsonTab control={control} onApply={(rows) => fieldArray.replace(rows)} />}
      </Tabs.Panel>
    </>
  );
});

function JsonTab({ control, onApply }: { control: Control<ProfileValues>; onApply: (rows: FieldRow[]) => void }) {
  const rows = useWatch({ control, name: 'fields' });
  return <JsonFields rows={rows} onApply={onApply} />;
}
