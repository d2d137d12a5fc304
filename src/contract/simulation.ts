import * as z from 'zod/mini';
import { idSchema, timestampSchema, tolerantList } from './common.ts';

/**
 * B.10 (assumed): simulation tests (a simulated caller and what the agent must do for it) and
 * runs of them against the agent's settings. Stored records are read tolerantly (unknown keys
 * pass, unpublished fields may be null or absent, a status the dashboard does not know is kept as
 * the string it is); the bodies the dashboard sends are exact.
 */

/** The largest page `GET simulation-tests` answers. */
export const SIMULATION_TESTS_PAGE_MAX = 200;
export const SIMULATION_REPEATS_MIN = 1;
export const SIMULATION_REPEATS_MAX = 5;

/** What the agent must do: at least one expectation (checked by the body schema). */
export const simulationExpectSchema = z.object({
  /** The intent the call must be classified into; null: no expectation. */
  call_intent_id: z.nullable(idSchema),
  /** Rule ids of labels or red flags the call must carry. */
  labels_present: z.array(idSchema),
  /** Rule ids of labels or red flags the call must not carry. */
  labels_absent: z.array(idSchema),
  /** The slowest median response allowed, in milliseconds; null: no expectation. */
  max_response_ms: z.nullable(z.int().check(z.gte(0, 'A response time is 0 ms or more'))),
});
export type SimulationExpect = z.infer<typeof simulationExpectSchema>;

/** Whether `expect` asks anything of the agent (B.10: at least one expectation). */
export const hasExpectation = (e: SimulationExpect): boolean =>
  e.call_intent_id !== null || e.labels_present.length > 0 || e.labels_absent.length > 0 || e.max_response_ms !== null;

export const NO_EXPECTATION_MESSAGE = 'Give at least one expectation';

/** Body of `POST simulation-tests` and `PUT simulation-tests/{id}`. */
export const simulationTestBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  simulation_profile_id: idSchema,
  voice_clip_set_id: z.nullable(idSchema),
  source_call_id: z.nullable(idSchema),
  expect: simulationExpectSchema.check(z.refine(hasExpectation, { message: NO_EXPECTATION_MESSAGE })),
});
export type SimulationTestBody = z.infer<typeof simulationTestBodySchema>;

/** `expect` as stored: any list the service omits reads as empty, any value it omits as none. */
export const storedExpectSchema = z.looseObject({
  call_intent_id: z.nullish(idSchema),
  labels_present: tolerantList(idSchema),
  labels_absent: tolerantList(idSchema),
  max_response_ms: z.nullish(z.number()),
});
export type StoredSimulationExpect = z.infer<typeof storedExpectSchema>;

