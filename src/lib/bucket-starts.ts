import { localMidnight, wallClock, type BucketSize } from './time-buckets.ts';

// Apart from time-buckets.ts (which every page loads with the overview's ranges): only the emulator's
// statistics route, the figures computed from the calls list and the overview's checks of an answer
// use these.

const HOUR = 3_600_000;

/** The start of the bucket holding instant `ms`. */
export function bucketStart(ms: number, size: BucketSize, tz: string): number {
  const w = wallClock(ms, tz);
  if (size === 'hour') return Math.floor(ms / 1000) * 1000 - (w.minute * 60 + w.second) * 1000;
  // Monday is day 1 of the week; Date.UTC gives the weekday of the wall-clock date.
  const back = size === 'week' ? (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7 : 0;
  return localMidnight(w.year, w.month, w.day - back, tz);
}

/** The start of the bucket after the one that starts at `start`. */
export function nextBucketStart(start: number, size: BucketSize, tz: string): number {
  if (size === 'hour') return start + HOUR;
  const w = wallClock(start, tz);
  return localMidnight(w.year, w.month, w.day + (size === 'week' ? 7 : 1), tz);
}

/**
 * The starts of every bucket that holds part of [from, to): from the bucket holding `from` to
 * the one holding the range's last instant. At most `limit` (a runaway range stops there).
 */
export function bucketStarts(from: number, to: number, size: BucketSize, tz: string, limit = 10_000): number[] {
  const starts: number[] = [];
  if (!(to > from)) return starts;
  for (let s = bucketStart(from, size, tz); s < to && starts.length < limit; s = nextBucketStart(s, size, tz)) {
    starts.push(s);
  }
  return starts;
}
