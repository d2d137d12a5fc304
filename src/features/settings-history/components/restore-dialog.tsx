import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { resourceName } from '../../../lib/settings-change-name';
import type { AgentRef, SettingsChange } from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { DateTime } from '../../../components/date-time';
import { whatChanged } from '../../../lib/settings-change-name';
import { fieldChanges } from '../../../components/settings-change/fields';
import type { ItemNamer } from '../../../components/settings-change/names';
import { useRestore } from '../use-restore';
import type { RestoreSide } from './change-row';
import { FieldDiffs } from '../../../components/settings-change/field-diffs';
import { LandedNotes } from './landed-notes';

const asRecord = (body: object) => body as Record<string, unknown>;

/** Asks before restoring, showing what will be written over what the record holds now. */
export function RestoreDialog({
  agent,
  change,
  side,
  name,
  onClose,
}: {
  agent: AgentRef;
  change: SettingsChange;
  side: RestoreSide;
  name: ItemNamer;
  onClose: () => void;
}) {
  const { state, read, confirm, putBack } = useRestore(agent, change, side);
  // Reads the record as it is now once, when the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void read(), []);
  const what = whatChanged(change);
  return (
    <Dialog opened onClose={onClose} title={`Restore ${what}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          As it was {side} the change of <DateTime value={change.at} /> by <bdi>{change.actor ?? 'unknown'}</bdi>.
        </Text>
        {state.phase === 'reading' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" /> <Text size="sm">Reading the record as it is now…</Text>
          </Group>
        ) : null}
        {state.phase === 'impossible' ? (
          <Alert color="red" title="Cannot restore">
            {state.problem}
          </Alert>
        ) : null}
        {state.phase === 'ready' || state.phase === 'saving' || state.phase === 'failed' ? (
          <>
            <Text size="sm" fw={600}>
              {state.current === null
                ? 'The record no longer exists: restoring creates it again, as a new record with a new id. It will hold:'
                : 'What will be written, against what the record holds now:'}
            </Text>
            <FieldDiffs changes={fieldChanges(state.current, asRecord(state.write.body))} name={name} />
          </>
        ) : null}
        {state.phase === 'failed' ? (
          <Alert color="red" title="The restore was not written" role="alert">
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {state.message}
            </Text>
          </Alert>
        ) : null}
        {state.phase === 'conflict' ? (
          <Alert color="yellow" title="The record changed since this page read it" role="alert">
            Nothing was written. Someone changed it meanwhile: read the history again and choose what to restore.
            <FieldDiffs changes={fieldChanges(state.now, asRecord(state.write.body))} name={name} />
          </Alert>
        ) : null}
        {state.phase === 'done' ? (
          <>
            <Alert color="green" title={state.title} role="status">
              {state.message}
            </Alert>
            <LandedNotes
              landed={state.landed}
              saved={state.saved}
              kind={resourceName(change.resource).toLowerCase()}
              name={name}
              onPutBack={(theirs) => void putBack(theirs)}
            />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {state.phase === 'done' || state.phase === 'conflict' ? 'Done' : 'Cancel'}
          </Button>
          {state.phase === 'ready' || state.phase === 'saving' || state.phase === 'failed' ? (
            <Button onClick={() => void confirm()} loading={state.phase === 'saving'}>
              {state.purpose.kind === 'put-back' ? 'Put their version back' : 'Restore'}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Dialog>
  );
}
