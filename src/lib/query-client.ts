import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

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
        // Retry only what may pass on a second try; a refusal in words will not.
        retry: (count, error) => count < 1 && isApiError(error) && error.isTransient && error.kind !== 'timeout',
      },
      mutations: { retry: false },
    },
  });
}
