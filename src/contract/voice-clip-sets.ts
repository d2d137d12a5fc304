import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

/** Every field but `id` may be null or absent (API.md). */
export const clipSchema = z.looseObject({
  turn_index: z.number().int().nullish(),
  start_ms: z.number().nullish(),
  end_ms: z.number().nullish(),
  duration_ms: z.number().nullish(),
  reference_transcript: z.string().nullish(),
});
export type Clip = z.infer<typeof clipSchema>;

const clipSetFields = {
  id: idSchema,
  name: z.string().nullish(),
  status: z.string().nullish(),
  clip_count: z.number().int().nullish(),
  created_at: timestampSchema,
  description: z.string().nullish(),
  total_duration_ms: z.number().nullish(),
  caller_track_duration_ms: z.number().nullish(),
  source_call_id: idSchema.nullish(),
  source_channel_mode: z.string().nullish(),
  failure_reason: z.string().nullish(),
};

export const voiceClipSetSummarySchema = z.looseObject(clipSetFields);
export type VoiceClipSetSummary = z.infer<typeof voiceClipSetSummarySchema>;
export const voiceClipSetListSchema = z.array(voiceClipSetSummarySchema);

export const voiceClipSetSchema = z.looseObject({
  ...clipSetFields,
  clips: z.array(clipSchema).nullish().transform((v) => v ?? []),
});
export type VoiceClipSet = z.infer<typeof voiceClipSetSchema>;

/** Status values seen in practice; any other string is shown as it is. */
export const KNOWN_CLIP_SET_STATUSES = ['pending', 'processing', 'ready', 'completed', 'failed'] as const;
