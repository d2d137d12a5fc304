import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { SettingsChange } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { whatChanged } from '../../../lib/settings-change-name';
import { whyNoRestore } from '../model/describe';
import { fieldChanges } from '../model/fields';
import type { ItemNamer } from '../model/names';
import { FieldDiffs } from './field-diffs';

export type RestoreSide = 'before' | 'after';

/** One change: when, who, what, the change field by field, and what can be done with it. */
export function ChangeRow({
  change,
  name,
  compared,
  onCompare,
  onRestore,
  canRestore,
}: {
  change: SettingsChange;
  name: ItemNamer;
  compared: boolean;
  onCompare: (on: boolean) => void;
  /** With the button pressed, for focus to go back to when the dialog closes. */
  onRestore: (side: RestoreSide, opener: HTMLButtonElement) => void;
  /** False when this server keeps no history: restoring is not offered. */
  canRestore: boolean;
}) {
  const what = whatChanged(change);
  const noRestore = whyNoRestore(change.resource);
  // Once per change, not on every render of the page (the catalogue's arrival, a change ticked to
  // compare): the two changes of a 5,000-key profile (created, then 100 keys changed) take 27-71 ms
  // a render to diff (fieldChanges timed in Node, load average 12).
  const fields = useMemo(() => fieldChanges(change.before, change.after), [change.before, change.after]);
  return (
    <Paper component="li" withBorder p="sm" aria-label={what}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap" align="baseline">
          <Text size="sm" fw={600}>
            <DateTime value={change.at} />
          </Text>
          <Text size="sm">
            by <bdi>{change.actor ?? 'unknown'}</bdi>
          </Text>
          <Badge variant="outline" color="gray">
            {change.action}
          </Badge>
          <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{what}</bdi>
          </Text>
        </Group>
        <FieldDiffs changes={fields} name={name} />
        <Group gap="sm" wrap="wrap">
          <Checkbox
            label="Compare"
            aria-label={`Compare this change (${what})`}
            checked={compared}
            onChange={(e) => onCompare(e.currentTarget.checked)}
          />
          {!canRestore ? null : noRestore ? (
            <Text size="xs" c="dimmed">
              {noRestore}
            </Text>
          ) : (
            <>
              {change.before ? (
                <Button size="xs" variant="default" onClick={(e) => onRestore('before', e.currentTarget)}>
                  Restore as it was before
                </Button>
              ) : null}
              {change.after ? (
                <Button size="xs" variant="default" onClick={(e) => onRestore('after', e.currentTarget)}>
                  Restore as it was after
                </Button>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
