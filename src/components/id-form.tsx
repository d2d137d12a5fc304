import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { parseId } from '../lib/agent-ref';

/**
 * Takes a record's id: to open it where the server offers no list (its read endpoint still
 * works), or, `danger`, to delete it. A bad id is refused in place with `invalidMessage`;
 * nothing typed is cleared.
 */
export function IdForm({
  label,
  submitLabel,
  invalidMessage,
  onId,
  defaultValue = '',
  danger = false,
  formLabel,
}: {
  label: string;
  submitLabel: string;
  invalidMessage: string;
  onId: (id: number) => void;
  defaultValue?: string;
  danger?: boolean;
  /** The form's accessible name, where the page has more than one. */
  formLabel?: string;
}) {
  const field = useIdField({ onId, invalidMessage, defaultValue });
  return (
    <form noValidate aria-label={formLabel} onSubmit={field.onSubmit}>
      <Group align="flex-start" gap="sm" mt="sm">
        <TextInput label={label} {...field.inputProps} error={field.error} w={180} />
        <Button type="submit" mt={25} {...(danger ? { color: 'red', variant: 'light' } : { variant: 'default' })}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

/** A record's id as typed: a whole number above 0, spaces around it allowed. */
export const idFieldSchema = (invalidMessage: string) =>
  z.object({ id: z.string().check(z.refine((raw) => parseId(raw.trim()) !== null, invalidMessage)) });

type IdFieldValues = { id: string };

/**
 * The state of a field that takes a record's id (react-hook-form, checked by idFieldSchema), for
 * forms laid out otherwise than IdForm (the agent switcher's). Spread `inputProps` on the input
 * and use `onSubmit` as the form's. The message stays until the next submit or the next key.
 */
export function useIdField({
  onId,
  invalidMessage,
  defaultValue = '',
}: {
  onId: (id: number) => void;
  invalidMessage: string;
  defaultValue?: string;
}) {
  const schema = useMemo(() => idFieldSchema(invalidMessage), [invalidMessage]);
  const { register, handleSubmit, clearErrors, formState } = useForm<IdFieldValues>({
    resolver: zodResolver(schema),
    defaultValues: { id: defaultValue },
    reValidateMode: 'onSubmit',
    // A refused id leaves the focus where it was (the button clicked, or the field Enter was pressed in).
    shouldFocusError: false,
  });
  const submit = handleSubmit(({ id }) => {
    const parsed = parseId(id.trim());
    if (parsed !== null) onId(parsed);
  });
  return {
    error: formState.errors.id?.message ?? null,
    inputProps: {
      ...register('id', { onChange: () => clearErrors('id') }),
      inputMode: 'numeric' as const,
      autoComplete: 'off',
    },
    onSubmit: (e: FormEvent) => void submit(e),
  };
}
