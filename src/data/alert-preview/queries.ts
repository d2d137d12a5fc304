import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AgentRef, type ConditionNode, alertEventListSchema, alertPreviewSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { type PreviewPeriod, alertPreviewKeys, periodRange } from './keys';

export { PREVIEW_PERIODS, type PreviewPeriod, type PreviewRange, alertPreviewKeys, periodRange } from './keys';

/**
 * B.6: what `tree` would have matched over the period, ending when the request is sent (the
 * answer carries the range it was asked for, for the links to those calls). A read, although a
 * POST. The signal cancels the request when the tree changes before it is answered; the last
 * answer stays (as placeholder) while the next is on its way.
 */
export const alertPreviewOptions = (a: AgentRef, tree: ConditionNode, period: PreviewPeriod) =>
  queryOptions({
    queryKey: alertPreviewKeys.preview(a, tree, period),
    queryFn: async ({ signal }) => {
      const range = periodRange(period, Date.now());
      const result = await apiRequest(apiPaths.alertPreview(a), {
        method: 'POST',
        body: { condition_tree: tree, ...range },
        schema: alertPreviewSchema,
        signal,
      });
      return { tree, range, result };
    },
    placeholderData: keepPreviousData,
    // A preview is a snapshot of "until now": kept briefly, so undo and redo reuse it.
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

/** B.6: one page of a definition's firings, newest first. */
export const alertEventsOptions = (a: AgentRef, alertId: number, page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: alertPreviewKeys.eventPage(a, alertId, page),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.alertEvents(a, alertId), { query: page, schema: alertEventListSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The newest firing of a definition (the alerts list's "Last fired"). */
export const lastFiringOptions = (a: AgentRef, alertId: number) =>
  alertEventsOptions(a, alertId, { limit: 1, offset: 0 });
