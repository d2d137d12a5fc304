import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, errorTexts, isErrorText, voiceClipSetSchema } from '../../contract';
import { agentKeys } from '../../lib/invalidation';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { clipSetListKey, clipSetListOptions } from '../../lib/clip-set-list';
import { recordingOptions } from '../../lib/recording';

/** Keys from general to specific: an agent's clip sets, the list, one set. Recordings: lib/recording. */
export const clipSetKeys = {
  all: agentKeys.clipSets,
  list: clipSetListKey,
  detail: (a: AgentRef, id: number) => [...clipSetKeys.all(a), 'detail', id] as const,
};

/** Statuses that mean the set is still being made: the page refreshes itself while they last. */
const IN_PROGRESS = new Set(['pending', 'processing', 'queued', 'running', 'in_progress', 'splitting']);
export const isInProgress = (status: string | null | undefined): boolean =>
  !!status && IN_PROGRESS.has(status.toLowerCase());

export const POLL_MS = 2000;

/** Part B list (sets without clips); shared with the call page. */
export { clipSetListOptions };

/** Endpoint 5; polls while the set is in progress and stops once its status is final. */
export const clipSetOptions = (a: AgentRef, id: number) =>
  queryOptions({
    queryKey: clipSetKeys.detail(a, id),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSet(a, id), { schema: voiceClipSetSchema, signal }),
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? POLL_MS : false),
  });

export const isClipSetNotFound = (e: unknown): boolean =>
  e instanceof ApiError && isErrorText(errorTexts.clipSetNotFound, e.detail);

export { recordingOptions };
