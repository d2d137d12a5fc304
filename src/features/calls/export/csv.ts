import Papa from 'papaparse';
import type { Call } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';

export const CSV_COLUMNS = [
  'id',
  'started_at',
  'duration_seconds',
  'intent',
  'outcome',
  'sentiment',
  'labels_and_red_flags',
] as const;

/** An instant as ISO 8601 UTC; a value the service sent that is not one is kept as it came. */
function utc(value: string | null | undefined): string {
  if (!value) return '';
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString();
}

/** One call as the CSV's cells, in CSV_COLUMNS order. Red flags say so where the rules told which they are. */
export function callCells(call: Call, kinds?: ReadonlyMap<number, RuleKind>): (string | number)[] {
  const ms = call.duration_ms;
  return [
    call.id,
    utc(call.started_at),
    ms === null || ms === undefined || !Number.isFinite(ms) ? '' : Math.round(ms) / 1000,
    call.call_intent?.label ?? '',
    call.call_outcome?.label ?? '',
    call.sentiment ?? '',
    call.labels_and_redflags.map((l) => (kinds?.get(l.id) === 'red_flag' ? `${l.label} (red flag)` : l.label)).join('; '),
  ];
}

/**
 * Rows as RFC 4180 CSV (CRLF line ends, quotes doubled, fields with commas, quotes or line breaks
 * quoted), each row ending in CRLF so pages can be appended. A text cell starting with =, +, -,
 * @, tab or CR gets a leading apostrophe: a spreadsheet would otherwise run it as a formula
 * (OWASP "CSV injection"). Numbers are left alone.
 */
export function csvRows(rows: (string | number)[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true, header: false })}\r\n`;
}

export const csvHeader = (): string => csvRows([[...CSV_COLUMNS]]);
