import type { CsvAnswer, CsvRequest } from '../lib/list-export/csv.worker';
import { csvRows } from '../lib/list-export/csv';
import type { CsvWriter } from '../lib/list-export/csv-writer';

/** The export's CSV writer without its Worker (Node has none): the same writing, in place. */
export const inlineCsvWriter = (): CsvWriter => ({ write: async (rows) => csvRows(rows), close: () => {} });

/**
 * A stand-in for the CSV writer's Worker where the test environment has none (jsdom): answers
 * each page as the worker does, after a turn of the event loop. Install with
 * `vi.stubGlobal('Worker', InlineCsvWorker)`.
 */
export class InlineCsvWorker {
  onmessage: ((e: MessageEvent<CsvAnswer>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(data: CsvRequest) {
    setTimeout(
      () => this.onmessage?.(new MessageEvent('message', { data: { id: data.id, text: csvRows(data.rows) } })),
      0,
    );
  }
  terminate() {}
}
