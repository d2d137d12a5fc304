import type { Emulator } from './app';
import { DROP_HEADER } from './faults';

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` that answers from the emulator in the same process (component tests).
 * Relative URLs resolve against http://localhost. A `drop` fault rejects like a network
 * failure (`TypeError('Failed to fetch')`); an aborted signal rejects with its reason.
 * The signal is handled here, not handed to `Request` (jsdom's AbortSignal is foreign to Node's fetch).
 */
export function emulatorFetch(emulator: Emulator): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
    const { signal: _signal, ...rest } = init ?? {};
    const url = input instanceof Request ? input.url : String(input);
    const request =
      input instanceof Request
        ? new Request(new URL(url, 'http://localhost'), {
            method: input.method,
            headers: input.headers,
            body: input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer(),
            ...rest,
          })
        : new Request(new URL(url, 'http://localhost'), rest);
    if (signal?.aborted) throw abortError(signal);
    const answer = Promise.resolve(emulator.app.fetch(request));
    const response = signal
      ? await new Promise<Response>((resolve, reject) => {
          const onAbort = () => reject(abortError(signal));
          signal.addEventListener('abort', onAbort, { once: true });
          answer.then(
            (r) => {
              signal.removeEventListener('abort', onAbort);
              resolve(r);
            },
            (e: unknown) => {
              signal.removeEventListener('abort', onAbort);
              reject(e instanceof Error ? e : new Error(String(e)));
            },
          );
        })
      : await answer;
    if (response.headers.get(DROP_HEADER)) throw new TypeError('Failed to fetch');
    return response;
  };
}
