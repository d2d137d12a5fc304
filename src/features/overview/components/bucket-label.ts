import type { StatsBucketSize } from '../../../contract';

/** A bucket's name in the person's zone: "Sun 25 Oct 2026", "25 Oct, 14:00", "Week of 26 Oct 2026". */
export function bucketLabel(start: number, bucket: StatsBucketSize, tz: string): string {
  if (bucket === 'hour') {
    return new Intl.DateTimeFormat('en-GB', { timeZone: tz, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(start);
  }
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: tz, weekday: bucket === 'day' ? 'short' : undefined, day: 'numeric', month: 'short', year: 'numeric' }).format(start);
  return bucket === 'week' ? `Week of ${date}` : date;
}
