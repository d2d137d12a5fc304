import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, type Assignment, apiPaths, assignmentListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';

export { type AssignmentQuery, assignmentKeys } from './keys';
import { type AssignmentQuery, assignmentKeys } from './keys';

/** Asked for per request; the service's largest page is not published, so a modest one. */
const PAGE = 100;
/** No gathered list grows past this: the page says where it stopped. */
export const ASSIGNMENTS_GATHERED_MAX = 2000;

/** Every assignment matching `query`, oldest first (as the service lists them), and whether more were left out. */
export type GatheredAssignments = { items: Assignment[]; total: number; truncated: boolean };

export async function gatherAssignments(
  a: AgentRef,
  query: AssignmentQuery,
  signal?: AbortSignal,
): Promise<GatheredAssignments> {
  const items: Assignment[] = [];
  let total: number | null = null;
  for (;;) {
    const page = await apiRequest(apiPaths.reviewAssignments(a), {
      query: { ...query, limit: PAGE, offset: items.length },
      schema: assignmentListSchema,
      signal,
    });
    items.push(...page.items);
    total = page.total ?? null;
    const more = total !== null ? items.length < total : page.items.length === PAGE;
    if (!more || page.items.length === 0 || items.length >= ASSIGNMENTS_GATHERED_MAX) break;
  }
  const kept = items.slice(0, ASSIGNMENTS_GATHERED_MAX);
  return {
    items: kept,
    total: Math.max(total ?? kept.length, kept.length),
    truncated: kept.length < items.length || (total ?? 0) > kept.length,
  };
}

/**
 * B.11: the agent's assignments matching `query`, gathered page by page. Read again when the
 * window comes back into focus: another tab (or another member) may have completed or taken back
 * an assignment meanwhile. A server without assignments answers 404 once, not retried.
 */
export const assignmentsOptions = (a: AgentRef, query: AssignmentQuery) =>
  queryOptions({
    queryKey: assignmentKeys.list(a, query),
    queryFn: ({ signal }) => gatherAssignments(a, query, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** The signed-in member's open assignments: the review queue, the call page's list from it, and the navigation's count. */
export const openQueueOptions = (a: AgentRef, reviewerId: number) =>
  assignmentsOptions(a, { reviewer_id: reviewerId, state: 'open' });
