import { Button, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import {
  type ChangedBy,
  type ConflictChoice,
  type Difference,
  type Side,
  conflictTitle,
  pickOf,
} from '../lib/conflict';
import { DateTime } from './date-time';
import { Dialog } from './dialog';

/** A record changed elsewhere, as the editor found it just before saving (src/lib/conflict.ts). */
export type Conflict = {
  /** What the record is, for the title and the text: "profile", "alert definition". */
  what: string;
  diffs: readonly Difference[];
  /** When it was saved elsewhere, where the service says. */
  updatedAt?: string | null;
  /** Who saved it, where the service says. */
  by?: string | null;
};

const shown = (s: string | undefined) =>
  s === undefined ? (
    <Text span size="sm" fs="italic" c="dimmed">
      absent
    </Text>
  ) : s === '' ? (
    <Text span size="sm" fs="italic" c="dimmed">
      empty
    </Text>
  ) : (
    <bdi style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s}</bdi>
  );

const changedByText: Record<ChangedBy, string> = {
  me: 'changed by you',
  them: 'changed elsewhere',
  both: 'changed by both',
};

/**
 * Every item where the two versions differ, and the choice: keep mine, take the service's, or
 * pick one side per item. Inside a dialog of its own (ConflictDialog) or of the editor.
 */
export function ConflictPanel({
  conflict,
  onChoose,
}: {
  conflict: Conflict;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const [picks, setPicks] = useState<Map<string, Side>>(() => new Map());
  const [merging, setMerging] = useState(false);
  const { diffs, what, updatedAt, by } = conflict;
  const choose = (c: ConflictChoice) => {
    setMerging(false);
    setPicks(new Map());
    onChoose(c);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Since you opened it, this {what} was saved elsewhere
        {by ? (
          <>
            {' '}
            by <bdi style={{ overflowWrap: 'anywhere' }}>{by}</bdi>
          </>
        ) : null}
        {updatedAt !== undefined && (
          <>
            {' '}
            (updated <DateTime value={updatedAt} />)
          </>
        )}
        . Nothing has been saved yet. {diffs.length} item{diffs.length === 1 ? ' differs' : 's differ'} between your
        version and the saved one:
      </Text>
      <div style={{ maxHeight: '50vh', overflowY: 'auto' }}>
        <Table withTableBorder striped aria-label="Differences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col">Yours</Table.Th>
              <Table.Th scope="col">Saved elsewhere</Table.Th>
              {merging && <Table.Th scope="col">Keep</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diffs.map((d) => (
              <DiffRow
                key={d.id}
                diff={d}
                pick={merging ? pickOf(d, picks) : null}
                onPick={(side) => setPicks((prev) => new Map(prev).set(d.id, side))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {merging ? (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setMerging(false)}>
            Back
          </Button>
          <Button onClick={() => choose({ kind: 'merge', picks })}>Save merged</Button>
        </Group>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => choose({ kind: 'take-theirs' })}>
            Take theirs
          </Button>
          <Button variant="default" onClick={() => setMerging(true)}>
            Merge field by field
          </Button>
          <Button color="red" onClick={() => choose({ kind: 'keep-mine' })}>
            Keep mine
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One item that differs: its name, who changed it, both versions and, while merging, which to keep. */
function DiffRow({ diff: d, pick, onPick }: { diff: Difference; pick: Side | null; onPick: (side: Side) => void }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{d.label}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {changedByText[d.changedBy]}
        </Text>
      </Table.Th>
      <Table.Td>{shown(d.mine)}</Table.Td>
      <Table.Td>{shown(d.theirs)}</Table.Td>
      {pick !== null && (
        <Table.Td>
          <Radio.Group
            value={pick}
            onChange={(v) => onPick(v === 'theirs' ? 'theirs' : 'mine')}
            // Mantine gives the radiogroup element the name of its label, not an aria-label.
            label={
              <VisuallyHidden>
                Keep for <bdi>{d.label}</bdi>
              </VisuallyHidden>
            }
          >
            <Stack gap={4}>
              <Radio value="mine" label="Yours" />
              <Radio value="theirs" label="Saved" />
            </Stack>
          </Radio.Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export type ConflictDialogProps = {
  conflict: Conflict | null;
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
};

/** The conflict in a dialog of its own; closing it leaves the editor as it was, unsaved. */
export function ConflictDialog({ conflict, onChoose, onClose }: ConflictDialogProps) {
  // The title stays while the dialog fades out.
  const [last, setLast] = useState(conflict);
  if (conflict && conflict !== last) setLast(conflict);
  return (
    <Dialog
      opened={conflict !== null}
      onClose={onClose}
      title={conflictTitle((conflict ?? last)?.what ?? 'record')}
      size="xl"
    >
      {conflict && <ConflictPanel conflict={conflict} onChoose={onChoose} />}
    </Dialog>
  );
}
