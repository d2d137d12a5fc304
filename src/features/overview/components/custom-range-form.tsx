import { Button, Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
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

type RangeValues = { from: string; to: string };

/** The range the two dates make, from the start of `from` to the end of `to`, or what is wrong. */
export function rangeOfDays(v: RangeValues, tz: string): Range | { problem: string } {
  const from = midnightOf(v.from, tz);
  const to = midnightOf(v.to, tz, true);
  if (from === null || to === null) return { problem: 'Enter both dates.' };
  if (to <= from) return { problem: 'The end date must be on or after the start date.' };
  return { from, to };
}

/** The form's schema: two dates that make a range, its problem said under "To". */
const rangeFormSchema = (tz: string) =>
  z.object({ from: z.string(), to: z.string() }).check(
    z.superRefine((v, ctx) => {
      const r = rangeOfDays(v, tz);
      if ('problem' in r) ctx.addIssue({ code: 'custom', message: r.problem, path: ['to'], input: v });
    }),
  );

/** A custom range of whole local days, both included. */
export function CustomRangeForm({ range, tz, onChange }: { range: Range; tz: string; onChange: (r: Range) => void }) {
  // The last day included: the one before the range's end.
  const last = wallClock(range.to - 1, tz);
  const { register, handleSubmit, formState } = useForm<RangeValues>({
    resolver: zodResolver(rangeFormSchema(tz)),
    defaultValues: { from: dateOf(range.from, tz), to: dateOf(localMidnight(last.year, last.month, last.day, tz), tz) },
  });
  const error = formState.errors.to?.message ?? null;
  const apply = handleSubmit((v) => {
    const r = rangeOfDays(v, tz);
    if (!('problem' in r)) onChange(r);
  });

  return (
    <form onSubmit={apply} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label="From" {...register('from')} error={error !== null} />
        <TextInput type="date" label="To" {...register('to')} error={error} />
        <Button type="submit" variant="default">
          Apply
        </Button>
      </Group>
    </form>
  );
}
