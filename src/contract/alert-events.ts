import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { deliverySchema } from './notification-channels.ts';

/**
 * Service interface B.6 and B.9 (assumed): the firings of a definition and of an agent. Apart from
 * the preview (alert-preview.ts): the navigation's count of firing alerts reads these on every
 * agent page, and the preview's schemas then load with the alert pages only.
 */

export const alertEventSchema = z.looseObject({
  id: idSchema,
  fired_at: z.nullish(z.string()),
  call_id: z.nullish(idSchema),
  matched: z.nullish(z.string()),
  /** B.9: each may be absent (a server without acknowledgement or delivery) or null. */
  alert_id: z.nullish(idSchema),
  state: z.nullish(z.string()),
  acknowledged_by: z.nullish(z.string()),
  acknowledged_at: z.nullish(z.string()),
  resolved_by: z.nullish(z.string()),
  resolved_at: z.nullish(z.string()),
  comment: z.nullish(z.string()),
  deliveries: z.nullish(z.array(deliverySchema)),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

export const alertEventListSchema = z.looseObject({
  items: z.array(alertEventSchema),
  total: z.nullish(z.int()),
});
export type AlertEventList = z.infer<typeof alertEventListSchema>;
