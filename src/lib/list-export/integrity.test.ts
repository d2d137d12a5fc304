import { describe, expect, it } from 'vitest';
import type { Call } from '../../contract';
import { checkPage, exportVerdict, newExportCheck } from './integrity';

const call = (id: number): Call => ({
  id,
  started_at: new Date(Date.UTC(2026, 10, 20) - id * 60_000).toISOString(),
  duration_ms: 1000,
  call_intent: null,
  call_outcome: null,
  sentiment: null,
  labels_and_redflags: [],
});
/** The calls at positions [from, from + count) of a list whose ids count down from `top`. */
const slice = (top: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => call(top - from - i));

/** Pages through `pageAt(offset)` as the export does, 200 at a time; returns the check. */
function exportOf(pageAt: (offset: number, pageIndex: number) => { items: Call[]; total: number | null }) {
  const check = newExportCheck();
  let offset = 0;
  const written: number[] = [];
  for (let i = 0; i < 100; i++) {
    const page = pageAt(offset, i);
    const { fresh, stop } = checkPage(check, offset, page.items, page.total, (c) => c.id);
    written.push(...fresh.map((c) => c.id));
    offset += page.items.length;
    if (stop) break;
  }
  return { check, written, verdict: exportVerdict(check, { one: 'call', many: 'calls' }) };
}

describe('export completeness', () => {
  it('a list read whole is complete', () => {
    const { written, verdict } = exportOf((offset) => ({
      items: slice(1000, offset, Math.min(200, 1000 - offset)),
      total: 1000,
    }));
    expect(written).toHaveLength(1000);
    expect(new Set(written).size).toBe(1000);
    expect(verdict).toEqual({ complete: true, received: 1000, total: 1000, problems: [] });
  });

  it('an empty list is complete', () => {
    expect(exportOf(() => ({ items: [], total: 0 })).verdict.complete).toBe(true);
  });

  it('a page that comes back empty before the total is reached: short, and said so', () => {
    const { written, verdict } = exportOf((offset) => ({
      items: offset >= 400 ? [] : slice(1000, offset, 200),
      total: 1000,
    }));
    expect(written).toHaveLength(400);
    expect(verdict.complete).toBe(false);
    expect(verdict.received).toBe(400);
    expect(verdict.problems).toEqual(['The server sent no calls from call 401 on, though it counts 1,000 calls.']);
  });

  it('a list that grows while it is read (new calls on top): each call once, and not called complete', () => {
    // Five new calls arrive before each page after the first: every page repeats the last five
    // of the one before.
    const { written, verdict } = exportOf((offset, i) => {
      const top = 1000 + 5 * i;
      const total = 1000 + 5 * i;
      return { items: slice(top, offset, Math.max(0, Math.min(200, total - offset))), total };
    });
    expect(new Set(written).size).toBe(written.length);
    expect(verdict.complete).toBe(false);
    expect(verdict.problems.join(' ')).toContain(
      'The list changed while it was exported: it counted 1,000 calls at the start and',
    );
    expect(verdict.problems.join(' ')).toMatch(/^.*\d+ calls came twice .*each is in the file once/);
  });

  it('calls repeated with the same total (the list reshuffled): not complete', () => {
    // Page 2 repeats ten calls of page 1; the last ten calls never arrive.
    const { written, verdict } = exportOf((offset) => ({
      items:
        offset === 200
          ? [...slice(1000, 190, 10), ...slice(1000, 200, 190)]
          : slice(1000, offset, Math.min(200, 1000 - offset)),
      total: 1000,
    }));
    expect(new Set(written).size).toBe(written.length);
    expect(verdict.received).toBeLessThan(1000);
    expect(verdict.complete).toBe(false);
    expect(verdict.problems).toEqual([
      '10 calls came twice (the list moved while it was exported, or the server repeated them); each is in the file once, and calls pushed past the pages read may be missing.',
    ]);
  });

  it('a server that ignores offset (the same page again) stops at once and says why', () => {
    const { written, verdict } = exportOf(() => ({ items: slice(1000, 0, 200), total: 1000 }));
    expect(written).toHaveLength(200);
    expect(verdict.complete).toBe(false);
    expect(verdict.problems).toEqual([
      'The server sent the same page again when asked for the next one (it does not apply offset), so the export stopped there.',
    ]);
  });

  it('a server that ignores offset and gives no total still ends', () => {
    const { written, verdict } = exportOf(() => ({ items: slice(1000, 0, 200), total: null }));
    expect(written).toHaveLength(200);
    expect(verdict.complete).toBe(false);
    expect(verdict.total).toBeNull();
  });

  it('a page of calls already received (not the one before) ends the export', () => {
    const { written, verdict } = exportOf((offset) => ({
      items: offset === 400 ? slice(1000, 0, 200) : slice(1000, offset, Math.min(200, 1000 - offset)),
      total: 1000,
    }));
    expect(written).toHaveLength(400);
    expect(verdict.problems).toEqual([
      'The server sent a page of calls already exported, so the export stopped there.',
    ]);
  });

  it('no total: nothing to check against, so neither complete nor a problem', () => {
    const { written, verdict } = exportOf((offset) => ({
      items: slice(300, offset, Math.max(0, Math.min(200, 300 - offset))),
      total: null,
    }));
    expect(written).toHaveLength(300);
    expect(verdict).toEqual({ complete: false, received: 300, total: null, problems: [] });
  });

  it('fewer distinct calls than the total, with nothing else seen: said so', () => {
    // The last page is short of the total (the server's count is off): the export stops on the empty page.
    const { verdict } = exportOf((offset) => ({ items: offset === 0 ? slice(1000, 0, 200) : [], total: 201 }));
    expect(verdict.complete).toBe(false);
    expect(verdict.problems).toEqual(['The server sent no calls from call 201 on, though it counts 201 calls.']);
  });
});
