import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseId } from '../lib/agent-ref';

/**
 * Opens a record by its id: where the server offers no list, its read endpoint still works. A bad
 * id is refused in place with `invalidMessage`; nothing typed is cleared.
 */
export function OpenByIdForm({
  label,
  submitLabel,
  invalidMessage,
  onOpen,
  defaultValue = '',
}: {
  label: string;
  submitLabel: string;
  invalidMessage: string;
  onOpen: (id: number) => void;
  defaultValue?: string;
}) {
  const [raw, setRaw] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const id = parseId(raw.trim());
        if (id === null) {
          setError(invalidMessage);
          return;
        }
        setError(null);
        onOpen(id);
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
        <Button type="submit" mt={25} variant="default">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
