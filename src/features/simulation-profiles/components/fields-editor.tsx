import { ActionIcon, Box, Button, Flex, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { findRowProblems, type ProfileValues } from '../fields-model';

export type FieldArray = UseFieldArrayReturn<ProfileValues, 'fields'>;

/** What a row's action buttons are called: its number and, once typed, its key. */
const rowName = (n: number, key: string) => `field ${n}${key.trim() ? ` (${key.trim()})` : ''}`;

/**
 * The key/value rows. Empty and duplicate keys are flagged on the row itself: the body is an
 * object, so a second "persona" would silently replace the first. An empty key is flagged once
 * the row was left or a save was tried, not the moment "Add field" creates it.
 */
export function FieldsEditor({
  fieldArray,
  serverErrors,
  toolbar,
}: {
  fieldArray: FieldArray;
  /** Messages the service sent for a key (`fields.KEY`), shown on that key's row. */
  serverErrors: Record<string, string>;
  toolbar?: React.ReactNode;
}) {
  const { register, control, formState } = useFormContext<ProfileValues>();
  const { fields, append, remove, move } = fieldArray;
  const rows = useWatch({ control, name: 'fields' });
  const problems = findRowProblems(rows);
  const focusAfter = useRef<string | null>(null);
  const setFocusAfter = (id: string) => {
    focusAfter.current = id;
  };

  // After a move or remove the row's buttons are elsewhere: keep the keyboard where it was.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    const el = document.getElementById(id);
    (el instanceof HTMLButtonElement && !el.disabled ? el : document.getElementById('profile-add-field'))?.focus();
  }, [fields]);

  return (
    <Stack gap="xs">
      {fields.length === 0 ? (
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
      )}
      {fields.map((f, i) => {
        const n = i + 1;
        const key = rows[i]?.key ?? '';
        const problem = problems[i];
        const touched = formState.touchedFields.fields?.[i]?.key;
        const shown =
          serverErrors[key.trim()] ??
          (problem && (problem.kind === 'duplicate' || touched || formState.isSubmitted || (rows[i]?.value ?? '') !== '')
            ? problem.message
            : undefined);
        const name = rowName(n, key);
        return (
          <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap" data-testid="field-row">
            <Text size="sm" c="dimmed" w={24} pt={6} ta="right" aria-hidden>
              {n}
            </Text>
            {/* On a phone the Key stands above its Value, each the row's full width. */}
            <Flex direction={{ base: 'column', sm: 'row' }} gap="xs" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                aria-label={`Key ${n}`}
                w={{ base: '100%', sm: '30%' }}
                placeholder="Key"
                autoComplete="off"
                spellCheck={false}
                error={shown}
                {...register(`fields.${i}.key`)}
              />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Textarea aria-label={`Value ${n}`} placeholder="Value" autosize minRows={1} maxRows={14} {...register(`fields.${i}.value`)} />
              </Box>
            </Flex>
            <Group gap={4} wrap="nowrap" pt={4}>
              <ActionIcon
                id={`field-up-${i}`}
                variant="default"
                aria-label={`Move ${name} up`}
                disabled={i === 0}
                onClick={() => {
                  move(i, i - 1);
                  setFocusAfter(`field-up-${i - 1}`);
                }}
              >
                <span aria-hidden>↑</span>
              </ActionIcon>
              <ActionIcon
                id={`field-down-${i}`}
                variant="default"
                aria-label={`Move ${name} down`}
                disabled={i === fields.length - 1}
                onClick={() => {
                  move(i, i + 1);
                  setFocusAfter(`field-down-${i + 1}`);
                }}
              >
                <span aria-hidden>↓</span>
              </ActionIcon>
              <ActionIcon
                id={`field-remove-${i}`}
                variant="default"
                color="red"
                aria-label={`Remove ${name}`}
                onClick={() => {
                  remove(i);
                  setFocusAfter(`field-remove-${Math.min(i, fields.length - 2)}`);
                }}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group gap="xs">
        <Button id="profile-add-field" variant="default" onClick={() => append({ key: '', value: '' })}>
          Add field
        </Button>
        {toolbar}
      </Group>
    </Stack>
  );
}
