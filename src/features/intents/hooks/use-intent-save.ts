import type { Dispatch } from 'react';
import type { AgentRef, CallIntent, CallIntentBody } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { changedElsewhere, type ConflictChoice, pickOf } from '../../../lib/conflict';
import { notifySuccess } from '../../../lib/notify';
import { isIntentNotFound, useCreateIntent, useFreshIntents, useUpdateIntent } from '../../../data/intents/mutations';
import {
  bodyOf,
  type EditorTarget,
  intentConflict,
  type IntentEditorAction,
  sameIntent,
} from '../model/intent-editor-state';

type EditTarget = Extract<EditorTarget, { mode: 'edit' }>;

export type IntentSaveOptions = {
  agent: AgentRef;
  editing: EditTarget | null;
  /** The version the form stands on: what a change made elsewhere is measured against. */
  record: CallIntentBody;
  dispatch: Dispatch<IntentEditorAction>;
  onSaved?: (intent: CallIntent) => void;
  onVanished?: (id: number) => void;
  /** Closes the editor after a save. */
  finish: () => void;
};

/**
 * Creating or saving an intent. Before a save the intent is read again: one saved elsewhere since
 * the editor opened is shown (mine, theirs, or item by item) instead of being overwritten.
 */
export function useIntentSave({ agent, editing, record, dispatch, onSaved, onVanished, finish }: IntentSaveOptions) {
  const create = useCreateIntent(agent);
  const update = useUpdateIntent(agent);
  const fresh = useFreshIntents(agent);

  /** Resolves with what to save, or null when the person took the saved version. */
  const checkFresh = async (id: number, mine: CallIntentBody): Promise<CallIntentBody | null> => {
    // A failed read does not stop the save: the service still answers for the intent.
    const now = await fresh()
      .then((list) => list.find((i) => i.id === id))
      .catch(() => undefined);
    const theirs = now && bodyOf(now);
    if (!theirs || !changedElsewhere({ base: record, now: theirs, same: sameIntent }) || sameIntent(theirs, mine)) {
      return mine;
    }
    const conflict = intentConflict(record, mine, theirs);
    const choice = await new Promise<ConflictChoice>((answer) =>
      dispatch({ type: 'conflictMet', asking: { conflict, answer } }),
    );
    dispatch({ type: 'conflictAnswered' });
    if (choice.kind === 'take-theirs') {
      dispatch({ type: 'tookTheirs', theirs });
      notifySuccess('Took the saved version. Your changes were discarded.');
      return null;
    }
    dispatch({ type: 'rebased', theirs });
    if (choice.kind === 'keep-mine') return mine;
    const take = (id: string) => conflict.diffs.some((d) => d.id === id && pickOf(d, choice.picks) === 'theirs');
    return {
      label: take('label') ? theirs.label : mine.label,
      description: take('description') ? theirs.description : mine.description,
    };
  };

  const save = async (target: EditTarget, body: CallIntentBody) => {
    const toSave = await checkFresh(target.intent.id, body);
    if (toSave === null) return;
    try {
      const saved = await update.mutateAsync({ id: target.intent.id, body: toSave });
      notifySuccess(`Saved call intent “${saved.label}”`);
      onSaved?.(saved);
    } catch (error) {
      if (isApiError(error) && isIntentNotFound(error)) onVanished?.(target.intent.id);
      throw error;
    }
    finish();
  };

  const createNew = async (body: CallIntentBody) => {
    const created = await create.mutateAsync(body);
    notifySuccess(`Created call intent “${created.label}”`);
    onSaved?.(created);
    finish();
  };

  /** The form's submit: rejects with the service's refusal, which the form shows. */
  return (body: CallIntentBody) => (editing ? save(editing, body) : createNew(body));
}
