/**
 * Time buckets in an IANA time zone (service interface B.3), with nothing but Intl: a day bucket
 * runs from local midnight to the next local midnight (23 or 25 hours at a clock change), a week
 * from Monday's midnight, an hour from the local hour's start. The zone's clock is here; where the
 * buckets start is in bucket-starts.ts, which only what counts calls by bucket loads. (The
 * emulator finds its own buckets: src/emulator/stats.ts.)
 */
export type BucketSize = 'hour' | 'day' | 'week';

const HOUR = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** True when `tz` names a zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading in `tz` at instant `ms`. */
export function wallClock(ms: number, tz: string): Wall {
  const wall: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(tz).formatToParts(ms)) {
    if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  }
  return wall;
}

/** How far `tz` is ahead of UTC at instant `ms`, in ms (whole seconds). */
export function zoneOffset(ms: number, tz: string): number {
  const w = wallClock(ms, tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The first instant of the local day `year-month-day` in `tz` (month 1-12; days past the month's
 * end roll over). Where midnight does not exist (a clock change at midnight), the first instant after.
 */
export function localMidnight(year: number, month: number, day: number, tz: string): number {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - zoneOffset(wall, tz);
  guess = wall - zoneOffset(guess, tz);
  // A skipped midnight lands the guess on the day before: the day then starts an offset change later.
  const w = wallClock(guess, tz);
  if (Date.UTC(w.year, w.month - 1, w.day) < wall) guess += HOUR;
  return guess;
}
