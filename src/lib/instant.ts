// A date, or a date and time with an optional fraction and offset: what people and other tools
// write (2026-11-20, 2026-11-20T10:00, 2026-11-20T10:00:00.000Z, ...+01:00).
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO 8601 instant as UTC (`…Z`), or null when it is not one. A value without an offset is
 * read as UTC: the address is shared across time zones, so it must mean one instant.
 */
export function parseInstant(raw: string): string | null {
  const v = raw.trim();
  if (!ISO_8601.test(v)) return null;
  const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(v) ? v : v.length === 10 ? `${v}T00:00:00Z` : `${v}Z`;
  // Date.parse rolls 2026-02-31 over to March: a day or time out of range is not a date.
  const [y, mo, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return null;
  const t = Date.parse(withZone);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
