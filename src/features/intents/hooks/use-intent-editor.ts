import { useQuery } from '@tanstack/react-query';
import { useCallback, useReducer } from 'react';
import type { AgentRef, CallIntent, CallIntentBody } from '../../../contract';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { intentListOptions } from '../../../data/intents/queries';
import { intentDraftKey, loadIntentDraft } from '../intent-draft';
import {
  bodyOf,
  type EditorTarget,
  initialEditorState,
  intentEditorReducer,
  targetId,
} from '../model/intent-editor-state';
import { useIntentSave } from './use-intent-save';

export type IntentEditorOptions = {
  agent: AgentRef;
  target: EditorTarget | null;
  onClose: () => void;
  onSaved?: (intent: CallIntent) => void;
  onVanished?: (id: number) => void;
};

const EMPTY: CallIntentBody = { label: '', description: '' };

/**
 * Everything the intent editor does, for the dialog to lay out: the editor's state
 * (intentEditorReducer), the draft kept of unsaved text, the leave guard, closing, and saving.
 */
export function useIntentEditor({ agent, target, onClose, onSaved, onVanished }: IntentEditorOptions) {
  const [state, dispatch] = useReducer(intentEditorReducer, initialEditorState);
  const list = useQuery({ ...intentListOptions(agent), enabled: target !== null });
  const editing = target?.mode === 'edit' ? target : null;
  const guard = useLeaveGuard(target !== null && state.changed, 'call intent', { keptAsDraft: true });

  // The draft of this target, read once per opening.
  if (target && state.opening?.target !== target) {
    const d = loadIntentDraft(agent);
    dispatch({ type: 'opened', target, draft: d && d.data.intentId === targetId(target) ? d : null });
  }
  const restored = target ? (state.opening?.draft ?? null) : null;

  const autosave = useDraftAutosave(intentDraftKey(agent));
  const onValuesChange = useCallback(
    (values: CallIntentBody, isChanged: boolean) => {
      dispatch({ type: 'edited', changed: isChanged });
      // A closed editor's form may still report while it leaves.
      if (target) autosave.update(isChanged ? { intentId: targetId(target), ...values } : null);
    },
    [autosave, target],
  );

  const finish = () => {
    autosave.discard();
    guard.release();
    dispatch({ type: 'finished' });
    onClose();
  };
  const requestClose = () => (state.changed ? dispatch({ type: 'closeRequested' }) : finish());
  const keepEditing = () => dispatch({ type: 'keptEditing' });

  const record = state.took?.base ?? (editing ? bodyOf(editing.intent) : EMPTY);
  const submit = useIntentSave({ agent, editing, record, dispatch, onSaved, onVanished, finish });
  const defaultValues =
    state.took?.values ?? (restored ? { label: restored.data.label, description: restored.data.description } : record);

  return {
    editing,
    restored,
    askDiscard: state.askDiscard,
    asking: state.asking,
    guard,
    /** A new form (a new key) when the editor starts again on the saved version. */
    formKey: `${editing ? `edit-${editing.intent.id}` : 'create'}.${state.took?.rev ?? 0}`,
    defaultValues,
    record,
    others: (list.data ?? []).filter((i) => i.id !== editing?.intent.id),
    onValuesChange,
    requestClose,
    keepEditing,
    finish,
    submit,
  };
}
