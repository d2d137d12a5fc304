import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SETTINGS_RESOURCES, type SettingsChangeQuery } from '../../../contract';
import { resourceName } from '../../../lib/settings-change-name';

// State in React, not react-hook-form: this form is on a page's first screen, and react-hook-form
// would add its chunk to that page's first load (docs/performance.md, row "Small forms on a page's
// first screen keep their state in React").

const DAY = 86_400_000;

/** A date input's value (local day) for an instant, or empty. */
const dayOf = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The start of a local day, as the service's date-time; `plusDays` for the day after a "To" day. */
const startOf = (day: string, plusDays = 0) =>
  day ? new Date(new Date(`${day}T00:00`).getTime() + plusDays * DAY).toISOString() : undefined;

type Props = { query: SettingsChangeQuery; onChange: (q: SettingsChangeQuery) => void };

/** Kind of record (applied at once), actor and days (applied with "Apply filters"). */
export function HistoryFilters({ query, onChange }: Props) {
  const kinds = [...new Set([...SETTINGS_RESOURCES, ...(query.resource ?? [])])];
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Kind of record"
        value={query.resource ?? []}
        onChange={(resource) => onChange({ ...query, resource: resource.length ? resource : undefined })}
      >
        <Group gap="md" mt={4} wrap="wrap">
          {kinds.map((kind) => (
            <Checkbox key={kind} value={kind} label={resourceName(kind)} />
          ))}
        </Group>
      </Checkbox.Group>
      {/* Starts again from the address when it changes (a link, back and forward). */}
      <ActorAndDays
        key={`${query.actor}|${query.started_after}|${query.started_before}`}
        query={query}
        onChange={onChange}
      />
    </Stack>
  );
}

function ActorAndDays({ query, onChange }: Props) {
  const [actor, setActor] = useState(query.actor ?? '');
  const [from, setFrom] = useState(dayOf(query.started_after));
  const [to, setTo] = useState(
    query.started_before ? dayOf(new Date(Date.parse(query.started_before) - 1).toISOString()) : '',
  );
  const badRange = from !== '' && to !== '' && to < from;
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (badRange) return;
        onChange({
          ...query,
          actor: actor.trim() || undefined,
          started_after: startOf(from),
          started_before: startOf(to, 1),
        });
      }}
    >
      <TextInput label="Actor" value={actor} onChange={(e) => setActor(e.currentTarget.value)} w={200} />
      <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput
        label="To"
        type="date"
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
        error={badRange ? 'The end is before the start' : undefined}
      />
      <Button type="submit" variant="default">
        Apply filters
      </Button>
      <Button
        variant="subtle"
        onClick={() => {
          setActor('');
          setFrom('');
          setTo('');
          onChange({});
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
