import { STATS_BUCKETS, type Call, type StatsBucketSize } from '../../contract/index.ts';
import { parseDateTimeParam } from '../call-list.ts';
import { EmuError } from '../errors.ts';
import { type Router, json } from '../router.ts';
import { bucketStarts, callStats, isTimeZone } from '../stats.ts';

/** More buckets than this (an hour bucket over years) is refused. */
export const MAX_STATS_BUCKETS = 5_000;
const DAY = 86_400_000;

const isBucketSize = (v: string): v is StatsBucketSize => (STATS_BUCKETS as readonly string[]).includes(v);

/** The list's filters (B.1), as the statistics route takes them. */
function matches(
  call: Call,
  f: { intents: string[]; outcomes: string[]; sentiments: string[]; labels: string[] },
): boolean {
  return (
    (f.intents.length === 0 || f.intents.includes(String(call.call_intent?.id ?? ''))) &&
    (f.outcomes.length === 0 || f.outcomes.includes(String(call.call_outcome?.id ?? ''))) &&
    (f.sentiments.length === 0 || f.sentiments.includes(call.sentiment ?? '')) &&
    (f.labels.length === 0 || call.labels_and_redflags.some((l) => f.labels.includes(String(l.id))))
  );
}

/**
 * B.3 `GET <agent>/calls/stats`: counts per bucket in a time zone, every bucket of the range
 * present. Without `started_after` the range starts at the earliest matching call (or a day
 * before its end); without `started_before` it ends now. Switched off for a test with a fault
 * (`POST /__emulator/faults` with this path and status 404), as a server without it answers.
 */
export function registerStats(r: Router): void {
  r.agent('GET', '/calls/stats', ({ c, agent }) => {
    const bucket = c.req.query('bucket') ?? 'day';
    if (!isBucketSize(bucket)) {
      throw new EmuError(422, [
        {
          type: 'literal_error',
          loc: ['query', 'bucket'],
          msg: "Input should be 'hour', 'day' or 'week'",
          input: bucket,
          ctx: { expected: "'hour', 'day' or 'week'" },
        },
      ]);
    }
    const tz = c.req.query('tz') ?? 'UTC';
    if (!isTimeZone(tz)) {
      throw new EmuError(422, [
        { type: 'value_error', loc: ['query', 'tz'], msg: `Value error, unknown time zone: ${tz}`, input: tz },
      ]);
    }
    const afterRaw = c.req.query('started_after');
    const beforeRaw = c.req.query('started_before');
    const filters = {
      intents: c.req.queries('call_intent_id') ?? [],
      outcomes: c.req.queries('call_outcome_id') ?? [],
      sentiments: c.req.queries('sentiment') ?? [],
      labels: c.req.queries('label_id') ?? [],
    };
    const calls = agent.calls.filter((call) => matches(call, filters));
    const to = beforeRaw === undefined ? Date.now() : parseDateTimeParam(beforeRaw, 'started_before');
    let from: number;
    if (afterRaw !== undefined) from = parseDateTimeParam(afterRaw, 'started_after');
    else {
      const times = calls.map((call) => Date.parse(call.started_at ?? '')).filter((t) => !Number.isNaN(t));
      from = times.length ? Math.min(...times.filter((t) => t < to), to - DAY) : to - DAY;
    }
    const starts = bucketStarts(from, to, bucket, tz, MAX_STATS_BUCKETS + 1);
    if (starts.length > MAX_STATS_BUCKETS) {
      throw new EmuError(
        400,
        `The range holds more than ${MAX_STATS_BUCKETS} buckets of a ${bucket}: choose a larger bucket or a shorter range`,
      );
    }
    return json(callStats(calls, { from, to, starts }, bucket, tz));
  });
}
