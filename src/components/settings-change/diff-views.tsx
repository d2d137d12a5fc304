import { Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { DASH } from '../../lib/format';
import { wordDiff } from './word-diff';
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
