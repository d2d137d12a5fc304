import type { MuteWindow } from '../contract/index.ts';

/**
 * The emulator's own reading of B.9's mute windows, apart from the dashboard's (src/lib), so that
 * a test comparing "Muted now" on the page with what the emulator delivered checks two readings
 * of the interface, not one against itself. A window is a span of wall-clock minutes starting on
 * each listed day in its zone: it holds while the minutes since its latest start are fewer than
 * its length (an end before the start runs into the next day; an end equal to the start is a
 * whole day). Wall-clock minutes make a clock change move the instants with it.
 */

const MINUTES_A_DAY = 24 * 60;
const MS_A_DAY = 86_400_000;
/** Day 0 of the epoch (1970-01-01) was a Thursday: the week from there, Thursday first. */
const WEEK_FROM_EPOCH = ['thu', 'fri', 'sat', 'sun', 'mon', 'tue', 'wed'] as const;

const clocks = new Map<string, Intl.DateTimeFormat | null>();
function clockOf(tz: string): Intl.DateTimeFormat | null {
  if (!clocks.has(tz)) {
    let clock: Intl.DateTimeFormat | null = null;
    try {
      clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: tz,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      clock = null;
    }
    clocks.set(tz, clock);
  }
  return clocks.get(tz) ?? null;
}

/** Whether the zone is one the emulator's runtime knows (B.9: 422 otherwise). */
export const knowsZone = (tz: string): boolean => clockOf(tz) !== null;

/** The local calendar day (days since the epoch) and minute of the day at `at` in `tz`. */
function wallClock(at: Date, clock: Intl.DateTimeFormat): { day: number; minute: number } {
  const parts = new Map(clock.formatToParts(at).map((p) => [p.type, Number(p.value)] as const));
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? 0;
  const day = Math.floor(Date.UTC(read('year'), read('month') - 1, read('day')) / MS_A_DAY);
  return { day, minute: read('hour') * 60 + read('minute') };
}

const minuteOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};
const weekdayOf = (day: number) => WEEK_FROM_EPOCH[((day % 7) + 7) % 7] ?? 'thu';

function holds(w: MuteWindow, at: Date): boolean {
  const clock = clockOf(w.tz);
  if (!clock) return false;
  const now = wallClock(at, clock);
  const start = minuteOf(w.start);
  const end = minuteOf(w.end);
  const length = end > start ? end - start : end + MINUTES_A_DAY - start;
  // A window that holds now started today or yesterday (none is longer than a day).
  return [0, 1].some((daysBack) => {
    const since = daysBack * MINUTES_A_DAY + now.minute - start;
    return w.days.includes(weekdayOf(now.day - daysBack)) && since >= 0 && since < length;
  });
}

/** Whether a firing at `at` is muted: any window holds. */
export const mutedAt = (windows: readonly MuteWindow[], at: Date): boolean => windows.some((w) => holds(w, at));
