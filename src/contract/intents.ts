import * as z from 'zod/mini';
import { idSchema } from './common.ts';

export const callIntentSchema = z.looseObject({
  id: idSchema,
  label: z.string(),
  description: z.nullish(z.string()),
});
export type CallIntent = z.infer<typeof callIntentSchema>;
export const callIntentListSchema = z.array(callIntentSchema);

/**
 * Lengths the dashboard suggests (shown as counters). The contract publishes no limit, so none
 * blocks a save: the service's own validation speaks for itself.
 */
export const INTENT_LABEL_MAX = 100;
export const INTENT_DESCRIPTION_MAX = 1000;
/** Body of PUT (endpoint 1) and of the Part B create. */
export const callIntentBodySchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1, 'Label is required')),
  description: z.string(),
});
export type CallIntentBody = z.infer<typeof callIntentBodySchema>;

/** Endpoint 4 body; Part B GET answers the same shape. */
export const intentDetectionSchema = z.looseObject({ enabled: z.boolean() });
export type IntentDetection = z.infer<typeof intentDetectionSchema>;
