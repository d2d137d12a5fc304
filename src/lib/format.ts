/** "—" for a value the service left out. */
export const DASH = '—';

/** h:mm:ss.mmm, e.g. 0:01:02.345; "—" for null/absent/invalid. */
export function formatDurationMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return DASH;
  const sign = ms < 0 ? '-' : '';
  const total = Math.round(Math.abs(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const milli = total % 1000;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(milli).padStart(3, '0')}`;
}

/**
 * A call's length as people say it: `1:12`, `1:02:05` (whole seconds, cut down, never rounded
 * up past the end); "—" for null/absent/invalid. Milliseconds belong to clip timelines
 * (`formatDurationMs`).
 */
export function formatCallLength(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return DASH;
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

// Building an Intl.DateTimeFormat is not free; one per locale is kept. The first number or date format
// of a page load starts the browser's locale data (ICU), a long piece of main thread.
// public/before-paint.js pays it while the app's code is still downloading, rather than as a long
// task between the first paint and the page being usable (see docs/performance.md, row "The locale
// data (ICU) started before the app's code runs").
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    dateTimeFormats.set(key, f);
  }
  return f;
}

/** A timestamp in the user's locale; the ISO UTC value is kept for a title/tooltip. */
export function formatDateTime(iso: string | null | undefined, locale?: string): { local: string; utc: string } | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { local: iso, utc: iso };
  return {
    local: dateTimeFormat(locale).format(d),
    utc: d.toISOString().replace('.000Z', 'Z'),
  };
}

// One formatter and one plural rule set per page load, made when first needed: building them is
// not free.
let numberFormat: Intl.NumberFormat | undefined;
let pluralRules: Intl.PluralRules | undefined;

/** A number in the person's locale ("12,345"). */
export function formatNumber(n: number): string {
  return (numberFormat ??= new Intl.NumberFormat()).format(n);
}

/**
 * A count with its noun in the right form, through Intl.PluralRules: `countOf(1, 'clip',
 * 'clips')` is "1 clip", `countOf(1234, 'clip', 'clips')` is "1,234 clips".
 */
export function countOf(n: number, one: string, other: string): string {
  return `${formatNumber(n)} ${(pluralRules ??= new Intl.PluralRules()).select(n) === 'one' ? one : other}`;
}

/** A name inside a message, quoted the one way every message quotes: “Billing question”. */
export function quoted(name: string): string {
  return `“${name}”`;
}
