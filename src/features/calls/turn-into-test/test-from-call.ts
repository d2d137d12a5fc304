import * as z from 'zod/mini';
import {
  type SimulationExpect,
  type SimulationTestBody,
  type VoiceClipSetCreateBody,
  errorTexts,
  idSchema,
  isErrorText,
  simulationTestBodySchema,
  simulationErrorTexts,
} from '../../../contract';
import { isApiError } from '../../../lib/api-error';

/** What "Turn into a test" holds: the test body's own fields, and whether to replay the caller's turns. */
export type TurnIntoTestValues = {
  name: string;
  simulation_profile_id: number | null;
  replay: boolean;
  expect: SimulationExpect;
};

export const NO_PROFILE_MESSAGE = 'Choose the simulation profile (the caller)';
export const BOTH_WAYS_MESSAGE = 'A label or red flag cannot be both in Must carry and in Must not carry';

export const SECONDS_MESSAGE = 'Enter seconds as a number (1.5), or leave empty for no limit';

/** Seconds as typed to whole milliseconds: null when empty, NaN when not a number. */
export function msOfSeconds(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d*\.?\d*$/.test(t) && t !== '.' ? Math.round(Number(t) * 1000) : Number.NaN;
}

const notBothWays = (e: SimulationExpect) => !e.labels_present.some((id) => e.labels_absent.includes(id));

/**
 * The dialog's schema for zodResolver: the contract's body schema for the name and the
 * expectations (at least one), a profile that must be chosen, and no rule both carried and not.
 */
export const turnIntoTestSchema = z.object({
  name: simulationTestBodySchema.shape.name,
  simulation_profile_id: z.nullable(idSchema).check(z.refine((v) => v !== null, NO_PROFILE_MESSAGE)),
  replay: z.boolean(),
  expect: simulationTestBodySchema.shape.expect.check(
    z.refine(notBothWays, { message: BOTH_WAYS_MESSAGE, path: ['labels_absent'] }),
  ),
});

/** The test's body: every field, the source call remembered, the clip set cut for it (or none). */
export const testBodyOf = (
  v: TurnIntoTestValues,
  callId: number,
  voiceClipSetId: number | null,
): SimulationTestBody => ({
  name: v.name.trim(),
  simulation_profile_id: v.simulation_profile_id ?? 0,
  voice_clip_set_id: v.replay ? voiceClipSetId : null,
  source_call_id: callId,
  expect: v.expect,
});

/** B.7's body for the caller's turns of the call, cut for the test named `testName`. */
export const callerTurnsCut = (
  callId: number,
  turnIndexes: readonly number[],
  testName: string,
): VoiceClipSetCreateBody => ({
  name: `Caller's turns of call ${callId}`,
  description: `Cut for the simulation test “${testName.trim()}”.`,
  source_call_id: callId,
  turn_indexes: [...turnIndexes],
});

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The name offered for a test made from call `callId`: the intent it expects and the call
 * ("Billing question, call 1060"), or the call alone; with " (2)", " (3)"... when the agent has a
 * test of that name already (names are unique within the agent).
 */
export function testNameFor(callId: number, intentLabel: string | null, taken: readonly string[]): string {
  const label = intentLabel?.trim();
  const base = label ? `${label}, call ${callId}` : `Call ${callId}`;
  if (!taken.some((t) => sameName(t, base))) return base;
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!taken.some((t) => sameName(t, name))) return name;
  }
}

type Field =
  | 'name'
  | 'simulation_profile_id'
  | 'expect.call_intent_id'
  | 'expect.labels_present'
  | 'expect.labels_absent'
  | 'expect.max_response_ms';

const FIELDS: readonly Field[] = [
  'name',
  'simulation_profile_id',
  'expect.call_intent_id',
  'expect.labels_present',
  'expect.labels_absent',
  'expect.max_response_ms',
];

const fieldOfPath = (path: string): Field | null => FIELDS.find((f) => path === f || path.startsWith(`${f}.`)) ?? null;

/** The service's texts that name one field of the dialog. */
const TEXTS: [Parameters<typeof isErrorText>[0], (v: TurnIntoTestValues, detail: string) => Field][] = [
  [simulationErrorTexts.simulationTestNameTaken, () => 'name'],
  [errorTexts.profileNotFound, () => 'simulation_profile_id'],
  [errorTexts.intentNotFound, () => 'expect.call_intent_id'],
  [
    errorTexts.ruleNotFound,
    (v, detail) => {
      const id = Number(/\d+/.exec(detail)?.[0]);
      return v.expect.labels_absent.includes(id) && !v.expect.labels_present.includes(id)
        ? 'expect.labels_absent'
        : 'expect.labels_present';
    },
  ],
];

/**
 * Where a refused create's reasons go: under the fields they name (the service's text), the rest
 * above the buttons (`rest`: the error itself is shown there when true).
 */
export function placeCreateFailure(e: unknown, v: TurnIntoTestValues): { fields: [Field, string][]; rest: boolean } {
  if (!isApiError(e)) return { fields: [], rest: true };
  if (e.detail !== null) {
    for (const [text, field] of TEXTS)
      if (isErrorText(text, e.detail)) return { fields: [[field(v, e.detail), e.detail]], rest: false };
  }
  const fields: [Field, string][] = [];
  let rest = e.validation.length === 0;
  for (const [key, messages] of e.fieldErrors()) {
    const f = fieldOfPath(key);
    if (f) fields.push([f, messages.join(' ')]);
    else rest = true;
  }
  return { fields, rest };
}
