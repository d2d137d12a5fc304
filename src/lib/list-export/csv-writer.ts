import type { CsvCell } from './cells';
import type { CsvAnswer, CsvRequest } from './csv.worker';

/** Writes rows as CSV (csv.ts), a page at a time; `close` ends it. */
export type CsvWriter = { write(rows: CsvCell[][]): Promise<string>; close(): void };

/**
 * A CSV writer in a Worker of its own. Besides keeping the writing off the page's thread, the
 * Worker keeps the CSV library (CommonJS) out of the pages' code: imported by code that two pages
 * load, it made the build move its CommonJS helpers into a chunk of their own, which every page
 * then loaded.
 */
export function openCsvWriter(): CsvWriter {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv' });
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.onmessage = (e: MessageEvent<CsvAnswer>) => {
    waiting.get(e.data.id)?.resolve(e.data.text);
    waiting.delete(e.data.id);
  };
  worker.onerror = (e) => failAll(new Error(`The CSV could not be written: ${e.message || 'its worker failed'}.`));
  return {
    write: (rows) =>
      new Promise((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, rows } satisfies CsvRequest);
      }),
    close: () => {
      worker.terminate();
      failAll(new Error('The CSV writer was closed.'));
    },
  };
}
