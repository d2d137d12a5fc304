import type { CsvCell } from './cells';
import { type CsvWriter, openCsvWriter } from './csv-writer';
import { checkPage, newExportCheck, type ExportCheck } from './integrity';

export { exportVerdict, type ExportVerdict, type Noun } from './integrity';

export type ExportFormat = 'csv' | 'json';

/**
 * A list to export: how to fetch a page of it, how to tell its items apart, and how each becomes
 * a CSV row. JSON writes the items as the service sent them.
 */
export type ExportSource<T> = {
  fetchPage(
    paging: { limit: number; offset: number },
    signal: AbortSignal,
  ): Promise<{ items: T[]; total?: number | null }>;
  /** One id per item: an item that comes again is written once. */
  /** What tells one item from another across pages (its id, or its parts' ids). */
  idOf(item: T): number | string;
  csvColumns: readonly string[];
  /** One item as the CSV's cells, in `csvColumns` order. */
  csvCells(item: T): CsvCell[];
  /**
   * Of a page's new items (`fresh`, out of `page`), those to write: where a server did not apply
   * the list's filters, the items it should not have sent are left out (counted in `leftOut`);
   * `note` records what was seen, for `notesOf`.
   */
  keep?(page: readonly T[], fresh: T[], note: (seen: string) => void): T[];
  /** Sentences about the finished file besides its completeness: what was left out, and why. */
  notesOf?(state: ExportState): string[];
};

/**
 * Where an export stands: the file so far as one Blob per page (the browser keeps Blob data out
 * of the JS heap, so the heap stays bounded however many items; the file is a Blob of these
 * parts), and the offset of the next page. A failed export keeps it, so a retry goes on from
 * where it stopped.
 */
export type ExportState = {
  format: ExportFormat;
  parts: BlobPart[];
  offset: number;
  written: number;
  total: number | null;
  /** Items received but left out of the file by the source's `keep`. */
  leftOut: number;
  /** What the source's `keep` noted on the way (a server ignoring the order...). */
  seen: Set<string>;
  /** What was seen of the list on the way: repeated items, a changed total, a server ignoring offset. */
  check: ExportCheck;
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
  leftOut: 0,
  seen: new Set(),
  check: newExportCheck(),
});

async function encodePage<T>(
  state: ExportState,
  items: T[],
  source: ExportSource<T>,
  csv: CsvWriter | null,
): Promise<string> {
  // (`parts` is empty only before the first page.)
  if (csv) {
    const rows = items.map((item) => source.csvCells(item));
    return csv.write(state.parts.length === 0 ? [[...source.csvColumns], ...rows] : rows);
  }
  // A JSON array written a page at a time: "[" before the first item, "," between items.
  const body = items.map((item) => JSON.stringify(item)).join(',\n');
  if (state.parts.length === 0) return `[\n${body}`;
  return body === '' ? '' : `${state.written > 0 ? ',\n' : ''}${body}`;
}

/**
 * Pages through the whole list with limit/offset, appending each page to `state` (changed in
 * place, so a failure leaves what was fetched). Advances by what each page held, since a server
 * may cap `limit`. Resolves with the file; rejects with the fetch error, or an AbortError on
 * cancel.
 */
export async function runExport<T>({
  source,
  state,
  signal,
  onProgress,
  csvWriter = openCsvWriter,
}: {
  source: ExportSource<T>;
  state: ExportState;
  signal: AbortSignal;
  onProgress: (state: ExportState) => void;
  /** Where CSV is written (a Worker; tests without one write it in place). */
  csvWriter?: () => CsvWriter;
}): Promise<Blob> {
  const csv = state.format === 'csv' ? csvWriter() : null;
  try {
    return await exportPages(source, state, signal, onProgress, csv);
  } finally {
    csv?.close();
  }
}

async function exportPages<T>(
  source: ExportSource<T>,
  state: ExportState,
  signal: AbortSignal,
  onProgress: (state: ExportState) => void,
  csv: CsvWriter | null,
): Promise<Blob> {
  const note = (seen: string) => state.seen.add(seen);
  for (;;) {
    signal.throwIfAborted();
    const page = await source.fetchPage({ limit: EXPORT_PAGE_SIZE, offset: state.offset }, signal);
    signal.throwIfAborted();
    if (typeof page.total === 'number') state.total = page.total;
    // Items already in the file are not written again; a page that cannot help ends the export.
    const { fresh, stop } = checkPage(state.check, state.offset, page.items, page.total, source.idOf);
    const items = source.keep ? source.keep(page.items, fresh, note) : fresh;
    state.leftOut += fresh.length - items.length;
    const chunk = await encodePage(state, items, source, csv);
    signal.throwIfAborted();
    if (chunk !== '' || state.parts.length === 0) state.parts.push(new Blob([chunk]));
    // Folded as it goes: a Blob of hundreds of parts assembled at the end is one long task (see
    // docs/performance.md, row "The export's Blob folded as it goes").
    if (state.parts.length >= FOLD_PARTS) state.parts = [new Blob(state.parts)];
    state.written += items.length;
    state.offset += page.items.length;
    onProgress(state);
    if (stop) break;
    await yieldToPage();
  }
  // The file is assembled (and handed to the download) in a task of its own.
  await yieldToPage();
  signal.throwIfAborted();
  const tail = state.format === 'json' ? '\n]\n' : '';
  const type = state.format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  return new Blob([...state.parts, tail], { type });
}
