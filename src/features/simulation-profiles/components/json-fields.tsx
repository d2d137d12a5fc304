import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldsFromRows, findRowProblems, parseFieldsJson, type FieldRow } from '../model/fields-model';

/**
 * The fields as one JSON object, editable. Edits apply on "Apply JSON" and only when the text
 * is an object of strings; invalid text is reported and the rows stay as they were.
 */
export function JsonFields({ rows, onApply }: { rows: FieldRow[]; onApply: (rows: FieldRow[]) => void }) {
  const generated = JSON.stringify(fieldsFromRows(rows), null, 2);
  // null: show the rows as they are; a string: the user's own, not yet applied, text.
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unrepresentable = findRowProblems(rows).some((p) => p !== null);

  const apply = () => {
    const result = parseFieldsJson(edited ?? generated);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setEdited(null);
    onApply(result.rows);
  };

  return (
    <Stack gap="xs">
      {unrepresentable && (
        <Alert color="yellow" variant="light">
          Some rows have an empty or duplicate key. JSON cannot hold both values of a duplicate key: fix the rows first,
          or applying this JSON keeps only the last one.
        </Alert>
      )}
      <Textarea
        label="Fields as JSON"
        autosize
        minRows={4}
        maxRows={24}
        spellCheck={false}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={edited ?? generated}
        error={error}
        onChange={(e) => {
          setEdited(e.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="xs">
        <Button variant="default" onClick={apply} disabled={edited === null}>
          Apply JSON
        </Button>
        {edited !== null && (
          <>
            <Button
              variant="subtle"
              onClick={() => {
                setEdited(null);
                setError(null);
              }}
            >
              Undo JSON edits
            </Button>
            <Text size="sm" c="dimmed">
              JSON edits are not applied to the rows yet.
            </Text>
          </>
        )}
      </Group>
    </Stack>
  );
}
