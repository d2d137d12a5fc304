import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, errorTexts, isErrorText, voiceClipSetListSchema, voiceClipSetSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { clipSetKeys } from './keys';

/** Part B: the agent's clip sets (without clips): the clip sets page, and the sets cut from a call on the call page. */
export const clipSetListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: clipSetKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSets(a), { schema: voiceClipSetListSchema, signal }),
  });

/** Statuses that mean the set is still being made: the page refreshes itself while they last. */
const IN_PROGRESS = new Set(['pending', 'processing', 'queued', 'running', 'in_progress', 'splitting']);
export const isInProgress = (status: string | null | undefined): boolean =>
  !!status && IN_PROGRESS.has(status.toLowerCase());

export const POLL_MS = 2000;

/** Endpoint 5; polls while the set is in progress and stops once its status is final. */
export const clipSetOptions = (a: AgentRef, id: number) =>
  queryOptions({
    queryKey: clipSetKeys.detail(a, id),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSet(a, id), { schema: voiceClipSetSchema, signal }),
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? POLL_MS : false),
  });

export const isClipSetNotFound = (e: unknown): boolean =>
  e instanceof ApiError && isErrorText(errorTexts.clipSetNotFound, e.detail);
