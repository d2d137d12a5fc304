import { queryOptions } from '@tanstack/react-query';
import {
  type AgentRef,
  apiPaths,
  errorTexts,
  isErrorText,
  voiceClipSetListSchema,
  voiceClipSetSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { POLL_MAX_MS, backoffDelay } from '../../lib/poll-backoff';
import { clipSetKeys } from './keys';

/** Statuses that mean the set is still being made: the page refreshes itself while they last. */
const IN_PROGRESS = new Set(['pending', 'processing', 'queued', 'running', 'in_progress', 'splitting']);
export const isInProgress = (status: string | null | undefined): boolean =>
  !!status && IN_PROGRESS.has(status.toLowerCase());

/** The first check of a set in progress comes after 1 s (cutting a few clips takes moments)... */
export const PROGRESS_FIRST_MS = 1000;
/** ...then 2 s, 4 s, and every 5 s while it lasts. */
export const PROGRESS_MAX_MS = 5000;

/**
 * The pause before the next check of a set (or list) in progress, from what React Query keeps of
 * the read: a pause that doubles with each answer that still said "in progress", from 1 s up to
 * 5 s; after a failed check, one that doubles with each failure, from 5 s up to 5 min (a service
 * that is down is not asked every few seconds).
 */
export function progressPollDelay(state: {
  status: string;
  dataUpdateCount: number;
  errorUpdateCount: number;
}): number {
  if (state.status === 'error') return backoffDelay(state.errorUpdateCount, PROGRESS_MAX_MS, POLL_MAX_MS);
  return backoffDelay(state.dataUpdateCount - 1, PROGRESS_FIRST_MS, PROGRESS_MAX_MS);
}

/**
 * Part B: the agent's clip sets (without clips): the clip sets page, and the sets cut from a call
 * on the call page. Checked again while any set is in progress, so both follow it; the checks
 * stop when none is, or when no page shows the list (React Query runs an interval only for a
 * query in use, and not while the tab is hidden).
 */
export const clipSetListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: clipSetKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSets(a), { schema: voiceClipSetListSchema, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((s) => isInProgress(s.status)) ? progressPollDelay(query.state) : false,
  });

/**
 * The same list as a call's page reads it (the sets cut from that call): checked again only while
 * one of those is in progress. A set of another call being made changes nothing that page shows.
 */
export const callClipSetListOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    ...clipSetListOptions(a),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.source_call_id === callId && isInProgress(s.status))
        ? progressPollDelay(query.state)
        : false,
  });

/** Endpoint 5; checked again while the set is in progress (see progressPollDelay), not once its status is final. */
export const clipSetOptions = (a: AgentRef, id: number) =>
  queryOptions({
    queryKey: clipSetKeys.detail(a, id),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSet(a, id), { schema: voiceClipSetSchema, signal }),
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? progressPollDelay(query.state) : false),
  });

export const isClipSetNotFound = (e: unknown): boolean =>
  e instanceof ApiError && isErrorText(errorTexts.clipSetNotFound, e.detail);
