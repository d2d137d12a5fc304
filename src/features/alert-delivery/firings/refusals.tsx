import { Alert, Button, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { AlertEvent } from '../../../contract';

/**
 * The service's refusals to acknowledge or resolve, by firing. Kept by the page, not the card: a
 * refused firing may leave the list as it is read again (resolved meanwhile by someone else).
 */
export function useRefusals() {
  const [byEvent, setByEvent] = useState<ReadonlyMap<number, string>>(new Map());
  const set = useCallback((eventId: number, text: string | null) => {
    setByEvent((m) => {
      if (text === null && !m.has(eventId)) return m;
      const next = new Map(m);
      if (text === null) next.delete(eventId);
      else next.set(eventId, text);
      return next;
    });
  }, []);
  return { byEvent, of: (eventId: number) => byEvent.get(eventId) ?? null, set };
}

type Props = { refusals: ReturnType<typeof useRefusals>; listed: readonly AlertEvent[] | undefined };

/** The refusals whose firing the page no longer lists, each with a way to put it away. */
export function LeftRefusals({ refusals, listed }: Props) {
  const left = [...refusals.byEvent].filter(([id]) => !listed?.some((e) => e.id === id));
  if (left.length === 0) return null;
  return (
    <Stack gap="xs">
      {left.map(([id, text]) => (
        <Alert key={id} color="red" variant="light" role="alert">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          <Button size="xs" variant="default" mt="xs" onClick={() => refusals.set(id, null)}>
            Dismiss
          </Button>
        </Alert>
      ))}
    </Stack>
  );
}
