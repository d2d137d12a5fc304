import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { customRangeSchema, rangeOf } from './use-custom-range';

const problems = (v: { from: string; to: string }) => {
  const r = customRangeSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the calls list’s custom range', () => {
  it('takes either end empty, as no bound', () => {
    expect(problems({ from: '', to: '' })).toEqual({});
    expect(rangeOf({ from: '', to: '' })).toEqual({ after: null, before: null });
    expect(rangeOf({ from: '2026-11-02 09:30', to: '' })).toEqual({
      after: dayjs('2026-11-02T09:30:00').toISOString(),
      before: null,
    });
  });

  it('says under each end what is wrong with it', () => {
    const bad = expect.stringMatching(/^Enter a date and time as /);
    expect(problems({ from: 'yesterday', to: 'soon' })).toEqual({ from: bad, to: bad });
    expect(problems({ from: '2026-11-02 10:00', to: '2026-11-02 09:00' })).toEqual({
      to: 'The end must be after the start.',
    });
    expect(problems({ from: '2026-11-02 10:00', to: '2026-11-02 10:00' })).toEqual({
      to: 'The end must be after the start.',
    });
  });
});
