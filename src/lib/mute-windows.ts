import type { Day, MuteWindow } from '../contract';

/**
 * Mute windows (service interface B.9): recurring days and wall-clock times in an IANA zone.
 * Read in the zone's local time, so a clock change moves the instants with it: a window of
 * 22:00 to 06:00 lasts nine hours on the night the clocks go back, and a local time the spring
 * change skips never happens. An end before the start runs past midnight into the next day
 * (the window belongs to the day it starts on); an end equal to the start lasts a whole day.
 * Used by the emulator (whether a firing is delivered) and the dashboard ("muted now").
 */

const WEEK: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const SHORT_DAY = new Map<string, Day>([
  ['Mon', 'mon'],
  ['Tue', 'tue'],
  ['Wed', 'wed'],
  ['Thu', 'thu'],
  ['Fri', 'fri'],
  ['Sat', 'sat'],
  ['Sun', 'sun'],
]);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Whether the runtime knows the zone (an unknown one mutes nothing). */
export function isTimeZone(tz: string): boolean {
  try {
    formatterFor(tz);
    return true;
  } catch {
    return false;
  }
}

/** The day of the week and the minute of the day at `at`, on the wall clock of `tz`. */
export function localTime(at: Date, tz: string): { day: Day; minute: number } {
  const parts = formatterFor(tz).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = SHORT_DAY.get(part('weekday')) ?? 'mon';
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};
const dayBefore = (day: Day): Day => WEEK[(WEEK.indexOf(day) + 6) % 7] ?? 'sun';

/** Whether one window holds at `at`. */
export function windowHolds(w: MuteWindow, at: Date): boolean {
  if (!isTimeZone(w.tz)) return false;
  const { day, minute } = localTime(at, w.tz);
  const start = minutes(w.start);
  const end = minutes(w.end);
  const on = (d: Day) => w.days.includes(d);
  if (start < end) return on(day) && minute >= start && minute < end;
  // Past midnight (or a whole day when end equals start): the evening of a listed day, or the
  // morning after one.
  return (on(day) && minute >= start) || (on(dayBefore(day)) && minute < end);
}

/** Whether any window holds at `at` (overlapping windows are allowed). */
export const isMuted = (windows: readonly MuteWindow[], at: Date): boolean => windows.some((w) => windowHolds(w, at));

const DAY_NAMES = new Map<Day, string>([
  ['mon', 'Mon'],
  ['tue', 'Tue'],
  ['wed', 'Wed'],
  ['thu', 'Thu'],
  ['fri', 'Fri'],
  ['sat', 'Sat'],
  ['sun', 'Sun'],
]);

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The days in words: "every day", "weekdays", "weekends", or "Mon, Wed and Fri". */
export function daysText(days: readonly string[]): string {
  const set = new Set(days);
  const ordered = WEEK.filter((d) => set.has(d));
  if (ordered.length === 7) return 'every day';
  if (ordered.length === 5 && !set.has('sat') && !set.has('sun')) return 'weekdays';
  if (ordered.length === 2 && set.has('sat') && set.has('sun')) return 'weekends';
  return listing(ordered.map((d) => DAY_NAMES.get(d) ?? d));
}

/** One window read back: "on weekdays from 22:00 to 06:00, Europe/Berlin". */
export function windowText(w: MuteWindow): string {
  const days = daysText(w.days);
  const on = days === 'every day' ? days : `on ${days}`;
  return `${on} from ${w.start} to ${w.end}, ${w.tz}`;
}

/** Every window read back as one sentence: "Muted on weekdays from 22:00 to 06:00, Europe/Berlin". */
export function muteWindowsText(windows: readonly MuteWindow[]): string {
  if (windows.length === 0) return 'No mute windows: firings are delivered at any time.';
  return `Muted ${listing(windows.map(windowText))}.`;
}
