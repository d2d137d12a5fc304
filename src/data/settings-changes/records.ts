import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type SettingsChange,
  SETTINGS_CHANGES_PAGE_MAX,
  apiPaths,
  settingsChangeListSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { alertDefinitionListOptions } from '../alerts/queries';
import { intentDetectionOptions } from '../detection/queries';
import { intentListOptions } from '../intents/queries';
import { profileListOptions } from '../profiles/queries';

type Found = Record<string, unknown> | null;
type Listed = Record<string, unknown> & { id: number };

/**
 * Restorable records as the service holds them now, read again (not from the cache), so a
 * restore sees a change made elsewhere since the page read it. Part B has no read of one intent,
 * profile or definition: each comes from its list.
 */
export function useFreshRecords(a: AgentRef) {
  const qc = useQueryClient();
  /** Every record of a kind that has a list; intent detection is one record, read on its own. */
  const list = async (resource: string): Promise<Listed[]> => {
    switch (resource) {
      case 'call_intent':
        return await qc.fetchQuery({ ...intentListOptions(a), staleTime: 0 });
      case 'alert_definition':
        return await qc.fetchQuery({ ...alertDefinitionListOptions(a), staleTime: 0 });
      case 'simulation_profile':
        return await qc.fetchQuery({ ...profileListOptions(a), staleTime: 0 });
      default:
        throw new Error(`The dashboard cannot read a ${resource} record`);
    }
  };
  /** One record; null: there is no such record (deleted). */
  const one = async (resource: string, id: number | null): Promise<Found> => {
    if (resource === 'intent_detection')
      return { ...(await qc.fetchQuery({ ...intentDetectionOptions(a), staleTime: 0 })) };
    return (await list(resource)).find((x) => x.id === id) ?? null;
  };
  return { list, one };
}

/** A restorable record as the service holds it now (see useFreshRecords). */
export function useFreshRecord(a: AgentRef) {
  return useFreshRecords(a).one;
}

/**
 * B.8: a record's changes, read again. `latest` is the newest change recorded of it (the mark a
 * read leaves); `since` every change newer than that mark, newest first (all of them without one).
 */
export function useRecordChanges(a: AgentRef) {
  const read = (resource: string, id: number | null, limit: number, after?: string) =>
    apiRequest(apiPaths.settingsChanges(a), {
      schema: settingsChangeListSchema,
      query: { resource: [resource], resource_id: id ?? undefined, limit, offset: 0, started_after: after },
    });
  return {
    latest: async (resource: string, id: number | null): Promise<SettingsChange | null> =>
      (await read(resource, id, 1)).items[0] ?? null,
    since: async (resource: string, id: number | null, mark: SettingsChange | null): Promise<SettingsChange[]> => {
      // From the mark's own time (the service's clock), so the page's clock plays no part.
      const { items } = await read(resource, id, SETTINGS_CHANGES_PAGE_MAX, mark?.at ?? undefined);
      if (!mark) return items;
      const at = items.findIndex((c) => c.id === mark.id);
      // A server that does not filter by time answers older changes too: those are left out.
      return at >= 0 ? items.slice(0, at) : items.filter((c) => (c.at ?? '') > (mark.at ?? ''));
    },
  };
}
