import { describe, expect, it } from 'vitest';
import { NO_EXPECTATION_MESSAGE } from '../../../contract';
import { ApiError } from '../../../lib/api-error';
import {
  BOTH_WAYS_MESSAGE,
  NO_PROFILE_MESSAGE,
  type TurnIntoTestValues,
  callerTurnsCut,
  msOfSeconds,
  placeCreateFailure,
  testBodyOf,
  testNameFor,
  turnIntoTestSchema,
} from './test-from-call';

const values: TurnIntoTestValues = {
  name: '  Billing question, call 1060 ',
  simulation_profile_id: 2,
  replay: true,
  expect: { call_intent_id: 1, labels_present: [3], labels_absent: [1], max_response_ms: null },
};

const messages = (v: unknown) => {
  const r = turnIntoTestSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the name offered for a test made from a call', () => {
  it('is the expected intent and the call, or the call alone', () => {
    expect(testNameFor(1060, 'Billing question', [])).toBe('Billing question, call 1060');
    expect(testNameFor(1060, null, [])).toBe('Call 1060');
    expect(testNameFor(1060, '  ', [])).toBe('Call 1060');
  });

  it('is numbered past the names the agent has taken (names are unique, compared without case)', () => {
    expect(testNameFor(1060, 'Billing question', ['billing question, call 1060'])).toBe(
      'Billing question, call 1060 (2)',
    );
    expect(testNameFor(7, null, ['Call 7', 'Call 7 (2)'])).toBe('Call 7 (3)');
  });
});

describe("the dialog's schema (the contract's body schema underneath)", () => {
  it('accepts a whole test and trims the name', () => {
    const r = turnIntoTestSchema.safeParse(values);
    expect(r.success && r.data.name).toBe('Billing question, call 1060');
  });

  it('says what is missing: the name, the profile, any expectation', () => {
    expect(
      messages({
        ...values,
        name: '   ',
        simulation_profile_id: null,
        expect: { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null },
      }),
    ).toEqual([
      'name: Name is required',
      `simulation_profile_id: ${NO_PROFILE_MESSAGE}`,
      `expect: ${NO_EXPECTATION_MESSAGE}`,
    ]);
  });

  it('refuses a rule both carried and not carried, under Must not carry', () => {
    expect(messages({ ...values, expect: { ...values.expect, labels_absent: [3] } })).toEqual([
      `expect.labels_absent: ${BOTH_WAYS_MESSAGE}`,
    ]);
  });
});

describe("the test's body and the cut", () => {
  it('remembers the source call and refers to the cut clip set only when replaying', () => {
    expect(testBodyOf(values, 1060, 12)).toEqual({
      name: 'Billing question, call 1060',
      simulation_profile_id: 2,
      voice_clip_set_id: 12,
      source_call_id: 1060,
      expect: values.expect,
    });
    expect(testBodyOf({ ...values, replay: false }, 1060, 12).voice_clip_set_id).toBeNull();
  });

  it("cuts the caller's turns, named by the call", () => {
    expect(callerTurnsCut(1060, [0, 2, 4], ' Refund ')).toEqual({
      name: "Caller's turns of call 1060",
      description: 'Cut for the simulation test “Refund”.',
      source_call_id: 1060,
      turn_indexes: [0, 2, 4],
    });
  });
});

const refused = (detail: string | null, validation: { loc: (string | number)[]; msg: string }[] = []) =>
  new ApiError({ kind: 'http', status: 422, detail, validation, message: detail ?? 'Unprocessable' });

describe('where a refused create goes', () => {
  it("a taken name under Name, in the service's words", () => {
    const text = "A simulation test named 'X' already exists for this agent.";
    expect(placeCreateFailure(refused(text), values)).toEqual({ fields: [['name', text]], rest: false });
  });

  it('a missing rule under the list that holds it', () => {
    expect(placeCreateFailure(refused('Rule with ID 1 not found'), values).fields).toEqual([
      ['expect.labels_absent', 'Rule with ID 1 not found'],
    ]);
    expect(placeCreateFailure(refused('Rule with ID 3 not found'), values).fields[0]?.[0]).toBe(
      'expect.labels_present',
    );
  });

  it('a validation array by its paths; what names no field, and any other text, above the buttons', () => {
    const r = placeCreateFailure(
      refused(null, [
        { loc: ['body', 'expect', 'max_response_ms'], msg: 'too slow' },
        { loc: ['body', 'voice_clip_set_id'], msg: 'gone' },
      ]),
      values,
    );
    expect(r).toEqual({ fields: [['expect.max_response_ms', 'too slow']], rest: true });
    expect(placeCreateFailure(refused('Internal error'), values)).toEqual({ fields: [], rest: true });
    expect(placeCreateFailure(new Error('offline'), values)).toEqual({ fields: [], rest: true });
  });
});

describe('seconds as typed', () => {
  it('are whole milliseconds, none when empty, NaN when not a number', () => {
    expect(msOfSeconds('1.5')).toBe(1500);
    expect(msOfSeconds(' 2,25 ')).toBe(2250);
    expect(msOfSeconds('')).toBeNull();
    expect(Number.isNaN(msOfSeconds('soon'))).toBe(true);
    expect(Number.isNaN(msOfSeconds('.'))).toBe(true);
  });
});
