import { Text } from '@mantine/core';
import type { KeyChange } from './key-diff';
import { RawValue, TextDiff, ValueDiff } from './diff-views';
import classes from './history.module.css';

/** One key: its name, then what became of it. */
export function KeyChangeText({ change: k }: { change: KeyChange }) {
  return (
    <>
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
    </>
  );
}
