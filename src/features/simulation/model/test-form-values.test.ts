import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { BOTH_WAYS_MESSAGE, EMPTY_TEST_VALUES, bodyOf, placeFailure, testFormSchema } from './test-form-values';

const filled = { ...EMPTY_TEST_VALUES, name: ' Night ', profile: '1', intent: '2', maxResponseS: '1.5' };
const refused = (detail: string) => new ApiError({ kind: 'http', message: detail, status: 404, detail });

describe('the simulation test form values', () => {
  it('sends every field: ids as numbers, seconds as whole ms, the source call kept', () => {
    expect(bodyOf({ ...filled, present: ['3'], sourceCallId: 1060 })).toEqual({
      name: 'Night',
      simulation_profile_id: 1,
      voice_clip_set_id: null,
      source_call_id: 1060,
      expect: { call_intent_id: 2, labels_present: [3], labels_absent: [], max_response_ms: 1500 },
    });
  });

  it('refuses a rule both carried and not carried, bad seconds, and no expectation', () => {
    const issues = (v: typeof filled) =>
      new Map((testFormSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues({ ...filled, present: ['3'], absent: ['3'] }).get('absent')).toBe(BOTH_WAYS_MESSAGE);
    expect(issues({ ...filled, maxResponseS: 'soon' }).get('maxResponseS')).toMatch(/Enter seconds/);
    expect(issues({ ...filled, intent: 'none', maxResponseS: '' }).get('expectations')).toBe(
      'Give at least one expectation',
    );
    expect(testFormSchema.safeParse(filled).success).toBe(true);
  });

  it("places the service's refusals under the field they concern", () => {
    const v = { ...filled, absent: ['7'] };
    expect(placeFailure(refused("A simulation test named 'x' already exists for this agent."), v).fields[0]?.[0]).toBe(
      'name',
    );
    expect(placeFailure(refused('Simulation profile with ID 3 not found'), v).fields[0]?.[0]).toBe('profile');
    expect(placeFailure(refused('Rule with ID 7 not found'), v).fields[0]?.[0]).toBe('absent');
    expect(placeFailure(refused('Something else'), v)).toEqual({ fields: [], rest: [] });
  });
});
