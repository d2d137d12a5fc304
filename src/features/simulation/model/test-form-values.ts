import * as z from 'zod/mini';
import {
  NO_EXPECTATION_MESSAGE,
  type SimulationTest,
  type SimulationTestBody,
  simulationTestBodySchema,
} from '../../../contract';
import { isApiError } from '../../../lib/api-error';

/** The form's values as its inputs hold them: ids as the pickers' strings, seconds as typed. */
export type TestFormValues = {
  name: string;
  profile: string | null;
  /** NONE: no clip set. */
  clipSet: string;
  /** NONE: no expectation. */
  intent: string;
  present: string[];
  absent: string[];
  maxResponseS: string;
  /** Not edited here: kept so a save writes back the call the test was made from. */
  sourceCallId: number | null;
  /** Holds no value: the place of "at least one expectation" among the form's errors. */
  expectations: null;
};
export type TestFieldName = Exclude<keyof TestFormValues, 'sourceCallId'>;

export const NONE = 'none';
export const BOTH_WAYS_MESSAGE = 'A label or red flag cannot be both in Must carry and in Must not carry';
export const SECONDS_MESSAGE = 'Enter seconds as a number (1.5), or leave empty for no limit';

export const EMPTY_TEST_VALUES: TestFormValues = {
  name: '',
  profile: null,
  clipSet: NONE,
  intent: NONE,
  present: [],
  absent: [],
  maxResponseS: '',
  sourceCallId: null,
  expectations: null,
};

const idText = (id: number | null | undefined, none: string) => (id === null || id === undefined ? none : String(id));

/** The form's values for a stored test. */
export function valuesOfTest(t: SimulationTest): TestFormValues {
  const ms = t.expect.max_response_ms;
  return {
    name: t.name ?? '',
    profile:
      t.simulation_profile_id === null || t.simulation_profile_id === undefined
        ? null
        : String(t.simulation_profile_id),
    clipSet: idText(t.voice_clip_set_id, NONE),
    intent: idText(t.expect.call_intent_id, NONE),
    present: t.expect.labels_present.map(String),
    absent: t.expect.labels_absent.map(String),
    maxResponseS: ms === null || ms === undefined ? '' : String(ms / 1000),
    sourceCallId: t.source_call_id ?? null,
    expectations: null,
  };
}

const idOf = (s: string | null): number | null => (s === null || s === NONE || s === '' ? null : Number(s));

/** Seconds as typed to whole milliseconds; null when empty, NaN when not a number. */
export function msOfSeconds(s: string): number {
  const t = s.trim().replace(',', '.');
  if (t === '') return Number.NaN;
  return /^\d*\.?\d*$/.test(t) && t !== '.' ? Math.round(Number(t) * 1000) : Number.NaN;
}

/** The body a save sends: every field of the test, the name trimmed. */
export function bodyOf(v: TestFormValues): SimulationTestBody {
  return {
    name: v.name.trim(),
    simulation_profile_id: idOf(v.profile) ?? 0,
    voice_clip_set_id: idOf(v.clipSet),
    source_call_id: v.sourceCallId,
    expect: {
      call_intent_id: idOf(v.intent),
      labels_present: v.present.map(Number),
      labels_absent: v.absent.map(Number),
      max_response_ms: v.maxResponseS.trim() === '' ? null : msOfSeconds(v.maxResponseS),
    },
  };
}

/** Where an issue of the body (its path past `body`) belongs in the form. */
export function fieldOfPath(path: string): TestFieldName | null {
  if (path === 'name') return 'name';
  if (path === 'simulation_profile_id') return 'profile';
  if (path === 'voice_clip_set_id') return 'clipSet';
  if (path === 'expect.call_intent_id') return 'intent';
  if (path.startsWith('expect.labels_present')) return 'present';
  if (path.startsWith('expect.labels_absent')) return 'absent';
  if (path === 'expect.max_response_ms') return 'maxResponseS';
  if (path === 'expect') return 'expectations';
  return null;
}

function validate(v: TestFormValues): Map<TestFieldName, string> {
  const errors = new Map<TestFieldName, string>();
  if (v.profile === null) errors.set('profile', 'Choose the simulation profile (the caller)');
  if (v.maxResponseS.trim() !== '' && !Number.isFinite(msOfSeconds(v.maxResponseS))) {
    errors.set('maxResponseS', SECONDS_MESSAGE);
  }
  if (v.present.some((id) => v.absent.includes(id))) errors.set('absent', BOTH_WAYS_MESSAGE);
  const body = simulationTestBodySchema.safeParse(bodyOf(v));
  for (const issue of body.success ? [] : body.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (field && !errors.has(field)) errors.set(field, issue.message);
  }
  return errors;
}

/** The form's schema for zodResolver: its own rules, then the contract's body schema. */
export const testFormSchema = z
  .object({
    name: z.string(),
    profile: z.nullable(z.string()),
    clipSet: z.string(),
    intent: z.string(),
    present: z.array(z.string()),
    absent: z.array(z.string()),
    maxResponseS: z.string(),
    sourceCallId: z.nullable(z.number()),
    expectations: z.null(),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const [field, message] of validate(v)) {
        ctx.issues.push({ code: 'custom', path: [field], message, input: v[field] });
      }
    }),
  );

const SERVICE_TEXTS: [RegExp, (v: TestFormValues, m: RegExpMatchArray) => TestFieldName | null][] = [
  [/^A simulation test named .* already exists/, () => 'name'],
  [/^Simulation profile with ID \d+ not found/, () => 'profile'],
  [/^Voice clip set with ID \d+ not found/, () => 'clipSet'],
  [/^Call intent with ID \d+ not found/, () => 'intent'],
  [
    /^Rule with ID (\d+) not found/,
    (v, m) => (v.absent.includes(m[1] ?? '') && !v.present.includes(m[1] ?? '') ? 'absent' : 'present'),
  ],
];

/** Where a refused save's reasons go: fields (the service's text under each), and what names none. */
export function placeFailure(e: unknown, v: TestFormValues): { fields: [TestFieldName, string][]; rest: string[] } {
  const fields: [TestFieldName, string][] = [];
  const rest: string[] = [];
  if (!isApiError(e)) return { fields, rest };
  if (e.detail !== null) {
    for (const [pattern, field] of SERVICE_TEXTS) {
      const m = e.detail.match(pattern);
      const f = m ? field(v, m) : null;
      if (f) return { fields: [[f, e.detail]], rest };
    }
  }
  for (const [key, messages] of e.fieldErrors()) {
    const f = fieldOfPath(key);
    if (f) fields.push([f, messages.join(' ')]);
    else rest.push(...messages.map((m) => (key === '_form' ? m : `${key}: ${m}`)));
  }
  return { fields, rest };
}

export { NO_EXPECTATION_MESSAGE };
