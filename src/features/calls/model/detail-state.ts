import type { UseQueryResult } from '@tanstack/react-query';
import type { CallDetail } from '../../../contract';
import { isApiError } from '../../../lib/api-error';

/** What the call's details are: still loading, not offered by this server, failed, or here. */
export type DetailState = 'pending' | 'missing' | 'failed' | 'ready';

/** The details query read as a DetailState (a server without the route: 'missing'). */
export function detailState(detail: UseQueryResult<CallDetail>): DetailState {
  if (detail.isPending) return 'pending';
  if (detail.isError && isApiError(detail.error) && detail.error.isRouteMissing) return 'missing';
  return detail.isError && !detail.data ? 'failed' : 'ready';
}
