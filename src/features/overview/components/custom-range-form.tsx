import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { localMidnight, wallClock } from '../../../lib/time-buckets';
import type { Range } from '../range';
import { cachedDateFormat } from '../../../lib/date-format';

const dateOf = (ms: number, tz: string): string =>
  cachedDateFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/** "2026-11-03" as the local midnight it starts with, or null. */
function midnightOf(date: string, tz: string, nextDay = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  return localMidnight(Number(m[1]), Number(m[2]), Number(m[3]) + (nextDay ? 1 : 0), tz);
}

/** A custom range of whole local days, both included. */
export function CustomRangeForm({ range, tz, onChange }: { range: Range; tz: string; onChange: (r: Range) => void }) {
  const [from, setFrom] = useState(() => dateOf(range.from, tz));
  // The last day included: the one before the range's end.
  const [to, setTo] = useState(() => {
    const w = wallClock(range.to - 1, tz);
    return dateOf(localMidnight(w.year, w.month, w.day, tz), tz);
  });
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
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={error !== null}
        />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error} />
        <Button type="submit" variant="default">
          Apply
        </Button>
      </Group>
    </form>
  );
}
