import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryMayHelp } from './api-error';

/**
 * A read is tried again once; up to three times when the service said when (Retry-After) or
 * that it is asked too often (429). A pause longer than this is left to the person: the error
 * says when to try again.
 */
const MAX_RETRIES = 1;
const MAX_RETRIES_WHEN_TOLD = 3;
const MAX_AUTOMATIC_WAIT_MS = 30_000;

/**
 * Retry only what may pass on a second try (retryMayHelp, the rule "Try again" follows too); a
 * time-out already waited long, and a long pause is left to the person.
 */
export function shouldRetryRead(failures: number, error: unknown): boolean {
  if (!retryMayHelp(error)) return false;
  if (!isApiError(error)) return failures < MAX_RETRIES;
  if (error.kind === 'timeout') return false;
  const told = error.retryAfterMs !== null || error.status === 429;
  if (failures >= (told ? MAX_RETRIES_WHEN_TOLD : MAX_RETRIES)) return false;
  return (error.retryAfterMs ?? 0) <= MAX_AUTOMATIC_WAIT_MS;
}

/** The pause the service asked for, else one that doubles each time (1 s, 2 s, ...), with jitter so tabs do not retry in step. */
export function readRetryDelay(failures: number, error: unknown, random: () => number = Math.random): number {
  if (isApiError(error) && error.retryAfterMs !== null) return error.retryAfterMs;
  const base = Math.min(1000 * 2 ** failures, MAX_AUTOMATIC_WAIT_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * The app's QueryClient. `onNotAuthenticated` is called for a "Not authenticated" answer from
 * any query or mutation: the app shell sends the user to /connect.
 */
export function createQueryClient(onNotAuthenticated: () => void = () => {}): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.isNotAuthenticated) onNotAuthenticated();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}
