import dayjs from 'dayjs';

/** How a date and time is typed and shown in the range's fields. */
export const FORMAT = 'YYYY-MM-DD HH:mm';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A typed date and time in the person's time zone, as an instant; null when it is not one. */
export function parseLocal(text: string): dayjs.Dayjs | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const parsed = dayjs(`${y}-${mo}-${d}T${h}:${mi}:${s}`);
  // dayjs rolls 2026-02-31 over to March: such a date is not one.
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD HH:mm:ss') !== `${y}-${mo}-${d} ${h}:${mi}:${s}`) return null;
  return parsed;
}

/** An instant as the fields show it, in the person's time zone; '' for none. */
export const localText = (iso: string | null): string => (iso ? dayjs(iso).format(FORMAT) : '');
