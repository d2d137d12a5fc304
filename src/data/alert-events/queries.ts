import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AgentRef, alertEventListSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { alertEventKeys } from './keys';

export { alertEventKeys } from './keys';

/** B.9: the agent's firings across its definitions, newest first, by state. */
export const agentAlertEventsOptions = (
  a: AgentRef,
  states: readonly string[],
  page: { limit: number; offset: number },
) =>
  queryOptions({
    queryKey: alertEventKeys.agentEventPage(a, states, page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.agentAlertEvents(a), {
        query: { state: [...states], ...page },
        schema: alertEventListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** How many firings are firing now (the agent's navigation): one item asked for, the total read. */
export const firingCountOptions = (a: AgentRef) => agentAlertEventsOptions(a, ['firing'], { limit: 1, offset: 0 });
