import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import type { TimeRange } from '../model/list-view';
import { FORMAT, localText, parseLocal } from '../model/local-time';

/** Both ends as typed, in the person's time zone; either may be empty (no bound). */
export type CustomRangeValues = { from: string; to: string };

const endOf = (text: string) => (text.trim() === '' ? null : parseLocal(text));

/** The custom range's schema: each end a date and time as FORMAT, or empty; the end after the start. */
export const customRangeSchema = z.object({ from: z.string(), to: z.string() }).check(
  z.superRefine((v, ctx) => {
    const bad = `Enter a date and time as ${FORMAT}, such as ${dayjs().format('YYYY-MM-DD')} 09:30.`;
    const [start, end] = [endOf(v.from), endOf(v.to)];
    if (v.from.trim() !== '' && !start) ctx.addIssue({ code: 'custom', message: bad, path: ['from'], input: v });
    if (v.to.trim() !== '' && !end) ctx.addIssue({ code: 'custom', message: bad, path: ['to'], input: v });
    else if (start && end && !end.isAfter(start))
      ctx.addIssue({ code: 'custom', message: 'The end must be after the start.', path: ['to'], input: v });
  }),
);

/** The range the two ends make (checked by the schema first). */
export const rangeOf = (v: CustomRangeValues): TimeRange => ({
  after: endOf(v.from)?.toISOString() ?? null,
  before: endOf(v.to)?.toISOString() ?? null,
});

/**
 * The custom range as typed (react-hook-form, checked by its schema): each end's message goes
 * once it is edited; `apply` hands the range on only when both ends are good.
 */
export function useCustomRange(value: TimeRange, onApply: (range: TimeRange) => void) {
  const form = useForm<CustomRangeValues>({
    resolver: zodResolver(customRangeSchema),
    defaultValues: { from: localText(value.after), to: localText(value.before) },
    reValidateMode: 'onSubmit',
  });
  const apply = form.handleSubmit((v) => onApply(rangeOf(v)));
  return { form, apply };
}
