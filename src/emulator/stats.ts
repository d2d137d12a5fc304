import type { Call, CallStats, IdCount, StatsBucketSize, StatsFigures } from '../contract/index.ts';

// The statistics route's figures, computed the way a server might: straight from the calls, with
// bucket boundaries found by reading the local clock. Written apart from the dashboard's own
// computation (src/lib/call-stats.ts, for servers without the route), so that a test comparing
// the two compares two computations, not one with itself.

const MINUTE = 60_000;
/** Every zone's offset is a whole number of quarter hours: a bucket starts on one. */
const STEP = 15 * MINUTE;
/** A bucket lasts at least this long (an hour or a day may lose an hour at a clock change). */
const SHORTEST: Record<StatsBucketSize, number> = { hour: 30 * MINUTE, day: 22 * 60 * MINUTE, week: 166 * 60 * MINUTE };

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The name of the bucket holding instant `ms` in `tz`: its local date and hour (with the offset: a
 * clock put back repeats an hour), its local date, or its week's Monday.
 */
function bucketName(size: StatsBucketSize, tz: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    timeZoneName: 'shortOffset',
  });
  return (ms) => {
    const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
    if (size === 'hour') return `${part.year}-${part.month}-${part.day} ${part.hour} ${part.timeZoneName}`;
    const date = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day));
    if (size === 'day') return new Date(date).toISOString().slice(0, 10);
    const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * 86_400_000;
    return new Date(monday).toISOString().slice(0, 10);
  };
}

/**
 * The first instant of every bucket that holds part of [from, to), at most `limit`: a bucket
 * starts on the quarter hour where the bucket's name changes.
 */
export function bucketStarts(from: number, to: number, size: StatsBucketSize, tz: string, limit: number): number[] {
  if (!(to > from)) return [];
  const name = bucketName(size, tz);
  let start = Math.floor(from / STEP) * STEP;
  while (name(start - STEP) === name(from)) start -= STEP;
  const starts = [start];
  while (starts.length < limit) {
    let next = start + SHORTEST[size];
    while (name(next) === name(start)) next += STEP;
    if (next >= to) break;
    starts.push(next);
    start = next;
  }
  return starts;
}

type Tally<K> = Map<K, number>;
const count = <K>(tally: Tally<K>, key: K) => tally.set(key, (tally.get(key) ?? 0) + 1);
/** Ascending, the calls with none (`null`) last. */
const sorted = <K extends number | string | null>(tally: Tally<K>): [K, number][] =>
  [...tally].sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));

function figuresOf(calls: readonly Call[]): StatsFigures {
  const outcomes: Tally<number | null> = new Map();
  const intents: Tally<number | null> = new Map();
  const sentiments: Tally<string | null> = new Map();
  const labels: Tally<number> = new Map();
  let durationMs = 0;
  for (const call of calls) {
    durationMs += call.duration_ms ?? 0;
    count(outcomes, call.call_outcome?.id ?? null);
    count(intents, call.call_intent?.id ?? null);
    count(sentiments, call.sentiment ?? null);
    for (const id of new Set(call.labels_and_redflags.map((l) => l.id))) count(labels, id);
  }
  const ids = (tally: Tally<number | null>): IdCount[] => sorted(tally).map(([id, n]) => ({ id, count: n }));
  return {
    calls: calls.length,
    duration_ms: durationMs,
    outcomes: ids(outcomes),
    intents: ids(intents),
    sentiments: sorted(sentiments).map(([value, n]) => ({ value, count: n })),
    labels: ids(labels),
  };
}

/** The calls that started in [from, to), counted per bucket (`starts`) and in all. */
export function callStats(
  calls: readonly Call[],
  range: { from: number; to: number; starts: number[] },
  size: StatsBucketSize,
  tz: string,
): CallStats {
  const { from, to, starts } = range;
  const inBucket = starts.map((): Call[] => []);
  for (const call of calls) {
    const t = Date.parse(call.started_at ?? '');
    if (!(t >= from && t < to)) continue;
    const index = starts.findLastIndex((start) => start <= t);
    inBucket[index]?.push(call);
  }
  return {
    bucket: size,
    tz,
    buckets: starts.map((start, i) => ({ start: new Date(start).toISOString(), ...figuresOf(inBucket[i] ?? []) })),
    total: figuresOf(inBucket.flat()),
  };
}
