import * as z from 'zod/mini';
import { amountSchema, countSchema, idSchema, instantSchema, tolerantList } from './common.ts';

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
  duration_ms: z.pipe(z.nullish(amountSchema), z.transform((v) => v ?? 0)),
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
