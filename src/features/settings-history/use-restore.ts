import { useState } from 'react';
import type { AgentRef, SettingsChange } from '../../contract';
import { useCreateAlertDefinition, useUpdateAlertDefinition } from '../../data/alerts/mutations';
import { useSetIntentDetection } from '../../data/detection/mutations';
import { useCreateIntent, useUpdateIntent } from '../../data/intents/mutations';
import { useCreateProfile, useUpdateProfile } from '../../data/profiles/mutations';
import { useFreshRecord } from '../../data/settings-changes/records';
import { isApiError } from '../../lib/api-error';
import type { RestoreSide } from './components/change-row';
import { resourceName } from '../../lib/settings-change-name';
import { type RestoreWrite, restorableText, restoreWrite } from './model/restore-body';

type Found = Record<string, unknown> | null;
export type RestoreState =
  | { phase: 'reading' }
  | { phase: 'ready'; current: Found; write: RestoreWrite }
  | { phase: 'impossible'; problem: string }
  | { phase: 'saving'; current: Found; write: RestoreWrite }
  | { phase: 'conflict'; now: Found; write: RestoreWrite }
  | { phase: 'done'; message: string }
  | { phase: 'failed'; message: string; current: Found; write: RestoreWrite };

const messageOf = (e: unknown) =>
  isApiError(e) ? (e.detail ?? e.message) : e instanceof Error ? e.message : String(e);

/** The writes a restore may make: each record's own route (and its entry in the invalidation map). */
function useWriters(a: AgentRef, id: number) {
  const createIntent = useCreateIntent(a);
  const updateIntent = useUpdateIntent(a);
  const setDetection = useSetIntentDetection(a);
  const createDefinition = useCreateAlertDefinition(a);
  const updateDefinition = useUpdateAlertDefinition(a);
  const createProfile = useCreateProfile(a);
  const updateProfile = useUpdateProfile(a, id);
  /** Writes; answers the new record's id when it was created. */
  return async (w: RestoreWrite, exists: boolean): Promise<number | null> => {
    switch (w.resource) {
      case 'call_intent':
        if (exists) return (await updateIntent.mutateAsync({ id, body: w.body }), null);
        return (await createIntent.mutateAsync(w.body)).id;
      case 'intent_detection':
        return (await setDetection.mutateAsync(w.body.enabled), null);
      case 'alert_definition':
        if (exists) return (await updateDefinition.mutateAsync({ id, body: w.body }), null);
        return (await createDefinition.mutateAsync(w.body)).id;
      case 'simulation_profile':
        if (exists) return (await updateProfile.mutateAsync(w.body), null);
        return (await createProfile.mutateAsync(w.body)).id;
    }
  };
}

/**
 * Restoring one change's record as it was before or after it: the record is read when the
 * dialog opens (what it shows as "now"), read again just before writing, and not written when
 * it changed in between (a conflict, as the editors check).
 */
export function useRestore(a: AgentRef, change: SettingsChange, side: RestoreSide) {
  const [state, setState] = useState<RestoreState>({ phase: 'reading' });
  const fresh = useFreshRecord(a);
  const id = change.resource_id ?? 0;
  const write = useWriters(a, id);
  const kind = resourceName(change.resource).toLowerCase();

  const read = async () => {
    setState({ phase: 'reading' });
    const target = restoreWrite(change.resource, change[side]);
    if ('problem' in target) return setState({ phase: 'impossible', problem: target.problem });
    try {
      setState({ phase: 'ready', current: await fresh(change.resource, change.resource_id ?? null), write: target });
    } catch (e) {
      setState({ phase: 'impossible', problem: `Could not read the ${kind} as it is now: ${messageOf(e)}` });
    }
  };

  const confirm = async () => {
    if (state.phase !== 'ready' && state.phase !== 'failed') return;
    const { current, write: w } = state;
    setState({ phase: 'saving', current, write: w });
    try {
      const now = await fresh(change.resource, change.resource_id ?? null);
      if (restorableText(change.resource, now) !== restorableText(change.resource, current)) {
        return setState({ phase: 'conflict', now, write: w });
      }
      const newId = await write(w, now !== null);
      setState({
        phase: 'done',
        message:
          newId === null
            ? `Restored: the ${kind} is as it was ${side} the change.`
            : `The ${kind} was deleted, so it was restored as a new ${kind} with id ${newId}.`,
      });
    } catch (e) {
      setState({ phase: 'failed', message: messageOf(e), current, write: w });
    }
  };
  return { state, read, confirm };
}
