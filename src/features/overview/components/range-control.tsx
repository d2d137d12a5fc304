import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localMidnight } from '../../../lib/time-buckets';
import { dayStart, PRESETS, presetOf, presetRange, type PresetId, type Range } from '../range';

const dateOf = (ms: number, tz: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/** "2026-11-03" as the local midnight it starts with, or null. */
function midnightOf(date: string, tz: string, nextDay = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  return localMidnight(Number(m[1]), Number(m[2]), Number(m[3]) + (nextDay ? 1 : 0), tz);
}

/** The overview's time range: a preset, or a custom range of whole days (both included). */
export function RangeControl({ range, now, tz, onChange }: { range: Range; now: number; tz: string; onChange: (r: Range) => void }) {
  const preset = presetOf(range, now, tz);
  const [custom, setCustom] = useState(preset === null);
  const [from, setFrom] = useState(dateOf(range.from, tz));
  const [to, setTo] = useState(dateOf(dayStart(range.to - 1, tz), tz));
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const a = midnightOf(from, tz);
    const b = midnightOf(to, tz, true);
    if (a === null || b === null) return setError('Enter both dates.');
    if (b <= a) return setError('The end date must be on or after the start date.');
    setError(null);
    onChange({ from: a, to: b });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Time range"
        value={custom ? 'custom' : (preset ?? 'custom')}
        data={[...PRESETS.map((p) => ({ value: p.id, label: p.label })), { value: 'custom', label: 'Custom range' }]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (value === 'custom') return setCustom(true);
          setCustom(false);
          onChange(presetRange(value as PresetId, now, tz));
        }}
      />
      {custom && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={error !== null} />
            <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error} />
            <Button type="submit" variant="default">
              Apply
            </Button>
          </Group>
        </form>
      )}
      <Text size="sm" c="dimmed">
        Times in <bdi>{tz}</bdi>
      </Text>
    </Group>
  );
}
