import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AgentRef, alertEventListSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { liveCountOptions } from '../live-count';
import { alertEventKeys } from './keys';

export { alertEventKeys } from './keys';

type Page = { limit: number; offset: number };

const fetchAgentEvents = (a: AgentRef, states: readonly string[], page: Page, signal: AbortSignal) =>
  apiRequest(apiPaths.agentAlertEvents(a), {
    query: { state: [...states], ...page },
    schema: alertEventListSchema,
    signal,
  });

/** B.9: the agent's firings across its definitions, newest first, by state. */
export const agentAlertEventsOptions = (a: AgentRef, states: readonly string[], page: Page) =>
  queryOptions({
    queryKey: alertEventKeys.agentEventPage(a, states, page),
    queryFn: ({ signal }) => fetchAgentEvents(a, states, page, signal),
    placeholderData: keepPreviousData,
  });

/** How many firings are firing now (the agent's navigation): one item asked for, the total read. */
export const firingCountOptions = (a: AgentRef) => agentAlertEventsOptions(a, ['firing'], { limit: 1, offset: 0 });

/** "Live" on the firing alerts page: the firings in these states now, one asked for, the total read (data/live-count.ts). */
export const liveFiringCountOptions = (a: AgentRef, states: readonly string[]) =>
  liveCountOptions(
    alertEventKeys.liveCount(a, states),
    async (signal) => (await fetchAgentEvents(a, states, { limit: 1, offset: 0 }, signal)).total ?? null,
  );
