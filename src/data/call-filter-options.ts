import { queryOptions } from '@tanstack/react-query';
import { apiPaths, callFilterOptionsSchema, ruleListSchema, type AgentRef } from '../contract';
import { apiRequest } from '../lib/api-client';
import { agentKeys } from '../lib/invalidation';

/** Keys of what the filter pickers read: what lib/invalidation refreshes as `callFilterOptions`. */
export const callFilterOptionKeys = {
  all: agentKeys.callFilterOptions,
  options: (a: AgentRef) => [...callFilterOptionKeys.all(a), 'options'] as const,
  ruleKinds: (a: AgentRef) => [...callFilterOptionKeys.all(a), 'rule-kinds'] as const,
};

/** Endpoint 6: the intents, outcomes, sentiments and labels/red flags calls can be filtered by. */
export const callFilterOptionsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: callFilterOptionKeys.options(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.callFilterOptions(a), { schema: callFilterOptionsSchema, signal }),
  });

export type RuleKind = 'red_flag' | 'label' | 'other';

/**
 * Which of `labels_and_redflags` are red flags. Endpoint 6 gives one list; only the rules list
 * (Part B, may be missing) says a rule's `output`, so this is a hint the pickers use when offered.
 */
export const ruleKindsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: callFilterOptionKeys.ruleKinds(a),
    queryFn: async ({ signal }) => {
      const rules = await apiRequest(apiPaths.rules(a), { schema: ruleListSchema, signal });
      const kinds: Record<number, RuleKind> = {};
      for (const rule of rules) {
        kinds[rule.id] = rule.output === 'red_flag' ? 'red_flag' : rule.output === 'label' ? 'label' : 'other';
      }
      return kinds;
    },
    // A missing rules list is not worth asking again: the pickers work without it.
    retry: false,
  });
