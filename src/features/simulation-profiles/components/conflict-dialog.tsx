import { Button, Group, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { SimulationProfile } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import type { ProfileValues } from '../fields-model';
import { defaultPick, differences, mergeValues, type Difference, type Side } from '../merge';
import { Dialog } from '../../../components/dialog';

export type Conflict = { base: ProfileValues; mine: ProfileValues; theirs: ProfileValues; record: SimulationProfile };
export type ConflictChoice =
  | { kind: 'keep-mine' }
  | { kind: 'take-theirs' }
  | { kind: 'merge'; values: ProfileValues };

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

const changedByText: Record<Difference['changedBy'], string> = {
  me: 'changed by you',
  them: 'changed elsewhere',
  both: 'changed by both',
};

/**
 * The profile changed on the service since this form opened (another tab, another person).
 * Shows every name or key where the two versions differ, and lets the person keep theirs,
 * take the service's, or pick one side per item.
 */
export type ConflictDialogProps = {
  conflict: Conflict | null;
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
};

export function ConflictDialog({ conflict, onChoose, onClose }: ConflictDialogProps) {
  const diffs = useMemo(
    () => (conflict ? differences(conflict.base, conflict.mine, conflict.theirs) : []),
    [conflict],
  );
  const [picks, setPicks] = useState<Map<string, Side>>(() => new Map());
  const [merging, setMerging] = useState(false);
  const pickOf = (d: Difference) => picks.get(d.id) ?? defaultPick(d);
  const close = () => {
    setMerging(false);
    setPicks(new Map());
    onClose();
  };
  const choose = (c: ConflictChoice) => {
    setMerging(false);
    setPicks(new Map());
    onChoose(c);
  };

  return (
    <Dialog opened={conflict !== null} onClose={close} title="This profile was changed elsewhere" size="xl">
      {conflict && (
        <Stack gap="sm">
          <Text size="sm">
            Since you opened it, this profile was saved elsewhere (updated <DateTime value={conflict.record.updated_at} />
            ). Nothing has been saved yet. {diffs.length} item{diffs.length === 1 ? ' differs' : 's differ'} between your
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
                  <Table.Tr key={d.id}>
                    <Table.Th scope="row" fw="normal">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {d.what === 'name' ? 'Name' : <bdi>{d.key}</bdi>}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {changedByText[d.changedBy]}
                      </Text>
                    </Table.Th>
                    <Table.Td>{shown(d.mine)}</Table.Td>
                    <Table.Td>{shown(d.theirs)}</Table.Td>
                    {merging && (
                      <Table.Td>
                        <Radio.Group
                          value={pickOf(d)}
                          onChange={(v) => setPicks((prev) => new Map(prev).set(d.id, v === 'theirs' ? 'theirs' : 'mine'))}
                          // Mantine gives the radiogroup element the name of its label, not an aria-label.
                          label={<VisuallyHidden>Keep for {d.what === 'name' ? 'Name' : <bdi>{d.key}</bdi>}</VisuallyHidden>}
                        >
                          <Stack gap={4}>
                            <Radio value="mine" label="Yours" />
                            <Radio value="theirs" label="Saved" />
                          </Stack>
                        </Radio.Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {merging ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setMerging(false)}>
                Back
              </Button>
              <Button
                onClick={() => choose({ kind: 'merge', values: mergeValues(conflict.mine, conflict.theirs, diffs, picks) })}
              >
                Save merged
              </Button>
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
      )}
    </Dialog>
  );
}
