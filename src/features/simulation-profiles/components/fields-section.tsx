import { Tabs } from '@mantine/core';
import { useFieldArray, useWatch, type Control, type UseFormGetValues } from 'react-hook-form';
import { mergeRows, type FieldRow, type ProfileValues } from '../model/fields-model';
import { FieldsEditor } from './fields-editor';
import { ImportFields } from './import-fields';
import { JsonFields } from './json-fields';

/**
 * The fields' two views, Rows and JSON, with the field array they share. Typing renders the
 * rows' editor alone (it watches the values itself); this section renders with the form.
 * A profile of 5,000 keys opens with every part at once: neither a memo of this section nor a
 * deferred first render of its rows gains anything (see docs/performance.md, "Tried and not kept").
 */
export function FieldsSection({
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
  return (
    <>
      <Tabs.Panel value="rows">
        {
          <FieldsEditor
            reveal={reveal}
            fieldArray={fieldArray}
            serverErrors={serverErrors}
            toolbar={
              <ImportFields
                onImport={(pairs) => {
                  const merged = mergeRows(getValues('fields'), pairs);
                  fieldArray.replace(merged.rows);
                  const what = `${pairs.length} field${pairs.length === 1 ? '' : 's'}`;
                  onImported(`Imported ${what}: ${merged.added} added, ${merged.replaced} replaced.`);
                }}
              />
            }
          />
        }
      </Tabs.Panel>
      <Tabs.Panel value="json">
        {/* Built only while shown: thousands of rows make a long JSON text. */}
        {tab === 'json' && <JsonTab control={control} onApply={(rows) => fieldArray.replace(rows)} />}
      </Tabs.Panel>
    </>
  );
}

function JsonTab({ control, onApply }: { control: Control<ProfileValues>; onApply: (rows: FieldRow[]) => void }) {
  const rows = useWatch({ control, name: 'fields' });
  return <JsonFields rows={rows} onApply={onApply} />;
}
