import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  callDetailHeadSchema,
  callListSchema,
  transcriptTurnSchema,
  type AgentRef,
  type CallDetail,
  type TranscriptTurn,
} from '../../contract';
import { apiRequest, checkShape } from '../../lib/api-client';
import { type CallListQuery, callKeys, isAgentCallsKey, type Paging } from './keys';

/** One page of the agent's calls matching the query, with the total (the list and the export). */
export const fetchCallPage = (a: AgentRef, query: CallListQuery, paging: Paging, signal?: AbortSignal) =>
  apiRequest(apiPaths.calls(a), { schema: callListSchema, signal, query: { ...query, ...paging } });

/** Part B: one page of the agent's calls matching the query, with the total. */
export const callListOptions = (a: AgentRef, query: CallListQuery, paging: Paging) =>
  queryOptions({
    queryKey: callKeys.list(a, query, paging),
    queryFn: ({ signal }) => fetchCallPage(a, query, paging, signal),
  });

/**
 * As callListOptions, for a list on screen: the rows of the page shown stay while the next page
 * or filter loads (marked as placeholder data), but never another agent's rows.
 */
export const shownCallListOptions = (a: AgentRef, query: CallListQuery, paging: Paging) =>
  queryOptions({
    ...callListOptions(a, query, paging),
    placeholderData: (previous, previousQuery) =>
      previousQuery && isAgentCallsKey(previousQuery.queryKey, a) ? previous : undefined,
  });

/** Part B: one call, with its transcript and extracted values where the service has them. */
export const callOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: callKeys.detail(a, callId),
    queryFn: ({ signal }) => fetchCall(a, callId, signal),
  });

/** Turns checked per task: a transcript of thousands never holds the page for long. */
export const TURNS_PER_SLICE = 500;

/**
 * Endpoint `GET calls/{id}`, its transcript checked a slice of turns at a time with a pause
 * for the browser between slices (all of it as `callDetailSchema` would, with the same message
 * for a turn that does not read).
 */
export async function fetchCall(a: AgentRef, callId: number, signal?: AbortSignal): Promise<CallDetail> {
  const head = await apiRequest(apiPaths.call(a, callId), { schema: callDetailHeadSchema, signal });
  const raw = head.transcript;
  if (!raw) return { ...head, transcript: raw };
  const turns: TranscriptTurn[] = [];
  for (let from = 0; from < raw.length; from += TURNS_PER_SLICE) {
    if (from > 0) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      signal?.throwIfAborted();
    }
    raw.slice(from, from + TURNS_PER_SLICE).forEach((turn, i) => {
      turns.push(checkShape(transcriptTurnSchema, turn, 200, ['transcript', from + i]));
    });
  }
  return { ...head, transcript: turns };
}
