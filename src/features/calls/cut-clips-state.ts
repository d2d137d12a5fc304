import type { TranscriptTurn, VoiceClipSetCreateBody } from '../../contract';
import { speakerKind } from './transcript';

/** Turns listed at a time: a page of checkboxes stays quick to draw and to tab through, whatever the call's length. */
export const TURNS_PER_PAGE = 50;

/** The "Cut clips" dialog's state: what is typed and chosen, kept through a failed create. */
export type CutClipsState = {
  name: string;
  description: string;
  /** Chosen turns, by their 0-based position in the transcript. */
  selected: ReadonlySet<number>;
  /** The page of turns shown, from 0. */
  page: number;
  /** Create was pressed: the messages of empty fields show from then on. */
  tried: boolean;
};

export type CutClipsAction =
  | { type: 'name'; value: string }
  | { type: 'description'; value: string }
  | { type: 'toggle'; index: number }
  | { type: 'select'; indexes: readonly number[] }
  | { type: 'page'; page: number }
  | { type: 'tried' };

/** The positions of the caller's turns (the dialog starts with them chosen). */
export const callerTurns = (turns: readonly TranscriptTurn[]): number[] =>
  turns.flatMap((turn, i) => (speakerKind(turn.speaker) === 'caller' ? [i] : []));

export const allTurns = (turns: readonly TranscriptTurn[]): number[] => turns.map((_, i) => i);

export const initialCutClips = (turns: readonly TranscriptTurn[]): CutClipsState => ({
  name: '',
  description: '',
  selected: new Set(callerTurns(turns)),
  page: 0,
  tried: false,
});

export function cutClipsReducer(state: CutClipsState, action: CutClipsAction): CutClipsState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.value };
    case 'description':
      return { ...state, description: action.value };
    case 'toggle': {
      const selected = new Set(state.selected);
      if (selected.has(action.index)) selected.delete(action.index);
      else selected.add(action.index);
      return { ...state, selected };
    }
    case 'select':
      return { ...state, selected: new Set(action.indexes) };
    case 'page':
      return { ...state, page: Math.max(0, action.page) };
    case 'tried':
      return { ...state, tried: true };
  }
}

/** What is wrong before anything is sent, by field; empty when the set can be asked for. */
export function cutClipsProblems(state: CutClipsState): { name?: string; turns?: string } {
  return {
    ...(state.name.trim() === '' ? { name: 'Enter a name for the clip set.' } : {}),
    ...(state.selected.size === 0 ? { turns: 'Choose at least one turn to cut.' } : {}),
  };
}

/** B.7's body: the chosen turns in transcript order. */
export const cutClipsBody = (state: CutClipsState, callId: number): VoiceClipSetCreateBody => ({
  name: state.name.trim(),
  description: state.description,
  source_call_id: callId,
  turn_indexes: [...state.selected].sort((a, b) => a - b),
});
