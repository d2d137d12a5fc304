import '@mantine/dates/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { Controller } from 'react-hook-form';
import { RANGE_PRESETS, presetRange, type TimeRange } from '../model/list-view';
import { FORMAT, parseLocal } from '../model/local-time';
import { useCustomRange } from '../hooks/use-custom-range';

const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
const utcText = (text: string): string | undefined => {
  const t = parseLocal(text);
  return t ? `UTC: ${t.toISOString().replace('.000Z', 'Z')}` : undefined;
};

function RangeEnd({
  label,
  text,
  error,
  onText,
}: {
  label: string;
  text: string;
  error: string | null;
  onText: (text: string) => void;
}) {
  const value = parseLocal(text);
  return (
    <DateInput
      label={label}
      placeholder={FORMAT}
      withTime
      valueFormat={FORMAT}
      dateParser={(v) => parseLocal(v)?.format('YYYY-MM-DD HH:mm:ss') ?? null}
      value={value ? value.format('YYYY-MM-DD HH:mm:ss') : null}
      onChange={(v) => {
        // Picking a day in the calendar keeps the typed time, or starts at midnight.
        onText(v ? dayjs(v).format(FORMAT) : '');
      }}
      onInput={(e) => onText(e.currentTarget.value)}
      fixOnBlur={false}
      clearable
      description={utcText(text) ?? 'UTC: —'}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      popoverProps={{ withinPortal: false }}
      // The calendar's arrows have no name of their own; weekends in red and days of other
      // months in grey fall below 4.5:1 contrast.
      nextLabel="Next"
      previousLabel="Previous"
      weekendDays={[]}
      hideOutsideDates
      w={230}
    />
  );
}

/**
 * The time range chooser: presets ending now, or a custom range typed (or picked) in the
 * person's time zone with its UTC instant shown under each end. Loaded on first open, with
 * the date library.
 */
export function TimeRangePanel({
  value,
  onApply,
  onClose,
}: {
  value: TimeRange;
  onApply: (range: TimeRange) => void;
  onClose: () => void;
}) {
  const { form, apply } = useCustomRange(value, onApply);
  const end = (name: 'from' | 'to', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RangeEnd
          label={label}
          text={field.value}
          error={fieldState.error?.message ?? null}
          onText={(text) => {
            field.onChange(text);
            form.clearErrors(name);
          }}
        />
      )}
    />
  );

  return (
    <Paper withBorder p="sm" component="section" aria-label="Choose a time range">
      <Stack gap="sm">
        <RangePresets onApply={onApply} />
        <form noValidate aria-label="Custom time range" onSubmit={apply}>
          <Text size="sm" mb="xs">
            Custom range, in your time zone ({timeZone()}). The start is included, the end is not.
          </Text>
          <Group align="flex-start" gap="sm">
            {end('from', 'From')}
            {end('to', 'To')}
          </Group>
          <Group gap="sm" mt="sm">
            <Button type="submit" size="xs">
              Apply range
            </Button>
            <Button size="xs" variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

/** Ranges that end now, and Any time: each applies at once. */
function RangePresets({ onApply }: { onApply: (range: TimeRange) => void }) {
  return (
    <Group gap="xs" role="group" aria-label="Presets">
      {RANGE_PRESETS.map((p) => (
        <Button key={p.label} size="xs" variant="default" onClick={() => onApply(presetRange(p.ms))}>
          {p.label}
        </Button>
      ))}
      <Button size="xs" variant="default" onClick={() => onApply({ after: null, before: null })}>
        Any time
      </Button>
    </Group>
  );
}
