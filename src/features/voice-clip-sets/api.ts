import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, errorTexts, isErrorText, voiceClipSetListSchema, voiceClipSetSchema } from '../../contract';
import { agentKeys } from '../../lib/invalidation';
import { apiRequest, buildUrl, errorFromResponse } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { getSession } from '../../lib/session';

/** Keys from general to specific: an agent's clip sets, the list, one set, a call's recording. */
export const clipSetKeys = {
  all: agentKeys.clipSets,
  list: (a: AgentRef) => [...clipSetKeys.all(a), 'list'] as const,
  detail: (a: AgentRef, id: number) => [...clipSetKeys.all(a), 'detail', id] as const,
  recording: (a: AgentRef, callId: number) => [...clipSetKeys.all(a), 'recording', callId] as const,
};

/** Statuses that mean the set is still being made: the page refreshes itself while they last. */
const IN_PROGRESS = new Set(['pending', 'processing', 'queued', 'running', 'in_progress', 'splitting']);
export const isInProgress = (status: string | null | undefined): boolean =>
  !!status && IN_PROGRESS.has(status.toLowerCase());

export const POLL_MS = 2000;

/** Part B list (sets without clips). */
export const clipSetListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: clipSetKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSets(a), { schema: voiceClipSetListSchema, signal }),
  });

/** Endpoint 5; polls while the set is in progress and stops once its status is final. */
export const clipSetOptions = (a: AgentRef, id: number) =>
  queryOptions({
    queryKey: clipSetKeys.detail(a, id),
    queryFn: ({ signal }) => apiRequest(apiPaths.clipSet(a, id), { schema: voiceClipSetSchema, signal }),
    refetchInterval: (query) => (isInProgress(query.state.data?.status) ? POLL_MS : false),
  });

export const isClipSetNotFound = (e: unknown): boolean =>
  e instanceof ApiError && isErrorText(errorTexts.clipSetNotFound, e.detail);

/**
 * Part B recording. A media element cannot send the bearer header, so the bytes are fetched
 * here with it and played from a blob URL (made by the player, which also revokes it).
 */
async function fetchRecording(a: AgentRef, callId: number, signal: AbortSignal): Promise<Blob> {
  const { baseUrl, token } = getSession();
  let res: Response;
  try {
    res = await fetch(buildUrl(baseUrl, apiPaths.callRecording(a, callId)), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError({ kind: 'network', message: 'Could not reach the service to load the recording.', cause });
  }
  if (!res.ok) throw errorFromResponse(res, await res.text());
  return res.blob();
}

export const recordingOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: clipSetKeys.recording(a, callId),
    queryFn: ({ signal }) => fetchRecording(a, callId, signal),
    // Recordings do not change; a big one should not be fetched twice, nor kept long after.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
