import '@mantine/dates/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RANGE_PRESETS, presetRange, type TimeRange } from '../list-view';

const FORMAT = 'YYYY-MM-DD HH:mm';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A typed date and time in the person's time zone, as an instant; null when it is not one. */
export function parseLocal(text: string): dayjs.Dayjs | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const parsed = dayjs(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
  // dayjs rolls 2026-02-31 over to March: such a date is not one.
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD HH:mm:ss') !== `${y}-${mo}-${d} ${h}:${mi}:${s}`) return null;
  return parsed;
}

const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
const utcText = (text: string): string | undefined => {
  const t = parseLocal(text);
  return t ? `UTC: ${t.toISOString().replace('.000Z', 'Z')}` : undefined;
};
const localText = (iso: string | null): string => (iso ? dayjs(iso).format(FORMAT) : '');

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
  const [from, setFrom] = useState(localText(value.after));
  const [to, setTo] = useState(localText(value.before));
  const [errors, setErrors] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });

  const apply = () => {
    const bad = `Enter a date and time as ${FORMAT}, such as ${dayjs().format('YYYY-MM-DD')} 09:30.`;
    const start = from.trim() === '' ? null : parseLocal(from);
    const end = to.trim() === '' ? null : parseLocal(to);
    const next = {
      from: from.trim() !== '' && !start ? bad : null,
      to:
        to.trim() !== '' && !end
          ? bad
          : start && end && !end.isAfter(start)
            ? 'The end must be after the start.'
            : null,
    };
    setErrors(next);
    if (next.from || next.to) return;
    onApply({ after: start ? start.toISOString() : null, before: end ? end.toISOString() : null });
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label="Choose a time range">
      <Stack gap="sm">
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
        <form
          noValidate
          aria-label="Custom time range"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Text size="sm" mb="xs">
            Custom range, in your time zone ({timeZone()}). The start is included, the end is not.
          </Text>
          <Group align="flex-start" gap="sm">
            <RangeEnd
              label="From"
              text={from}
              error={errors.from}
              onText={(t) => {
                setFrom(t);
                setErrors((e) => ({ ...e, from: null }));
              }}
            />
            <RangeEnd
              label="To"
              text={to}
              error={errors.to}
              onText={(t) => {
                setTo(t);
                setErrors((e) => ({ ...e, to: null }));
              }}
            />
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
