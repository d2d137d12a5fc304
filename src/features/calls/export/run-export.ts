import type { AgentRef, Call } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { fetchCallPage } from '../../../data/calls/queries';
import type { RuleKind } from '../../../data/rules/queries';
import { checkListAnswer } from '../list-view';
import { callCells, csvHeader, csvRows } from './csv';

export type ExportFormat = 'csv' | 'json';

/**
 * Where an export stands: the file so far as one Blob per page (the browser keeps Blob data out
 * of the JS heap, so the heap stays bounded however many calls; the file is a Blob of these
 * parts), and the offset of the next page. A failed export keeps it,
 * so a retry goes on from where it stopped.
 */
export type ExportState = {
  format: ExportFormat;
  parts: BlobPart[];
  offset: number;
  written: number;
  total: number | null;
  /** Calls the server sent outside the time range (it does not apply it): left out of the file. */
  outsideRange: number;
  orderIgnored: boolean;
};

// Small pages keep each page's work (parse, check, encode) a short task, so the page stays
// responsive while exporting; the requests are cheap next to that.
export const EXPORT_PAGE_SIZE = 200;

// Pages' Blobs are joined into one whenever this many have gathered.
const FOLD_PARTS = 20;

// Between pages: lets input and rendering run before the next page's work.
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const newExportState = (format: ExportFormat): ExportState => ({
  format,
  parts: [],
  offset: 0,
  written: 0,
  total: null,
  outsideRange: 0,
  orderIgnored: false,
});

function encodePage(state: ExportState, calls: Call[], kinds: ReadonlyMap<number, RuleKind> | undefined): string {
  // (`parts` is empty only before the first page.)
  if (state.format === 'csv') {
    return `${state.parts.length === 0 ? csvHeader() : ''}${csvRows(calls.map((c) => callCells(c, kinds)))}`;
  }
  // A JSON array written a page at a time: "[" before the first call, "," between calls.
  const body = calls.map((c) => JSON.stringify(c)).join(',\n');
  if (state.parts.length === 0) return `[\n${body}`;
  return body === '' ? '' : `${state.written > 0 ? ',\n' : ''}${body}`;
}

/**
 * Pages through the whole filtered list with limit/offset, appending each page to `state`
 * (changed in place, so a failure leaves what was fetched). Advances by what each page held,
 * since a server may cap `limit`. Resolves with the file; rejects with the fetch error, or an
 * AbortError on cancel.
 */
export async function runExport({
  agent,
  query,
  state,
  kinds,
  signal,
  onProgress,
}: {
  agent: AgentRef;
  query: CallListQuery;
  state: ExportState;
  kinds?: ReadonlyMap<number, RuleKind>;
  signal: AbortSignal;
  onProgress: (state: ExportState) => void;
}): Promise<Blob> {
  const range = { after: query.started_after ?? null, before: query.started_before ?? null };
  for (;;) {
    signal.throwIfAborted();
    const page = await fetchCallPage(agent, query, { limit: EXPORT_PAGE_SIZE, offset: state.offset }, signal);
    signal.throwIfAborted();
    if (typeof page.total === 'number') state.total = page.total;
    const check = checkListAnswer(page.items, { range, order: query.order ?? 'desc' });
    if (check.orderIgnored) state.orderIgnored = true;
    let calls = page.items;
    if (check.rangeIgnored) {
      const after = range.after ? Date.parse(range.after) : -Infinity;
      const before = range.before ? Date.parse(range.before) : Infinity;
      calls = calls.filter((c) => {
        const t = c.started_at ? Date.parse(c.started_at) : NaN;
        return Number.isNaN(t) || (t >= after && t < before);
      });
      state.outsideRange += page.items.length - calls.length;
    }
    const chunk = encodePage(state, calls, kinds);
    if (chunk !== '' || state.parts.length === 0) state.parts.push(new Blob([chunk]));
    // Folded as it goes: a Blob of 500 parts took one ~35 ms task to assemble at the end.
    if (state.parts.length >= FOLD_PARTS) state.parts = [new Blob(state.parts)];
    state.written += calls.length;
    state.offset += page.items.length;
    onProgress(state);
    const done = page.items.length === 0 || (state.total !== null && state.offset >= state.total);
    if (done) break;
    await yieldToPage();
  }
  // The file is assembled (and handed to the download) in a task of its own.
  await yieldToPage();
  signal.throwIfAborted();
  const tail = state.format === 'json' ? '\n]\n' : '';
  const type = state.format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  return new Blob([...state.parts, tail], { type });
}
