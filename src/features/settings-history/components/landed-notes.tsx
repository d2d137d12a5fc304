import { Alert, Button, Stack, Text } from '@mantine/core';
import type { SettingsChange } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { fieldChanges } from '../../../components/settings-change/fields';
import type { Landed } from '../model/landed';
import type { ItemNamer } from '../../../components/settings-change/names';
import { FieldDiffs } from '../../../components/settings-change/field-diffs';

type Found = Record<string, unknown> | null;

/**
 * What the record's history showed around a write: another client's change that the write
 * replaced (with its version, and a way to put it back), or one that came after it.
 */
export function LandedNotes({
  landed,
  saved,
  kind,
  name,
  onPutBack,
}: {
  landed: Landed[] | null;
  saved: Found;
  kind: string;
  name: ItemNamer;
  onPutBack: (change: SettingsChange) => void;
}) {
  if (landed === null)
    return (
      <Text size="sm" c="dimmed">
        Whether another change landed meanwhile could not be checked: the settings history could not be read.
      </Text>
    );
  if (landed.length === 0) return null;
  const over = landed.filter((l) => l.overwritten);
  const later = landed.filter((l) => !l.overwritten);
  return (
    <Alert color="yellow" title="Another change landed while restoring" role="alert">
      <Stack gap="sm">
        {over.map(({ change }) => (
          <Stack key={change.id} gap={6}>
            <Text size="sm">
              <bdi>{change.actor ?? 'Someone unknown'}</bdi> changed the {kind} at <DateTime value={change.at} />, while
              this restore was on its way. This restore wrote over it. Their version, against what the {kind} holds now:
            </Text>
            <FieldDiffs changes={fieldChanges(saved, change.after)} name={name} />
            <div>
              <Button size="xs" variant="default" onClick={() => onPutBack(change)}>
                Put their version back
              </Button>
            </div>
          </Stack>
        ))}
        {later.map(({ change }) => (
          <Text key={change.id} size="sm">
            <bdi>{change.actor ?? 'Someone unknown'}</bdi> {change.after ? 'changed' : 'deleted'} the {kind} again at{' '}
            <DateTime value={change.at} />, after this restore: it holds their version now.
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
