import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, alertDefinitionListSchema, apiPaths, availableConditionsSchema } from '../contract';
import { apiRequest } from './api-client';
import { agentKeys } from './invalidation';

/**
 * The alert definitions and the conditions they may use. Here rather than in the alerts feature
 * because deleting a rule or an extraction field must say which definitions use it, and refresh
 * them: those pages read and invalidate these keys too.
 * Keys from general to specific: everything of this area, one agent's, then each read.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  agent: agentKeys.alerts,
  conditions: agentKeys.alertCatalogue,
  list: agentKeys.alertDefinitions,
};

/** Endpoint 7: what conditions can use. "Agent N does not have settings" is an answer, not a glitch. */
export const availableConditionsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.conditions(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.availableConditions(a), { schema: availableConditionsSchema, signal }),
  });

/** Part B: the agent's alert definitions. A server without them answers "Not Found". */
export const alertDefinitionListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.alertDefinitions(a), { schema: alertDefinitionListSchema, signal }),
  });
