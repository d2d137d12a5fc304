import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, type Rule, apiPaths, ruleListSchema } from '../../contract';
import { recordListOptions } from '../record-list';
import { ruleKeys } from './keys';

/** Part B: the agent's rules. */
export const ruleListOptions = (a: AgentRef) => recordListOptions(ruleKeys.list(a), apiPaths.rules(a), ruleListSchema);

export type RuleKind = 'red_flag' | 'label' | 'other';

/** Each rule's kind by its id. */
export function ruleKindsOf(rules: readonly Rule[]): Record<number, RuleKind> {
  const kinds: Record<number, RuleKind> = {};
  for (const rule of rules) {
    kinds[rule.id] = rule.output === 'red_flag' ? 'red_flag' : rule.output === 'label' ? 'label' : 'other';
  }
  return kinds;
}

/**
 * Which of endpoint 6's `labels_and_redflags` are red flags. Endpoint 6 gives one list; only the
 * rules list (Part B, may be missing) says a rule's `output`, so this is a hint the calls pages
 * use when offered. A selection from the one rules list entry: the rules page and the calls
 * pages read the list once between them.
 */
export const ruleKindsOptions = (a: AgentRef) => queryOptions({ ...ruleListOptions(a), select: ruleKindsOf });
