import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AgentRef,
  type SettingsChangeList,
  type SettingsChangeQuery,
  SETTINGS_CHANGES_PAGE_MAX,
  apiPaths,
  settingsChangeListSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { settingsChangeKeys } from './keys';

const toQuery = (q: SettingsChangeQuery) => ({
  resource: q.resource,
  resource_id: q.resource_id,
  actor: q.actor,
  started_after: q.started_after,
  started_before: q.started_before,
});

/**
 * One page of the agent's settings changes (B.8), newest first. A server without the route
 * fails with "Not Found" (ApiError.isRouteMissing). The page shown stays while the next loads.
 */
export const settingsChangesOptions = (
  a: AgentRef,
  query: SettingsChangeQuery,
  paging: { limit: number; offset: number },
) =>
  queryOptions({
    queryKey: settingsChangeKeys.page(a, query, paging),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.settingsChanges(a), {
        schema: settingsChangeListSchema,
        signal,
        query: { ...toQuery(query), limit: paging.limit, offset: paging.offset },
      }),
    placeholderData: keepPreviousData,
  });

/** A record's latest change, or null when none is recorded. */
export const latestChangeOptions = (a: AgentRef, resource: string, resourceId: number | null) =>
  queryOptions({
    queryKey: settingsChangeKeys.latest(a, resource, resourceId),
    queryFn: async ({ signal }) => {
      const query = { resource: [resource], resource_id: resourceId ?? undefined };
      const list = await apiRequest(apiPaths.settingsChanges(a), {
        schema: settingsChangeListSchema,
        signal,
        query: { ...toQuery(query), limit: 1, offset: 0 },
      });
      return list.items[0] ?? null;
    },
  });

/**
 * Every change with `at` in [from, to), newest first: one request of the largest page, more only
 * when the service has more. A server without the route fails with "Not Found" (isRouteMissing).
 */
export const changesInRangeOptions = (a: AgentRef, from: string, to: string) =>
  queryOptions({
    queryKey: settingsChangeKeys.range(a, from, to),
    queryFn: async ({ signal }) => {
      const items: SettingsChangeList['items'] = [];
      for (;;) {
        const page = await apiRequest(apiPaths.settingsChanges(a), {
          schema: settingsChangeListSchema,
          signal,
          query: { started_after: from, started_before: to, limit: SETTINGS_CHANGES_PAGE_MAX, offset: items.length },
        });
        items.push(...page.items);
        if (page.items.length === 0 || items.length >= page.total) return items;
      }
    },
  });
