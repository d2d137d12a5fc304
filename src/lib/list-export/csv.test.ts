import { describe, expect, it } from 'vitest';
import { utcInstant } from './cells';
import { csvRows } from './csv';

describe('CSV rows', () => {
  it('quotes commas, doubles quotes, keeps line breaks inside quotes (RFC 4180), CRLF after every row', () => {
    expect(csvRows([[1042, 'Billing, "urgent"', 'Line one\nline two', ''], ['a']])).toBe(
      '1042,"Billing, ""urgent""","Line one\nline two",\r\na\r\n',
    );
    expect(csvRows([])).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      const out = csvRows([[evil]]);
      // A leading apostrophe, inside quotes (with any quote in the cell doubled).
      expect(out).toBe(`"'${evil.replace(/"/g, '""')}"\r\n`);
    }
    // Numbers are data, not formulas: a negative number stays a number.
    expect(csvRows([[-5, 'a-b', 'x=1']])).toBe('-5,a-b,x=1\r\n');
  });

  it('writes instants in UTC and keeps an unparsable time as sent', () => {
    expect(utcInstant('2026-11-20T10:30:00+01:00')).toBe('2026-11-20T09:30:00.000Z');
    expect(utcInstant('not a time')).toBe('not a time');
    expect(utcInstant(null)).toBe('');
  });
});
