import { useState } from 'react';
import type { AgentRef } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { useNewCalls } from '../../../data/calls/new-calls';
import { isLive, rangeEnded, type TimeRange } from '../model/list-view';

/**
 * The calls list's Live (off unless the address says live=true): the list's total now against the
 * one shown (`answered`: the answer to this very query, undefined while it loads), and why Live
 * cannot follow this list when it cannot.
 */
export function useCallsLive(
  agent: AgentRef,
  query: CallListQuery,
  params: URLSearchParams,
  range: TimeRange,
  answered: { total?: number | null } | undefined,
) {
  const live = isLive(params);
  const [openedAt] = useState(() => Date.now());
  const unavailable = rangeEnded(range, openedAt)
    ? 'This range has ended, so no new calls fall in it.'
    : answered && (answered.total ?? null) === null
      ? 'This server does not send a total of the calls, so new ones cannot be counted.'
      : null;
  const found = useNewCalls(agent, query, answered?.total ?? null, live && unavailable === null);
  return { live, unavailable, found };
}
