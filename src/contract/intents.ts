import { z } from 'zod';
import { idSchema } from './common';

export const callIntentSchema = z.looseObject({
  id: idSchema,
  label: z.string(),
  description: z.string().nullish(),
});
export type CallIntent = z.infer<typeof callIntentSchema>;
export const callIntentListSchema = z.array(callIntentSchema);

/** Body of PUT (endpoint 1) and of the Part B create. Lengths are the dashboard's own limits. */
export const INTENT_LABEL_MAX = 100;
export const INTENT_DESCRIPTION_MAX = 1000;
export const callIntentBodySchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(INTENT_LABEL_MAX, `At most ${INTENT_LABEL_MAX} characters`),
  description: z.string().max(INTENT_DESCRIPTION_MAX, `At most ${INTENT_DESCRIPTION_MAX} characters`),
});
export type CallIntentBody = z.infer<typeof callIntentBodySchema>;

/** Endpoint 4 body; Part B GET answers the same shape. */
export const intentDetectionSchema = z.looseObject({ enabled: z.boolean() });
export type IntentDetection = z.infer<typeof intentDetectionSchema>;
