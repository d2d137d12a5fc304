import type { AgentRef } from '../../contract';
import { useCreateAlertDefinition, useUpdateAlertDefinition } from '../alerts/mutations';
import { useCreateIntent, useUpdateIntent } from '../intents/mutations';
import { useCreateProfile, useUpdateProfile } from '../profiles/mutations';
import type { RecordBodies, RecordKind } from './bodies';

/** One write of a whole record: an update of record `id`, or a new record where `id` is null. */
export type RecordWrite = { [K in RecordKind]: { kind: K; id: number | null; body: RecordBodies[K] } }[RecordKind];

/**
 * The one writer of the agent's settings records, through each kind's own mutations (so their
 * lists are refreshed as the invalidation map says): what a restore and a copy write with.
 * Answers the record as the service saved it.
 */
export function useRecordWriter(a: AgentRef) {
  const createIntent = useCreateIntent(a);
  const updateIntent = useUpdateIntent(a);
  const createProfile = useCreateProfile(a);
  const updateProfile = useUpdateProfile(a);
  const createDefinition = useCreateAlertDefinition(a);
  const updateDefinition = useUpdateAlertDefinition(a);
  return async (w: RecordWrite): Promise<{ id: number } & Record<string, unknown>> => {
    switch (w.kind) {
      case 'intent':
        return w.id === null ? createIntent.mutateAsync(w.body) : updateIntent.mutateAsync({ id: w.id, body: w.body });
      case 'profile':
        return w.id === null
          ? createProfile.mutateAsync(w.body)
          : updateProfile.mutateAsync({ id: w.id, body: w.body });
      case 'definition':
        return w.id === null
          ? createDefinition.mutateAsync(w.body)
          : updateDefinition.mutateAsync({ id: w.id, body: w.body });
    }
  };
}
