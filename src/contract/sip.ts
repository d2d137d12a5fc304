import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';

export const sipConfigSchema = z.looseObject({
  id: idSchema,
  settings_id: z.nullish(idSchema),
  workspace_id: z.nullish(idSchema),
  sip_url: z.nullish(z.string()),
  sip_username: z.nullish(z.string()),
  sip_password_set: z.nullish(z.boolean()),
  is_sip_verified: z.nullish(z.boolean()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SipConfig = z.infer<typeof sipConfigSchema>;
