import Papa from 'papaparse';
import type { CsvCell } from './cells';

/**
 * Rows as RFC 4180 CSV (CRLF line ends, quotes doubled, fields with commas, quotes or line breaks
 * quoted), each row ending in CRLF so pages can be appended. A text cell starting with =, +, -,
 * @, tab or CR gets a leading apostrophe: a spreadsheet would otherwise run it as a formula
 * (OWASP "CSV injection"). Numbers are left alone.
 */
export function csvRows(rows: CsvCell[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true, header: false })}\r\n`;
}
