import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../../../contract';
import { EXPORT_PAGE_SIZE, newExportState, runExport } from '../../../lib/list-export/run-export';
import { inlineCsvWriter } from '../../../test/inline-csv';
import { callsExportSource } from './calls-export';

const A1 = { workspaceId: 1, agentId: 1 };
// More pages than the export keeps apart before joining them, so the joins are covered too.
const PAGES = 24;
const calls: Call[] = Array.from({ length: EXPORT_PAGE_SIZE * (PAGES - 1) + 3 }, (_, i) => ({
  id: 10_000 - i,
  started_at: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
  duration_ms: 1000,
  call_intent: null,
  call_outcome: null,
  sentiment: 'neutral',
  labels_and_redflags: [],
}));

const pageOffsets = Array.from({ length: PAGES }, (_, i) => i * EXPORT_PAGE_SIZE);

/** A server over `calls`: limit/offset paging, and a 503 on the listed offsets (once each). */
function server(failAt: Set<number>) {
  const offsets: number[] = [];
  const fetch = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://x').searchParams;
    const offset = Number(q.get('offset'));
    const limit = Number(q.get('limit'));
    offsets.push(offset);
    if (failAt.delete(offset)) {
      return new Response(JSON.stringify({ detail: 'Service temporarily unavailable' }), { status: 503 });
    }
    return new Response(JSON.stringify({ items: calls.slice(offset, offset + limit), total: calls.length }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return offsets;
}

afterEach(() => vi.unstubAllGlobals());

describe('export', () => {
  it('pages through everything and writes one JSON array', async () => {
    const offsets = server(new Set());
    const state = newExportState('json');
    const blob = await runExport({
      csvWriter: inlineCsvWriter,
      source: callsExportSource(A1, emptyQuery),
      state,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(offsets).toEqual(pageOffsets);
    const out = JSON.parse(await blob.text()) as Call[];
    expect(out.map((c) => c.id)).toEqual(calls.map((c) => c.id));
  });

  it('stops on a failure keeping what it fetched, and goes on from there on retry', async () => {
    const offsets = server(new Set([EXPORT_PAGE_SIZE]));
    const state = newExportState('csv');
    const progress: number[] = [];
    await expect(
      runExport({
        csvWriter: inlineCsvWriter,
        source: callsExportSource(A1, emptyQuery),
        state,
        signal: new AbortController().signal,
        onProgress: (s) => progress.push(s.offset),
      }),
    ).rejects.toThrow('Service temporarily unavailable');
    expect(state.offset).toBe(EXPORT_PAGE_SIZE);
    const blob = await runExport({
      csvWriter: inlineCsvWriter,
      source: callsExportSource(A1, emptyQuery),
      state,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    // The failed page is asked for again, then the rest.
    expect(offsets).toEqual([0, EXPORT_PAGE_SIZE, ...pageOffsets.slice(1)]);
    const lines = (await blob.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,started_at,duration_seconds,intent,outcome,sentiment,labels_and_red_flags');
    expect(lines).toHaveLength(calls.length + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(calls.length);
  });

  it('leaves out calls a server sent from outside the range, and says so', async () => {
    server(new Set());
    const state = newExportState('json');
    const after = calls[99]?.started_at ?? '';
    const source = callsExportSource(A1, { ...emptyQuery, started_after: after });
    const blob = await runExport({
      csvWriter: inlineCsvWriter,
      source,
      state,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect((JSON.parse(await blob.text()) as Call[]).length).toBe(100);
    expect(state.leftOut).toBe(calls.length - 100);
    expect(source.notesOf?.(state)).toEqual([
      `This server does not apply the time range: ${(calls.length - 100).toLocaleString()} calls it sent from outside the range were left out.`,
    ]);
  });

  it('cancels', async () => {
    server(new Set());
    const controller = new AbortController();
    const state = newExportState('csv');
    await expect(
      runExport({
        csvWriter: inlineCsvWriter,
        source: callsExportSource(A1, emptyQuery),
        state,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      }),
    ).rejects.toThrow();
    expect(state.offset).toBe(EXPORT_PAGE_SIZE);
  });
});

const emptyQuery = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
