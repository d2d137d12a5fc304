import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import type { SettingsChange } from '../../contract';
import { whatChanged } from '../../lib/settings-change-name';
import { DateTime } from '../date-time';
import { FieldDiffs } from './field-diffs';
import { fieldChanges } from './fields';
import type { ItemNamer } from './names';

/**
 * One settings change (B.8) as a list item: when, who, what, the change field by field, then
 * what the page offers for it (`children`). The settings history and the run comparison show a
 * change the same way.
 */
export function ChangeCard({
  change,
  name,
  children,
}: {
  change: SettingsChange;
  name: ItemNamer;
  children?: ReactNode;
}) {
  const what = whatChanged(change);
  // Once per change, not on every render of the page (the catalogue's arrival, a change ticked to
  // compare): a large profile's diff is not cheap (docs/performance.md, row "A change's fields
  // diffed once per change").
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
        {children}
      </Stack>
    </Paper>
  );
}
