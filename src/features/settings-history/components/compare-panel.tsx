import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SettingsChange } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { whatChanged } from '../../../lib/settings-change-name';
import { fieldChanges, fieldLabel } from '../../../components/settings-change/fields';
import type { ItemNamer } from '../../../components/settings-change/names';
import { FieldDiffs } from '../../../components/settings-change/field-diffs';
import { FieldValue } from '../../../components/settings-change/field-values';

const sameRecord = (a: SettingsChange, b: SettingsChange) =>
  a.resource === b.resource && a.resource_id === b.resource_id;

function Version({ change }: { change: SettingsChange }) {
  const record = change.after ?? {};
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          After the change of <DateTime value={change.at} /> by <bdi>{change.actor ?? 'unknown'}</bdi>
        </Text>
        {change.after === null ? <Text size="sm">The record was deleted.</Text> : null}
        {Object.entries(record).map(([key, value]) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {fieldLabel(key)}
            </Text>
            <FieldValue field={key} value={value} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** Two versions of one record side by side, and what differs from the older to the newer. */
export function ComparePanel({
  pair,
  name,
  onClose,
}: {
  pair: SettingsChange[];
  name: ItemNamer;
  onClose: () => void;
}) {
  const [a, b] = pair;
  if (!a || !b) return null;
  const [older, newer] = (a.at ?? '') <= (b.at ?? '') ? [a, b] : [b, a];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="compare-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="compare-title">
            Compare versions
          </Title>
          <Button size="xs" variant="subtle" onClick={onClose}>
            Clear comparison
          </Button>
        </Group>
        {sameRecord(a, b) ? (
          <>
            <Text size="sm" dir="auto">
              <bdi>{whatChanged(newer)}</bdi>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Version change={older} />
              <Version change={newer} />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              What differs
            </Text>
            <FieldDiffs changes={fieldChanges(older.after, newer.after)} name={name} />
          </>
        ) : (
          <Alert color="yellow">These two changes are of different records: choose two changes of one record.</Alert>
        )}
      </Stack>
    </Paper>
  );
}
