import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseId } from '../../../lib/agent-ref';

/** Where the server offers no list: open an intent by its id to edit it (endpoint 1 still works). */
export function OpenById({ onOpen }: { onOpen: (id: number) => void }) {
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const id = parseId(raw.trim());
        if (id === null) {
          setError('Enter the intent’s ID, a whole number such as 12');
          return;
        }
        setError(null);
        onOpen(id);
      }}
    >
      <Group align="flex-start" gap="sm" mt="sm">
        <TextInput
          label="Intent ID"
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(e) => setRaw(e.currentTarget.value)}
          error={error}
          w={180}
        />
        <Button type="submit" mt={25} variant="default">
          Open intent
        </Button>
      </Group>
    </form>
  );
}
