/// <reference lib="webworker" />
import type { CsvCell } from './cells';
import { csvRows } from './csv';

export type CsvRequest = { id: number; rows: CsvCell[][] };
export type CsvAnswer = { id: number; text: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<CsvRequest>) => {
  scope.postMessage({ id: e.data.id, text: csvRows(e.data.rows) } satisfies CsvAnswer);
};
