import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../lib/api-error';
import type { ExportFormat, ExportSource, ExportState, Noun } from '../lib/list-export/run-export';
import type { Status } from './export-status';

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const errorText = (e: unknown) =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : 'The export stopped for an unknown reason.';

/** `promise`, or a rejection as soon as `signal` aborts (what it waits for is left to finish). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}

/**
 * Running an export: start (in a format) and retry (from where it stopped) fetch the list page by page and
 * download the file; cancel stops it, and so does leaving the page. The export code loads on first use.
 */
export function useListExport<T>(
  noun: Noun,
  fileStem: string,
  load: (signal: AbortSignal) => Promise<ExportSource<T>>,
) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops an export on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (state: ExportState) => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'running', state: { ...state } });
    try {
      const [{ exportVerdict, runExport }, source] = await unlessAborted(
        Promise.all([import('../lib/list-export/run-export'), load(controller.signal)]),
        controller.signal,
      );
      const blob = await runExport({
        source,
        state,
        signal: controller.signal,
        onProgress: (s) => setStatus({ kind: 'running', state: { ...s } }),
      });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = `${fileStem}-${stamp}.${state.format}`;
      download(blob, fileName);
      setStatus({
        kind: 'done',
        state: { ...state },
        fileName,
        verdict: exportVerdict(state.check, noun),
        notes: source.notesOf?.(state) ?? [],
      });
    } catch (e) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', state, message: errorText(e) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const start = async (format: ExportFormat) => {
    const { newExportState } = await import('../lib/list-export/run-export');
    await run(newExportState(format));
  };

  const cancel = () => abort.current?.abort();
  return { status, start, retry: run, cancel };
}
