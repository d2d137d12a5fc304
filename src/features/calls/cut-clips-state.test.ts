import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../contract';
import {
  allTurns,
  callerTurns,
  cutClipsBody,
  cutClipsProblems,
  cutClipsReducer,
  initialCutClips,
} from './cut-clips-state';

const turn = (speaker: string | null): TranscriptTurn => ({ speaker, start_ms: 0, end_ms: 1, text: 'x' });
const TURNS = [turn('agent'), turn('caller'), turn(' Caller '), turn('supervisor'), turn(null), turn('caller')];

describe('the Cut clips selection', () => {
  it('starts with the caller turns chosen, whatever the case or spacing of the speaker', () => {
    expect([...initialCutClips(TURNS).selected]).toEqual([1, 2, 5]);
    expect(callerTurns(TURNS)).toEqual([1, 2, 5]);
  });

  it('toggles a turn, chooses all, the callers again, or none', () => {
    let s = initialCutClips(TURNS);
    s = cutClipsReducer(s, { type: 'toggle', index: 0 });
    s = cutClipsReducer(s, { type: 'toggle', index: 1 });
    expect([...s.selected].sort()).toEqual([0, 2, 5]);
    s = cutClipsReducer(s, { type: 'select', indexes: allTurns(TURNS) });
    expect(s.selected.size).toBe(6);
    s = cutClipsReducer(s, { type: 'select', indexes: [] });
    expect(s.selected.size).toBe(0);
  });

  it('asks for a name and at least one turn, and sends the turns in transcript order with the name trimmed', () => {
    let s = cutClipsReducer(initialCutClips(TURNS), { type: 'select', indexes: [] });
    expect(cutClipsProblems(s)).toEqual({
      name: 'Enter a name for the clip set.',
      turns: 'Choose at least one turn to cut.',
    });
    s = cutClipsReducer(s, { type: 'name', value: '  Refund  ' });
    s = cutClipsReducer(s, { type: 'toggle', index: 5 });
    s = cutClipsReducer(s, { type: 'toggle', index: 0 });
    expect(cutClipsProblems(s)).toEqual({});
    expect(cutClipsBody(s, 1002)).toEqual({
      name: 'Refund',
      description: '',
      source_call_id: 1002,
      turn_indexes: [0, 5],
    });
  });
});
