import { z } from 'zod';
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
  started_at: z.string().nullish(),
  duration_ms: z.number().nullish(),
  call_intent: idLabelSchema.nullish(),
  call_outcome: idLabelSchema.nullish(),
  sentiment: z.string().nullish(),
  labels_and_redflags: tolerantList(idLabelSchema),
});
export type Call = z.infer<typeof callSchema>;

export const callListSchema = z.looseObject({
  items: z.array(callSchema),
  total: z.number().int().nullish(),
});
export type CallList = z.infer<typeof callListSchema>;

/** The calls query, under the API's own names (also the dashboard's URL query). */
export const CALL_FILTER_KEYS = ['call_intent_id', 'call_outcome_id', 'sentiment', 'label_id'] as const;
export type CallFilterKey = (typeof CALL_FILTER_KEYS)[number];
export type CallFilters = Record<CallFilterKey, string[]>;

/** One turn of a call's transcript. `speaker` is `agent`, `caller`, or any other string. */
export const transcriptTurnSchema = z.looseObject({
  speaker: z.string().nullish(),
  start_ms: z.number().nullish(),
  end_ms: z.number().nullish(),
  text: z.string().nullish(),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

/** A data extraction field's value on one call; `value` may be any JSON the field produced. */
export const extractedValueSchema = z.looseObject({
  field_id: z.number().int().nullish(),
  name: z.string().nullish(),
  value: z.unknown().optional(),
});
export type ExtractedValue = z.infer<typeof extractedValueSchema>;

/** Part B: a single call may add its transcript and extracted values; either may be absent. */
export const callDetailSchema = callSchema.extend({
  transcript: z.array(transcriptTurnSchema).nullish(),
  extracted_values: z.array(extractedValueSchema).nullish(),
});
export type CallDetail = z.infer<typeof callDetailSchema>;
/**
 * The same answer with the transcript's turns left unchecked, for a client that checks them
 * against `transcriptTurnSchema` a slice at a time (an hour-long call may have thousands).
 */
export const callDetailHeadSchema = callDetailSchema.extend({ transcript: z.array(z.unknown()).nullish() });
