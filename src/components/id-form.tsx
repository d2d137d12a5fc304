import { Button, Group, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { parseId } from '../lib/agent-ref';

// State in React, not react-hook-form: this form is on a page's first screen, and react-hook-form
// would add its chunk to that page's first load (docs/performance.md, row "Small forms on a page's
// first screen keep their state in React").

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

/**
 * The state of a field that takes a record's id, for forms laid out otherwise than IdForm (the
 * agent switcher's). Spread `inputProps` on the input and use `onSubmit` as the form's.
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
  const [raw, setRaw] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    inputProps: {
      value: raw,
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setRaw(e.currentTarget.value);
        setError(null);
      },
    },
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      const id = parseId(raw.trim());
      setError(id === null ? invalidMessage : null);
      if (id !== null) onId(id);
    },
  };
}
