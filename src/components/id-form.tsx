import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [raw, setRaw] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const id = parseId(raw.trim());
        if (id === null) {
          setError(invalidMessage);
          return;
        }
        setError(null);
        onId(id);
      }}
    >
      <Group align="flex-start" gap="sm" mt="sm">
        <TextInput
          label={label}
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(e) => {
            setRaw(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={180}
        />
        <Button type="submit" mt={25} {...(danger ? { color: 'red', variant: 'light' } : { variant: 'default' })}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
