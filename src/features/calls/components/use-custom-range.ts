import dayjs from 'dayjs';
import { useState } from 'react';
import type { TimeRange } from '../list-view';
import { FORMAT, localText, parseLocal } from './local-time';

type Errors = { from: string | null; to: string | null };

/**
 * The custom range as typed: both ends as text, each one's message (gone once it is edited), and
 * `apply`, which checks both and hands the range on only when both are good.
 */
export function useCustomRange(value: TimeRange, onApply: (range: TimeRange) => void) {
  const [from, setFrom] = useState(localText(value.after));
  const [to, setTo] = useState(localText(value.before));
  const [errors, setErrors] = useState<Errors>({ from: null, to: null });

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

  const onFrom = (t: string) => {
    setFrom(t);
    setErrors((e) => ({ ...e, from: null }));
  };
  const onTo = (t: string) => {
    setTo(t);
    setErrors((e) => ({ ...e, to: null }));
  };
  return { from, to, errors, onFrom, onTo, apply };
}
