import { queryOptions } from '@tanstack/react-query';
import { ASSIGN_CALLS_MAX, type AgentRef } from '../../contract';
import { type CallListQuery, callKeys } from '../calls/keys';
import { fetchCallPage } from '../calls/queries';

const PAGE = 100;

/** The calls "Assign for review" takes: the first of the list as filtered, and how many the list holds. */
export type AssignableCalls = { ids: number[]; total: number };

/**
 * The ids of the calls list as filtered (`query`: the calls page's filters, range, search and
 * order), page by page, up to the most one assignment takes (B.11: 500). Under the calls lists'
 * key: what refreshes the list refreshes these.
 */
export const assignableCallsOptions = (a: AgentRef, query: CallListQuery) =>
  queryOptions({
    queryKey: [...callKeys.lists(a), 'assignable', query] as const,
    queryFn: async ({ signal }): Promise<AssignableCalls> => {
      const ids: number[] = [];
      let total: number | null = null;
      for (;;) {
        const page = await fetchCallPage(a, query, { limit: PAGE, offset: ids.length }, signal);
        ids.push(...page.items.map((c) => c.id));
        total = page.total ?? null;
        const more = total !== null ? ids.length < total : page.items.length === PAGE;
        if (!more || page.items.length === 0 || ids.length >= ASSIGN_CALLS_MAX) break;
      }
      const kept = [...new Set(ids)].slice(0, ASSIGN_CALLS_MAX);
      return { ids: kept, total: Math.max(total ?? kept.length, kept.length) };
    },
    staleTime: 0,
  });
