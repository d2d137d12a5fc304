import { Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, SimulationTest } from '../../../contract';
import { DeleteButton } from '../../../components/delete-button';
import { RecordTable } from '../../../components/record-table';
import { routes } from '../../../lib/routes';
import { deletedRefs, expectationPhrases, refView, type TestLookups } from '../model/test-refs';

/** A test's name as shown; a test stored without one is named by its id. */
export const testName = (t: Pick<SimulationTest, 'id' | 'name'>): string => t.name || `Test ${t.id}`;

type Props = {
  agent: AgentRef;
  tests: SimulationTest[];
  lookups: TestLookups;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Null where the role may not change tests: the row has no Edit or Delete then. */
  onDelete: ((t: SimulationTest) => void) | null;
};

/** The agent's simulation tests: each chosen by a checkbox named by it, its caller, its expectations, its actions. */
export function TestTable({ agent, tests, lookups, selected, onToggle, onDelete }: Props) {
  return (
    <RecordTable columns={['Test', 'Simulation profile', 'Expectations', 'Actions']} minWidth={760}>
      {tests.map((t) => {
        const name = testName(t);
        const gone = deletedRefs(t, lookups);
        const profile = t.simulation_profile_id ? refView('profile', t.simulation_profile_id, lookups) : null;
        const clipSet = t.voice_clip_set_id ? refView('clipSet', t.voice_clip_set_id, lookups) : null;
        return (
          <Table.Tr key={t.id}>
            <Table.Th scope="row" fw={500}>
              <Checkbox
                checked={selected.has(t.id)}
                onChange={() => onToggle(t.id)}
                label={<bdi style={{ overflowWrap: 'anywhere' }}>{name}</bdi>}
              />
              {t.source_call_id ? (
                <Text size="xs" fw={400} mt={4}>
                  Made from{' '}
                  <Anchor component={Link} to={routes.call(agent, t.source_call_id)} inherit>
                    Call {t.source_call_id}
                  </Anchor>
                </Text>
              ) : null}
            </Table.Th>
            <Table.Td data-label="Simulation profile">
              <Stack gap={2}>
                <Text size="sm">
                  <bdi>{profile?.text ?? 'None'}</bdi>
                </Text>
                {clipSet && (
                  <Text size="xs" c="dimmed">
                    Replays <bdi>{clipSet.text}</bdi>
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td data-label="Expectations">
              <Stack gap={2}>
                {expectationPhrases(t.expect, lookups).map((p) => (
                  <Text size="sm" key={p}>
                    <bdi>{p}</bdi>
                  </Text>
                ))}
                {gone.length > 0 && (
                  <Text size="xs" c="var(--mantine-color-error)">
                    Refers to deleted records: {gone.join(', ')}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td data-actions>
              {onDelete && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={routes.simulationTest(agent, t.id)}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                  <DeleteButton name={name} onClick={() => onDelete(t)} />
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </RecordTable>
  );
}
