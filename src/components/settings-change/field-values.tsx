import { Group, Text, VisuallyHidden } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { DateTime } from '../date-time';
import { DASH } from '../../lib/format';
import { windowsText } from './fields';
import { RawValue } from './diff-views';
import classes from './history.module.css';

/**
 * The workspace's channels by id (B.9), for naming a definition's channels; null while they are
 * not known (not read yet, or not offered): then a channel is named by its id only.
 */
export const ChannelNames = createContext<ReadonlyMap<number, string> | null>(null);

/** A definition's channels by their names; one no longer in the workspace by its id, said to be gone. */
export function ChannelList({ ids }: { ids: unknown }) {
  const names = useContext(ChannelNames);
  if (ids === undefined || ids === null)
    return (
      <Text span size="sm">
        {DASH}
      </Text>
    );
  if (!Array.isArray(ids)) return <RawValue value={ids} />;
  if (ids.length === 0)
    return (
      <Text span size="sm">
        none
      </Text>
    );
  return (
    <Text span size="sm" className={classes.text}>
      {ids.map((id: unknown, i) => {
        const name = typeof id === 'number' ? names?.get(id) : undefined;
        const gone = names !== null && name === undefined;
        return (
          <span key={i}>
            {i > 0 ? ', ' : null}
            {name === undefined ? `channel ${String(id)}${gone ? ' (deleted)' : ''}` : <bdi>{name}</bdi>}
          </span>
        );
      })}
    </Text>
  );
}

/** Before → after, each side as given. */
export function SidesDiff({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <span className={classes.removed}>{before}</span>
      <span aria-hidden="true">→</span>
      <VisuallyHidden>changed to</VisuallyHidden>
      <span className={classes.added}>{after}</span>
    </Group>
  );
}

const Time = ({ value }: { value: string | null }) => (
  <Text span size="sm">
    <DateTime value={value} />
  </Text>
);
export const TimeDiff = ({ before, after }: { before: string | null; after: string | null }) => (
  <SidesDiff before={<Time value={before} />} after={<Time value={after} />} />
);
export const ChannelsDiff = ({ before, after }: { before: unknown; after: unknown }) => (
  <SidesDiff before={<ChannelList ids={before} />} after={<ChannelList ids={after} />} />
);

/** One field's value as the editors show it: channels by name, times as times, windows in words. */
export function FieldValue({ field, value }: { field: string; value: unknown }) {
  if (field === 'channel_ids') return <ChannelList ids={value} />;
  if (field === 'snoozed_until' && (typeof value === 'string' || value === null)) return <Time value={value} />;
  const windows = field === 'mute_windows' ? windowsText(value) : undefined;
  return <RawValue value={windows ?? value} />;
}
