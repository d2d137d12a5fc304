import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, alertDefinitionListSchema, apiPaths, availableConditionsSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { alertKeys } from './keys';

/** Endpoint 7: what conditions can use. "Agent N does not have settings" is an answer, not a glitch. */
export const availableConditionsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.conditions(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.availableConditions(a), { schema: availableConditionsSchema, signal }),
  });

/**
 * Part B: the agent's alert definitions. A server without them answers "Not Found". Read by the
 * alerts pages, and by the rules and data extraction pages, which say which definitions use a
 * rule or a field before it is deleted.
 */
export const alertDefinitionListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.alertDefinitions(a), { schema: alertDefinitionListSchema, signal }),
  });
