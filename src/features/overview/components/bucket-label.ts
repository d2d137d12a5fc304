import type { StatsBucketSize } from '../../../contract';

// Building an Intl.DateTimeFormat costs far more than using one (about 0.1 ms each, more on a slow
// phone): the chart names each of its 90 bars, so one formatter per bucket size and zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `options` for `locale`, built once. */
export function cachedDateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** A bucket's name in the person's zone: "Sun 25 Oct 2026", "25 Oct, 14:00", "Week of 26 Oct 2026". */
export function bucketLabel(start: number, bucket: StatsBucketSize, tz: string): string {
  if (bucket === 'hour') {
    return cachedDateFormat('en-GB', { timeZone: tz, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(start);
  }
  const date = cachedDateFormat('en-GB', { timeZone: tz, weekday: bucket === 'day' ? 'short' : undefined, day: 'numeric', month: 'short', year: 'numeric' }).format(start);
  return bucket === 'week' ? `Week of ${date}` : date;
}
