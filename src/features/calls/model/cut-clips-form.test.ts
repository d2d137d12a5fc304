import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../contract';
import { allTurns, callerTurns, cutClipsBody, cutClipsFormSchema, initialCutClips, toggleTurn } from './cut-clips-form';

const turn = (speaker: string | null): TranscriptTurn => ({ speaker, start_ms: 0, end_ms: 1, text: 'x' });
const TURNS = [turn('agent'), turn('caller'), turn(' Caller '), turn('supervisor'), turn(null), turn('caller')];

const problems = (v: unknown) => {
  const r = cutClipsFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the Cut clips form', () => {
  it('starts with the caller turns chosen, whatever the case or spacing of the speaker', () => {
    expect(initialCutClips(TURNS).turn_indexes).toEqual([1, 2, 5]);
    expect(callerTurns(TURNS)).toEqual([1, 2, 5]);
    expect(allTurns(TURNS)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('toggles a turn', () => {
    expect(toggleTurn([1, 2, 5], 0)).toEqual([1, 2, 5, 0]);
    expect(toggleTurn([1, 2, 5], 2)).toEqual([1, 5]);
  });

  it('asks for a name and at least one turn, and sends the turns in transcript order with the name trimmed', () => {
    expect(problems({ name: '  ', description: '', turn_indexes: [] })).toEqual({
      name: 'Enter a name for the clip set.',
      turn_indexes: 'Choose at least one turn to cut.',
    });
    const values = { name: '  Refund  ', description: '', turn_indexes: [5, 0] };
    expect(problems(values)).toEqual({});
    expect(cutClipsBody(values, 1002)).toEqual({
      name: 'Refund',
      description: '',
      source_call_id: 1002,
      turn_indexes: [0, 5],
    });
  });
});
