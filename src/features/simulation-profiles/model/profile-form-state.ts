import type { SimulationProfile } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { isNameTakenDetail, rowsFromFields, type ProfileValues } from './fields-model';
import type { Difference } from './merge';

export const valuesOf = (p: Pick<SimulationProfile, 'name' | 'fields'>): ProfileValues => ({
  name: p.name,
  fields: rowsFromFields(p.fields),
});
export const EMPTY_VALUES: ProfileValues = { name: '', fields: [] };

/** The profile as the form opened it (`base`), as typed (`mine`) and as saved elsewhere (`record`). */
export type ProfileConflict = {
  what: 'profile';
  base: ProfileValues;
  mine: ProfileValues;
  theirs: ProfileValues;
  record: SimulationProfile;
  diffs: Difference[];
  updatedAt: string | null;
};

/**
 * The profile editor's state around the values being typed (those are the form's own, in
 * react-hook-form): what the service has, what a save or a check said, and what is shown
 * about it. Every change is one of the named actions below, so the editor's story reads here.
 */
export type ProfileFormState = {
  /** What the service has: the form is changed while its values differ from these. */
  saved: ProfileValues;
  /** The version the form is based on: what it opened, or what it last saved or took. */
  baseUpdatedAt: string | null;
  /** Reading the record just before a save, to see whether it changed elsewhere. */
  checking: boolean;
  /** A save's failure not tied to one input (shown above the buttons). */
  saveError: unknown;
  /** Messages the service sent for keys (`fields.KEY`), shown on those rows. */
  rowErrors: ReadonlyMap<string, string>;
  conflict: ProfileConflict | null;
  /** A failed check on a row that may be scrolled out of a long list: brought into view. */
  reveal: { index: number } | null;
  /** What the last import did. */
  importNote: string;
  /** The record just saved, for the caller once the form has settled on it. */
  justSaved: SimulationProfile | null;
};

export type ProfileFormAction =
  | { type: 'checkStarted' }
  | { type: 'checkDone' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed'; error: unknown; rowErrors?: ReadonlyMap<string, string> }
  | { type: 'conflictFound'; conflict: ProfileConflict }
  | { type: 'conflictClosed' }
  /** The form now stands on `record` as saved (it took it, or a save returned it). */
  | { type: 'recordTaken'; record: SimulationProfile; saved?: boolean }
  /** After a conflict: the service's values are the baseline, the typed ones stay to be saved. */
  | { type: 'rebased'; theirs: ProfileValues; updatedAt: string | null }
  | { type: 'reverted' }
  | { type: 'rowRevealed'; index: number }
  | { type: 'imported'; note: string };

export const initialFormState = (saved: ProfileValues, updatedAt: string | null): ProfileFormState => ({
  saved,
  baseUpdatedAt: updatedAt,
  checking: false,
  saveError: null,
  rowErrors: new Map(),
  conflict: null,
  reveal: null,
  importNote: '',
  justSaved: null,
});

export function profileFormReducer(state: ProfileFormState, action: ProfileFormAction): ProfileFormState {
  switch (action.type) {
    case 'checkStarted':
      return { ...state, checking: true };
    case 'checkDone':
      return { ...state, checking: false };
    case 'saveStarted':
    case 'reverted':
      return { ...state, saveError: null, rowErrors: new Map() };
    case 'saveFailed':
      return { ...state, saveError: action.error, rowErrors: action.rowErrors ?? new Map() };
    case 'conflictFound':
      return { ...state, conflict: action.conflict };
    case 'conflictClosed':
      return { ...state, conflict: null };
    case 'recordTaken':
      return {
        ...state,
        saved: valuesOf(action.record),
        baseUpdatedAt: action.record.updated_at ?? null,
        justSaved: action.saved ? action.record : state.justSaved,
      };
    case 'rebased':
      return { ...state, saved: action.theirs, baseUpdatedAt: action.updatedAt };
    case 'rowRevealed':
      return { ...state, reveal: { index: action.index } };
    case 'imported':
      return { ...state, importNote: action.note };
  }
}

/** Where a failed save's reasons go: the name's input, the rows' keys, or the form's error. */
export type SaveFailure = {
  name?: { message: string; focus: boolean };
  rowErrors: ReadonlyMap<string, string>;
  /** Shown above the buttons: anything not placed on an input. */
  error: unknown;
};

export function saveFailure(e: unknown): SaveFailure {
  if (isApiError(e) && isNameTakenDetail(e.detail)) {
    return { name: { message: e.detail ?? '', focus: true }, rowErrors: new Map(), error: null };
  }
  if (!isApiError(e) || e.validation.length === 0) return { rowErrors: new Map(), error: e };
  const byField = e.fieldErrors();
  const rowErrors = new Map<string, string>();
  const rest: string[] = [];
  let name: SaveFailure['name'];
  for (const [path, msgs] of byField) {
    if (path === 'name') name = { message: msgs.join('; '), focus: false };
    else if (path.startsWith('fields.')) rowErrors.set(path.slice('fields.'.length), msgs.join('; '));
    else rest.push(`${path}: ${msgs.join('; ')}`);
  }
  const unplaced = rest.length > 0 || (!byField.has('name') && rowErrors.size === 0);
  return { name, rowErrors, error: unplaced ? e : null };
}
