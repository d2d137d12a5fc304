import { Button, Code, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DASH } from '../../../lib/format';
import type { KeyChange } from '../model/key-diff';
import { wordDiff } from '../model/word-diff';
import classes from './history.module.css';

/** A text with its removed words struck through and its added words marked. */
export function TextDiff({ before, after }: { before: string | null; after: string | null }) {
  if (before === null || after === null) {
    const only = before ?? after ?? '';
    return (
      <Text size="sm" dir="auto" className={classes.text}>
        {before === null ? <ins className={classes.added}>{only}</ins> : <del className={classes.removed}>{only}</del>}
      </Text>
    );
  }
  return (
    <Text size="sm" dir="auto" className={classes.text}>
      {wordDiff(before, after).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <ins key={i} className={classes.added}>
            {part.text}
          </ins>
        ) : (
          <del key={i} className={classes.removed}>
            {part.text}
          </del>
        ),
      )}
    </Text>
  );
}

/** Any value as the service sent it: text as text, anything else as JSON. */
export function RawValue({ value }: { value: unknown }) {
  if (value === undefined || value === null)
    return (
      <Text span size="sm">
        {DASH}
      </Text>
    );
  if (typeof value === 'string')
    return (
      <Text span size="sm" dir="auto" className={classes.text}>
        {value}
      </Text>
    );
  return <Code className={classes.raw}>{JSON.stringify(value, null, 1)}</Code>;
}

/** Before → after, each side as it is (a value with no smaller parts, or an unknown field). */
export function ValueDiff({ before, after }: { before: unknown; after: unknown }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <span className={classes.removed}>
        <RawValue value={before} />
      </span>
      <span aria-hidden="true">→</span>
      <VisuallyHidden>changed to</VisuallyHidden>
      <span className={classes.added}>
        <RawValue value={after} />
      </span>
    </Group>
  );
}

/** Above this many changed keys, the rest waits for "Show all". */
const KEYS_SHOWN = 200;

/** A key/value map's added, removed and changed keys (the unchanged ones left out). */
export function KeysDiff({ keys }: { keys: KeyChange[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? keys : keys.slice(0, KEYS_SHOWN);
  const count = (kind: KeyChange['kind']) => keys.filter((k) => k.kind === kind).length;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {count('added')} added, {count('removed')} removed, {count('changed')} changed
      </Text>
      <List size="sm" spacing={2}>
        {shown.map((k) => (
          <List.Item key={`${k.kind}:${k.key}`}>
            <Text span size="sm" fw={600} dir="auto">
              <bdi>{k.key}</bdi>
            </Text>{' '}
            {k.kind === 'added' ? (
              <>
                (added){' '}
                <ins className={classes.added}>
                  <RawValue value={k.after} />
                </ins>
              </>
            ) : k.kind === 'removed' ? (
              <>
                (removed){' '}
                <del className={classes.removed}>
                  <RawValue value={k.before} />
                </del>
              </>
            ) : typeof k.before === 'string' && typeof k.after === 'string' ? (
              <>
                (changed) <TextDiff before={k.before} after={k.after} />
              </>
            ) : (
              <>
                (changed) <ValueDiff before={k.before} after={k.after} />
              </>
            )}
          </List.Item>
        ))}
      </List>
      {keys.length > shown.length ? (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)} w="fit-content">
          Show all {keys.length} changed keys
        </Button>
      ) : null}
    </Stack>
  );
}
