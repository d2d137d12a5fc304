import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { SETTINGS_RESOURCES, type SettingsChangeQuery } from '../../../contract';
import { resourceName } from '../../../lib/settings-change-name';

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

/** Actor and days as typed; a "To" day before the "From" day is refused (days compare as text). */
export const actorAndDaysSchema = z.object({ actor: z.string(), from: z.string(), to: z.string() }).check(
  z.refine((v) => v.from === '' || v.to === '' || v.to >= v.from, {
    message: 'The end is before the start',
    path: ['to'],
  }),
);
type ActorAndDaysValues = z.infer<typeof actorAndDaysSchema>;
const CLEARED: ActorAndDaysValues = { actor: '', from: '', to: '' };

function ActorAndDays({ query, onChange }: Props) {
  const { register, handleSubmit, reset, trigger, formState } = useForm<ActorAndDaysValues>({
    resolver: zodResolver(actorAndDaysSchema),
    defaultValues: {
      actor: query.actor ?? '',
      from: dayOf(query.started_after),
      to: query.started_before ? dayOf(new Date(Date.parse(query.started_before) - 1).toISOString()) : '',
    },
    // A range the wrong way round is said as the days are picked, and again for an address that has one.
    mode: 'onChange',
    // Apply filters with a bad range does nothing else: the focus stays where it is.
    shouldFocusError: false,
  });
  useEffect(() => void trigger('to'), [trigger]);
  const apply = handleSubmit(({ actor, from, to }) =>
    onChange({
      ...query,
      actor: actor.trim() || undefined,
      started_after: startOf(from),
      started_before: startOf(to, 1),
    }),
  );
  return (
    <Group component="form" align="flex-end" gap="sm" wrap="wrap" onSubmit={(e) => void apply(e)}>
      <TextInput label="Actor" {...register('actor')} w={200} />
      {/* A new "From" day checks the "To" day against it. */}
      <TextInput label="From" type="date" {...register('from', { deps: 'to' })} />
      <TextInput label="To" type="date" {...register('to')} error={formState.errors.to?.message} />
      <Button type="submit" variant="default">
        Apply filters
      </Button>
      <Button
        variant="subtle"
        onClick={() => {
          reset(CLEARED);
          onChange({});
        }}
      >
        Clear filters
      </Button>
    </Group>
  );
}
