import { useQueryClient } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { alertDefinitionListOptions } from '../alerts/queries';
import { intentDetectionOptions } from '../detection/queries';
import { intentListOptions } from '../intents/queries';
import { profileListOptions } from '../profiles/queries';

type Found = Record<string, unknown> | null;

/**
 * A restorable record as the service holds it now, read again (not from the cache), so a restore
 * sees a change made elsewhere since the page read it. null: there is no such record (deleted).
 * Part B has no read of one intent, profile or definition: each comes from its list.
 */
export function useFreshRecord(a: AgentRef) {
  const qc = useQueryClient();
  return async (resource: string, id: number | null): Promise<Found> => {
    const byId = (list: readonly { id: number }[]): Found =>
      (list.find((x) => x.id === id) as Record<string, unknown> | undefined) ?? null;
    switch (resource) {
      case 'call_intent':
        return byId(await qc.fetchQuery({ ...intentListOptions(a), staleTime: 0 }));
      case 'intent_detection':
        return { ...(await qc.fetchQuery({ ...intentDetectionOptions(a), staleTime: 0 })) };
      case 'alert_definition':
        return byId(await qc.fetchQuery({ ...alertDefinitionListOptions(a), staleTime: 0 }));
      case 'simulation_profile':
        return byId(await qc.fetchQuery({ ...profileListOptions(a), staleTime: 0 }));
      default:
        throw new Error(`The dashboard cannot read a ${resource} record`);
    }
  };
}
