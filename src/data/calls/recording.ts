import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type AgentRef } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { callKeys } from './keys';

/** A long recording over a slow link takes longer than a JSON answer. */
const RECORDING_TIMEOUT_MS = 120_000;

/**
 * Part B: a call's audio. A media element cannot send the bearer header, so the bytes are
 * fetched with it and played from a blob URL (made by the player, which also revokes it).
 */
export const recordingOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: callKeys.recording(a, callId),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.callRecording(a, callId), { as: 'blob', signal, timeoutMs: RECORDING_TIMEOUT_MS }),
    // Recordings do not change; a big one should not be fetched twice, nor kept long after.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/** The key a recording's waveform peaks are kept under for the session. */
export const peaksKey = (a: AgentRef, callId: number) => `${a.workspaceId}/${a.agentId}/${callId}`;
