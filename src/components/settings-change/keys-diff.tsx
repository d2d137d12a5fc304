import { Button, List, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { KeyChange } from './key-diff';
import { KeyChangeText } from './key-change-text';

// The whole list, virtualised, loads only when a person asks for it (the virtualiser is a chunk of its own).
const VirtualKeys = lazy(() => import('./virtual-keys').then((m) => ({ default: m.VirtualKeys })));

/**
 * The changed keys shown in a change's row before "Show all": each key is a few components, and a
 * large profile's hundreds of them drew most of the history's first page in one task
 * (docs/performance.md, row "A change shows its first keys; all of them on request"). All of them
 * are drawn virtualised.
 */
const KEYS_SHOWN = 20;

/** A key/value map's added, removed and changed keys (the unchanged ones left out). */
export function KeysDiff({ keys }: { keys: KeyChange[] }) {
  const [all, setAll] = useState(false);
  const count = (kind: KeyChange['kind']) => keys.filter((k) => k.kind === kind).length;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {count('added')} added, {count('removed')} removed, {count('changed')} changed
      </Text>
      {all ? (
        <Suspense fallback={<Text size="sm">Loading the keys…</Text>}>
          <VirtualKeys keys={keys} />
        </Suspense>
      ) : (
        <List size="sm" spacing={2}>
          {keys.slice(0, KEYS_SHOWN).map((k) => (
            <List.Item key={`${k.kind}:${k.key}`}>
              <KeyChangeText change={k} />
            </List.Item>
          ))}
        </List>
      )}
      {!all && keys.length > KEYS_SHOWN ? (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)} w="fit-content">
          Show all {keys.length} changed keys
        </Button>
      ) : null}
    </Stack>
  );
}
