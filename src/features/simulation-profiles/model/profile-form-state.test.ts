import { describe, expect, it } from 'vitest';
import type { SimulationProfile } from '../../../contract';
import { ApiError } from '../../../lib/api-error';
import { initialFormState, profileFormReducer, saveFailure } from './profile-form-state';

const record = {
  id: 7,
  name: 'Calm caller',
  fields: { persona: 'Calm', goal: 'Refund' },
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
} as unknown as SimulationProfile;

describe('the profile editor state', () => {
  it('a save that failed and then succeeded: errors cleared, the saved record becomes the baseline', () => {
    let s = initialFormState({ name: '', fields: [] }, null);
    s = profileFormReducer(s, { type: 'saveStarted' });
    s = profileFormReducer(s, { type: 'saveFailed', error: 'down', rowErrors: new Map([['goal', 'Too long']]) });
    expect(s.saveError).toBe('down');
    expect(s.rowErrors.get('goal')).toBe('Too long');
    s = profileFormReducer(s, { type: 'saveStarted' });
    expect(s.saveError).toBeNull();
    expect(s.rowErrors.size).toBe(0);
    s = profileFormReducer(s, { type: 'recordTaken', record, saved: true });
    const fields = [
      { key: 'persona', value: 'Calm' },
      { key: 'goal', value: 'Refund' },
    ];
    expect(s.saved).toEqual({ name: 'Calm caller', fields });
    expect(s.baseUpdatedAt).toBe('2026-11-02T10:00:00Z');
    expect(s.justSaved).toBe(record);
  });

  it('taking a record without saving it does not announce a save', () => {
    const s = profileFormReducer(initialFormState({ name: '', fields: [] }, null), { type: 'recordTaken', record });
    expect(s.justSaved).toBeNull();
  });
});

describe('where a failed save says what went wrong', () => {
  it('a taken name goes under Name, focused, and nowhere else', () => {
    const e = new ApiError({
      kind: 'http',
      status: 409,
      message: 'x',
      detail: "A simulation profile named 'Calm caller' already exists for this agent.",
    });
    expect(saveFailure(e)).toEqual({
      name: { message: "A simulation profile named 'Calm caller' already exists for this agent.", focus: true },
      rowErrors: new Map(),
      error: null,
    });
  });

  it('validation items go to the name and to the rows by key; the rest to the form', () => {
    const e = new ApiError({
      kind: 'http',
      status: 422,
      message: 'x',
      validation: [
        { loc: ['body', 'name'], msg: 'Too long', type: 'string_too_long' },
        { loc: ['body', 'fields', 'goal'], msg: 'Must be text', type: 'string_type' },
        { loc: ['query', 'dry_run'], msg: 'Not a boolean', type: 'bool_parsing' },
      ],
    });
    const f = saveFailure(e);
    expect(f.name).toEqual({ message: 'Too long', focus: false });
    expect([...f.rowErrors]).toEqual([['goal', 'Must be text']]);
    expect(f.error).toBe(e);
  });

  it('a failure that names no input is the form’s error', () => {
    const e = new ApiError({ kind: 'http', status: 500, message: 'x', detail: 'Internal error' });
    expect(saveFailure(e)).toEqual({ rowErrors: new Map(), error: e });
  });
});
