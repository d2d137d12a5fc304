import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';

/** Every field but `id` may be null or absent (docs/service-interface.md). */
export const clipSchema = z.looseObject({
  turn_index: z.nullish(z.int()),
  start_ms: z.nullish(z.number()),
  end_ms: z.nullish(z.number()),
  duration_ms: z.nullish(z.number()),
  reference_transcript: z.nullish(z.string()),
});
export type Clip = z.infer<typeof clipSchema>;

const clipSetFields = {
  id: idSchema,
  name: z.nullish(z.string()),
  status: z.nullish(z.string()),
  clip_count: z.nullish(z.int()),
  created_at: timestampSchema,
  description: z.nullish(z.string()),
  total_duration_ms: z.nullish(z.number()),
  caller_track_duration_ms: z.nullish(z.number()),
  source_call_id: z.nullish(idSchema),
  source_channel_mode: z.nullish(z.string()),
  failure_reason: z.nullish(z.string()),
};

export const voiceClipSetSummarySchema = z.looseObject(clipSetFields);
export type VoiceClipSetSummary = z.infer<typeof voiceClipSetSummarySchema>;
export const voiceClipSetListSchema = z.array(voiceClipSetSummarySchema);

export const voiceClipSetSchema = z.looseObject({
  ...clipSetFields,
  clips: z.pipe(
    z.nullish(z.array(clipSchema)),
    z.transform((v) => v ?? []),
  ),
});
export type VoiceClipSet = z.infer<typeof voiceClipSetSchema>;

/** Status values seen in practice; any other string is shown as it is. */
export const KNOWN_CLIP_SET_STATUSES = ['pending', 'processing', 'ready', 'completed', 'failed'] as const;

/**
 * Body of B.7's create (docs/service-interface.md): the turns to cut, as 0-based positions in the
 * call's transcript as the service returns it, at least one. No length of name or description is
 * published: the service's own validation decides beyond "not empty".
 */
export const voiceClipSetCreateBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  description: z.nullish(z.string()),
  source_call_id: idSchema,
  turn_indexes: z.array(z.int().check(z.gte(0))).check(z.minLength(1, 'Choose at least one turn')),
});
export type VoiceClipSetCreateBody = z.infer<typeof voiceClipSetCreateBodySchema>;
