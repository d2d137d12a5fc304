import type { CallIntent, CallIntentBody } from '../../../contract';
import type { Conflict } from '../../../components/conflict-dialog';
import type { StoredDraft } from '../../../lib/drafts';
import { type ConflictChoice, differencesOf } from '../../../lib/conflict';
import type { IntentDraft } from '../intent-draft';

/** What the editor dialog is open on. `byId`: opened by id on a server without the list. */
export type EditorTarget = { mode: 'create' } | { mode: 'edit'; intent: CallIntent; byId: boolean };

export const targetId = (t: EditorTarget) => (t.mode === 'edit' ? t.intent.id : null);
export const sameIntent = (a: CallIntentBody, b: CallIntentBody) =>
  a.label === b.label && a.description === b.description;
export const bodyOf = (i: CallIntent): CallIntentBody => ({ label: i.label, description: i.description ?? '' });

/** Mine and theirs side by side (src/lib/conflict.ts): the label and the description. */
export function intentConflict(base: CallIntentBody, mine: CallIntentBody, theirs: CallIntentBody): Conflict {
  const diffs = differencesOf([
    { id: 'label', label: 'Label', base: base.label, mine: mine.label, theirs: theirs.label },
    {
      id: 'description',
      label: 'Description',
      base: base.description,
      mine: mine.description,
      theirs: theirs.description,
    },
  ]);
  return { what: 'call intent', diffs };
}

/** A save that met a change made elsewhere, waiting for the person's choice. */
export type Asking = { conflict: Conflict; answer: (choice: ConflictChoice) => void };

export type IntentEditorState = {
  /** The target the dialog was last opened on, and its draft (read once per opening). */
  opening: { target: EditorTarget; draft: StoredDraft<IntentDraft> | null } | null;
  /** The text differs from the record. */
  changed: boolean;
  /** "Discard your changes?" is showing. */
  askDiscard: boolean;
  /**
   * The version the form stands on once a change made elsewhere was seen, and the text to show;
   * `rev` grows when the form starts again on the saved version.
   */
  took: { base: CallIntentBody; values: CallIntentBody | null; rev: number } | null;
  asking: Asking | null;
};

export type IntentEditorAction =
  | { type: 'opened'; target: EditorTarget; draft: StoredDraft<IntentDraft> | null }
  | { type: 'edited'; changed: boolean }
  | { type: 'closeRequested' }
  | { type: 'keptEditing' }
  | { type: 'finished' }
  | { type: 'conflictMet'; asking: Asking }
  | { type: 'conflictAnswered' }
  | { type: 'tookTheirs'; theirs: CallIntentBody }
  | { type: 'rebased'; theirs: CallIntentBody };

export const initialEditorState: IntentEditorState = {
  opening: null,
  changed: false,
  askDiscard: false,
  took: null,
  asking: null,
};

export function intentEditorReducer(state: IntentEditorState, action: IntentEditorAction): IntentEditorState {
  switch (action.type) {
    case 'opened':
      return { ...initialEditorState, opening: { target: action.target, draft: action.draft } };
    case 'edited':
      return state.changed === action.changed ? state : { ...state, changed: action.changed };
    case 'closeRequested':
      return { ...state, askDiscard: true };
    case 'keptEditing':
      return { ...state, askDiscard: false };
    case 'finished':
      return { ...state, asking: null, changed: false, askDiscard: false };
    case 'conflictMet':
      return { ...state, asking: action.asking };
    case 'conflictAnswered':
      return { ...state, asking: null };
    case 'tookTheirs':
      // A new form on the saved version (a new key): what was typed goes.
      return { ...state, took: { base: action.theirs, values: action.theirs, rev: (state.took?.rev ?? 0) + 1 } };
    case 'rebased':
      // The same form, now measured against the saved version.
      return {
        ...state,
        took: { base: action.theirs, values: state.took?.values ?? null, rev: state.took?.rev ?? 0 },
      };
  }
}
