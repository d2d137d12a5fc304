import type { StatsBucketSize } from '../../contract';
import { cachedDateFormat } from '../../lib/date-format';
import { DASH } from '../../lib/format';

const HOUR = 3_600_000;

/** `ms` through `format`, or "—" where it is no instant (Intl throws "Invalid time value" on one). */
export const formatInstant = (format: Intl.DateTimeFormat, ms: number): string =>
  Number.isFinite(ms) ? format.format(ms) : DASH;

/**
 * A bucket's name in the person's zone: "Sun 25 Oct 2026", "25 Oct, 14:00", "Week of 26 Oct 2026".
 * An hour that the clock goes through twice (the day it goes back) also says its offset from UTC:
 * "1 Nov, 01:00 GMT-4" and "1 Nov, 01:00 GMT-5". "—" for no instant.
 */
export function bucketLabel(start: number, bucket: StatsBucketSize, tz: string): string {
  if (!Number.isFinite(start)) return DASH;
  if (bucket === 'hour') {
    const options: Intl.DateTimeFormatOptions = {
      timeZone: tz,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    };
    const hour = cachedDateFormat('en-GB', options);
    const name = hour.format(start);
    if (name !== hour.format(start - HOUR) && name !== hour.format(start + HOUR)) return name;
    return cachedDateFormat('en-GB', { ...options, timeZoneName: 'shortOffset' }).format(start);
  }
  const date = cachedDateFormat('en-GB', {
    timeZone: tz,
    weekday: bucket === 'day' ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(start);
  return bucket === 'week' ? `Week of ${date}` : date;
}
