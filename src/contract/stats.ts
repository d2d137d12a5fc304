import * as z from 'zod/mini';
import { idSchema, tolerantList } from './common.ts';

/**
 * `schema`, and a check of its value: `message` where `ok` says no. Written with pipe and transform,
 * which the contract already uses, rather than zod's refine and gte, which every page would load;
 * here rather than in common.ts, so that only the pages that read statistics load it.
 */
const checked = <T extends z.core.SomeType>(schema: T, ok: (v: z.infer<T>) => boolean, message: string) =>
  z.pipe(
    schema,
    z.transform((v: z.infer<T>, payload) => {
      if (!ok(v)) payload.issues.push({ code: 'custom', message, input: v });
      return v;
    }),
  );

/** An instant the dashboard computes with: a string that reads as a date and time (ISO 8601). */
const instantSchema = checked(z.string(), (v) => !Number.isNaN(Date.parse(v)), 'Expected a date and time');

const atLeastZero = (v: number) => v >= 0;
/** An amount (a sum of milliseconds, say): a number, never below zero. */
const amountSchema = checked(z.number(), atLeastZero, 'Expected 0 or more');
/** A count: a whole number, never below zero. */
const countSchema = checked(z.int(), atLeastZero, 'Expected 0 or more');

/** B.3: the size of a statistics bucket. */
export const STATS_BUCKETS = ['hour', 'day', 'week'] as const;
export type StatsBucketSize = (typeof STATS_BUCKETS)[number];

/** A count of calls with one id (an outcome, intent or rule); `id: null` counts calls with none. */
export const idCountSchema = z.looseObject({ id: z.nullable(idSchema), count: countSchema });
export type IdCount = z.infer<typeof idCountSchema>;

/** A count of calls with one sentiment; `value: null` counts calls with none. */
export const valueCountSchema = z.looseObject({ value: z.nullable(z.string()), count: countSchema });
export type ValueCount = z.infer<typeof valueCountSchema>;

/** What a bucket and the total both say: how many calls, how long, and how they split. */
const figuresShape = {
  calls: countSchema,
  duration_ms: z.pipe(
    z.nullish(amountSchema),
    z.transform((v) => v ?? 0),
  ),
  outcomes: tolerantList(idCountSchema),
  intents: tolerantList(idCountSchema),
  sentiments: tolerantList(valueCountSchema),
  labels: tolerantList(idCountSchema),
};

export const statsFiguresSchema = z.looseObject(figuresShape);
export type StatsFigures = z.infer<typeof statsFiguresSchema>;

/**
 * One bucket: `start` (checked to read as a date) is its first instant (UTC), at local midnight
 * (or the hour, or Monday) in `tz`.
 */
export const statsBucketSchema = z.looseObject({ start: instantSchema, ...figuresShape });
export type StatsBucket = z.infer<typeof statsBucketSchema>;

/** B.3 `GET <agent>/calls/stats`. */
export const callStatsSchema = z.looseObject({
  bucket: z.nullish(z.string()),
  tz: z.nullish(z.string()),
  buckets: z.array(statsBucketSchema),
  total: statsFiguresSchema,
});
export type CallStats = z.infer<typeof callStatsSchema>;
