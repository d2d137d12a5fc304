import * as z from 'zod/mini';
import { idLabelSchema, idSchema, tolerantList } from './common.ts';

export const callFilterOptionsSchema = z.looseObject({
  call_intents: tolerantList(idLabelSchema),
  call_outcomes: tolerantList(idLabelSchema),
  sentiments: tolerantList(z.string()),
  labels_and_redflags: tolerantList(idLabelSchema),
});
export type CallFilterOptions = z.infer<typeof callFilterOptionsSchema>;

export const callSchema = z.looseObject({
  id: idSchema,
  started_at: z.nullish(z.string()),
  duration_ms: z.nullish(z.number()),
  call_intent: z.nullish(idLabelSchema),
  call_outcome: z.nullish(idLabelSchema),
  sentiment: z.nullish(z.string()),
  labels_and_redflags: tolerantList(idLabelSchema),
  /** B.4: whether the call has a review, where the service supports reviews (absent otherwise). */
  reviewed: z.optional(z.nullable(z.boolean())),
});
export type Call = z.infer<typeof callSchema>;

export const callListSchema = z.looseObject({
  items: z.array(callSchema),
  total: z.nullish(z.int()),
});
export type CallList = z.infer<typeof callListSchema>;

/** The calls query, under the API's own names (also the dashboard's URL query). */
export const CALL_FILTER_KEYS = ['call_intent_id', 'call_outcome_id', 'sentiment', 'label_id'] as const;
export type CallFilterKey = (typeof CALL_FILTER_KEYS)[number];
export type CallFilters = Record<CallFilterKey, string[]>;

/** One turn of a call's transcript. `speaker` is `agent`, `caller`, or any other string. */
export const transcriptTurnSchema = z.looseObject({
  speaker: z.nullish(z.string()),
  start_ms: z.nullish(z.number()),
  end_ms: z.nullish(z.number()),
  text: z.nullish(z.string()),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

/** A data extraction field's value on one call; `value` may be any JSON the field produced. */
export const extractedValueSchema = z.looseObject({
  field_id: z.nullish(z.int()),
  name: z.nullish(z.string()),
  value: z.optional(z.unknown()),
});
export type ExtractedValue = z.infer<typeof extractedValueSchema>;

/** Part B: a single call may add its transcript and extracted values; either may be absent. */
export const callDetailSchema = z.extend(callSchema, {
  transcript: z.nullish(z.array(transcriptTurnSchema)),
  extracted_values: z.nullish(z.array(extractedValueSchema)),
  /** B.10: a simulated call (left out of the calls list and statistics) and the run that made it. */
  simulated: z.optional(z.nullable(z.boolean())),
  simulation_run_id: z.nullish(idSchema),
});
export type CallDetail = z.infer<typeof callDetailSchema>;
/**
 * The same answer with the transcript's turns left unchecked, for a client that checks them
 * against `transcriptTurnSchema` a slice at a time (an hour-long call may have thousands).
 */
export const callDetailHeadSchema = z.extend(callDetailSchema, { transcript: z.nullish(z.array(z.unknown())) });
