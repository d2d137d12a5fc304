import { Stack, Text } from '@mantine/core';
import type { FieldChange } from './fields';
import type { ItemNamer } from './names';
import { TextDiff, ValueDiff } from './diff-views';
import { ChannelsDiff, TimeDiff } from './field-values';
import { KeysDiff } from './keys-diff';
import { TreeDiffView } from './tree-view';

/** Each changed field by its name, before and after. */
export function FieldDiffs({ changes, name }: { changes: FieldChange[]; name: ItemNamer }) {
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field differs.
      </Text>
    );
  return (
    <Stack gap="xs">
      {changes.map((field) => (
        <div key={field.key}>
          <Text size="sm" fw={600} dir="auto">
            <bdi>{field.label}</bdi>
          </Text>
          {field.kind === 'text' ? (
            <TextDiff before={field.before} after={field.after} />
          ) : field.kind === 'tree' ? (
            <TreeDiffView tree={field.tree} name={name} />
          ) : field.kind === 'keys' ? (
            <KeysDiff keys={field.keys} />
          ) : field.kind === 'channels' ? (
            <ChannelsDiff before={field.before} after={field.after} />
          ) : field.kind === 'time' ? (
            <TimeDiff before={field.before} after={field.after} />
          ) : (
            <ValueDiff before={field.before} after={field.after} />
          )}
        </div>
      ))}
    </Stack>
  );
}
