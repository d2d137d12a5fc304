import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

export const sipConfigSchema = z.looseObject({
  id: idSchema,
  settings_id: idSchema.nullish(),
  workspace_id: idSchema.nullish(),
  sip_url: z.string().nullish(),
  sip_username: z.string().nullish(),
  sip_password_set: z.boolean().nullish(),
  is_sip_verified: z.boolean().nullish(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SipConfig = z.infer<typeof sipConfigSchema>;
