import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { SettingsChange } from '../../../contract';
import { ChangeCard } from '../../../components/settings-change/change-card';
import type { ItemNamer } from '../../../components/settings-change/names';
import { whatChanged } from '../../../lib/settings-change-name';
import { whyNoRestore } from '../model/describe';

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
  return (
    <ChangeCard change={change} name={name}>
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
    </ChangeCard>
  );
}
