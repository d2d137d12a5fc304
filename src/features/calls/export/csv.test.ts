import { describe, expect, it } from 'vitest';
import type { Call } from '../../../contract';
import { csvRows } from '../../../lib/list-export/csv';
import { CSV_COLUMNS, callCells } from './csv';

const call: Call = {
  id: 1042,
  started_at: '2026-11-20T10:30:00+01:00',
  duration_ms: 61_250,
  call_intent: { id: 1, label: 'Billing, "urgent"' },
  call_outcome: { id: 2, label: 'Line one\nline two' },
  sentiment: null,
  labels_and_redflags: [
    { id: 1, label: 'Legal threat' },
    { id: 3, label: 'Refund request' },
  ],
};

describe('CSV of calls', () => {
  it('has the columns and a CRLF after every row', () => {
    expect(csvRows([[...CSV_COLUMNS]])).toBe(
      'id,started_at,duration_seconds,intent,outcome,sentiment,labels_and_red_flags\r\n',
    );
  });

  it('writes a call as its cells, red flags marked', () => {
    const line = csvRows([callCells(call, new Map([[1, 'red_flag']]))]);
    expect(line).toBe(
      '1042,2026-11-20T09:30:00.000Z,61.25,"Billing, ""urgent""","Line one\nline two",,Legal threat (red flag); Refund request\r\n',
    );
  });

  it('leaves absent values empty and keeps an unparsable time as sent', () => {
    const cells = callCells({
      ...call,
      started_at: 'not a time',
      duration_ms: null,
      call_intent: null,
      labels_and_redflags: [],
    });
    expect(cells).toEqual([1042, 'not a time', '', '', 'Line one\nline two', '', '']);
  });
});
