import { type AgentRef, type Rule, apiPaths } from '../../contract';
import { useDeleteListed } from '../record-list';
import { ruleKeys } from './keys';

/** Endpoint 10; refreshes every page that shows rules (src/data/invalidation.ts), whatever the outcome. */
export const useDeleteRule = (a: AgentRef) =>
  useDeleteListed<Rule>(a, 'deleteRule', { listKey: ruleKeys.list(a), path: (id) => apiPaths.rule(a, id) });
