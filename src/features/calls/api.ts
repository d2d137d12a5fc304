import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  callDetailHeadSchema,
  callListSchema,
  transcriptTurnSchema,
  type AgentRef,
  type CallDetail,
  type CallFilters,
  type TranscriptTurn,
} from '../../contract';
import { apiRequest, checkShape } from '../../lib/api-client';
import { agentKeys } from '../../lib/invalidation';
import type { CallOrder } from './list-view';
import type { Paging } from './paging';

/** What the calls list is asked for besides paging: the filters, and the time range and order (B.1). */
export type CallListQuery = CallFilters & {
  started_after?: string;
  started_before?: string;
  order?: CallOrder;
  /** B.4: 'true' or 'false'. */
  reviewed?: string;
  /** B.5: text the transcripts contain. */
  q?: string;
};

/**
 * General to specific. `all` is the prefix the filter options share (./call-filter-options),
 * so invalidating an agent's calls refreshes both.
 */
export const callKeys = {
  all: agentKeys.calls,
  lists: agentKeys.callLists,
  list: (a: AgentRef, query: CallListQuery, paging: Paging) => [...callKeys.lists(a), { ...query, ...paging }] as const,
  detail: (a: AgentRef, callId: number) => [...callKeys.all(a), 'detail', callId] as const,
};

/** One page of the agent's calls matching the query, with the total (the list and the export). */
export const fetchCallPage = (a: AgentRef, query: CallListQuery, paging: Paging, signal?: AbortSignal) =>
  apiRequest(apiPaths.calls(a), { schema: callListSchema, signal, query: { ...query, ...paging } });

/** Part B: one page of the agent's calls matching the query, with the total. */
export const callListOptions = (a: AgentRef, query: CallListQuery, paging: Paging) =>
  queryOptions({
    queryKey: callKeys.list(a, query, paging),
    queryFn: ({ signal }) => fetchCallPage(a, query, paging, signal),
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