export const simulationTestSchema = z.looseObject({
  id: idSchema,
  name: z.nullish(z.string()),
  simulation_profile_id: z.nullish(idSchema),
  voice_clip_set_id: z.nullish(idSchema),
  source_call_id: z.nullish(idSchema),
  expect: z.pipe(
    z.transform((v): unknown => v ?? {}),
    storedExpectSchema,
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SimulationTest = z.infer<typeof simulationTestSchema>;

export const simulationTestListSchema = z.looseObject({
  items: z.array(simulationTestSchema),
  total: z.nullish(z.int()),
});
export type SimulationTestList = z.infer<typeof simulationTestListSchema>;

/** Run statuses B.10 names; any other string is shown as it is. */
export const SIMULATION_RUN_STATUSES = ['queued', 'running', 'completed', 'cancelled', 'failed'] as const;
/** The statuses after which a run changes no more. */
export const FINISHED_RUN_STATUSES: ReadonlySet<string> = new Set(['completed', 'cancelled', 'failed']);
export const isRunFinished = (status: string | null | undefined): boolean =>
  !!status && FINISHED_RUN_STATUSES.has(status);

export const SIMULATION_RESULT_STATUSES = ['pending', 'passed', 'failed', 'error'] as const;
export const SIMULATION_CHECK_KINDS = ['intent', 'label_present', 'label_absent', 'max_response_ms'] as const;

/** A check's expected and actual values: an intent id or null, a label's presence, or milliseconds. */
const checkValueSchema = z.nullish(z.union([z.number(), z.boolean()]));

export const simulationCheckSchema = z.looseObject({
  kind: z.string(),
  ref: z.nullish(idSchema),
  passed: z.nullish(z.boolean()),
  expected: checkValueSchema,
  actual: checkValueSchema,
});
export type SimulationCheck = z.infer<typeof simulationCheckSchema>;

export const simulationResultSchema = z.looseObject({
  test_id: idSchema,
  repeat: z.nullish(z.int()),
  status: z.nullish(z.string()),
  call_id: z.nullish(idSchema),
  median_response_ms: z.nullish(z.number()),
  checks: tolerantList(simulationCheckSchema),
  error: z.nullish(z.string()),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const simulationRunCountsSchema = z.looseObject({
  passed: z.nullish(z.int()),
  failed: z.nullish(z.int()),
  errored: z.nullish(z.int()),
  pending: z.nullish(z.int()),
});
export type SimulationRunCounts = z.infer<typeof simulationRunCountsSchema>;

const runFields = {
  id: idSchema,
  status: z.nullish(z.string()),
  created_at: timestampSchema,
  started_at: timestampSchema,
  finished_at: timestampSchema,
  created_by: z.nullish(z.string()),
  test_ids: tolerantList(idSchema),
  repeats: z.nullish(z.int()),
  baseline_run_id: z.nullish(idSchema),
  note: z.nullish(z.string()),
  settings_as_of: timestampSchema,
  counts: z.nullish(simulationRunCountsSchema),
  failure_reason: z.nullish(z.string()),
};

/** A run as the list answers it (without results). */
export const simulationRunSummarySchema = z.looseObject(runFields);
export type SimulationRunSummary = z.infer<typeof simulationRunSummarySchema>;

/** A run with its results (one per test and repeat, by test as in `test_ids`, then repeat). */
export const simulationRunSchema = z.looseObject({ ...runFields, results: tolerantList(simulationResultSchema) });
export type SimulationRun = z.infer<typeof simulationRunSchema>;

/**
 * The same answer with its results left unchecked, for a client that checks them one by one
 * against `simulationResultSchema` (a run of 200 tests x 5 repeats has a thousand).
 */
export const simulationRunHeadSchema = z.extend(simulationRunSchema, { results: z.nullish(z.array(z.unknown())) });

export const simulationRunListSchema = z.looseObject({
  items: z.array(simulationRunSummarySchema),
  total: z.nullish(z.int()),
});
export type SimulationRunList = z.infer<typeof simulationRunListSchema>;

/** Body of `POST simulation-runs`. */
export const simulationRunCreateBodySchema = z.object({
  test_ids: z.array(idSchema).check(z.minLength(1, 'Choose at least one test')),
  repeats: z
    .int()
    .check(
      z.gte(SIMULATION_REPEATS_MIN, `Repeats are ${SIMULATION_REPEATS_MIN} to ${SIMULATION_REPEATS_MAX}`),
      z.lte(SIMULATION_REPEATS_MAX, `Repeats are ${SIMULATION_REPEATS_MIN} to ${SIMULATION_REPEATS_MAX}`),
    ),
  baseline_run_id: z.nullable(idSchema),
  note: z.string(),
});
export type SimulationRunCreateBody = z.infer<typeof simulationRunCreateBodySchema>;

/** B.10's error texts (assumed), beside its shapes: only the simulation's pages and the emulator read them. */
export const simulationErrorTexts = {
  simulationTestNotFound: (id: number | string) => `Simulation test with ID ${id} not found`,
  simulationTestNameTaken: (name: string) => `A simulation test named '${name}' already exists for this agent.`,
  simulationRunNotFound: (id: number | string) => `Simulation run with ID ${id} not found`,
  simulationRunFinished: (id: number | string) => `Simulation run ${id} has already finished`,
} as const;
