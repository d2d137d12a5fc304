import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const profileFieldsSchema = z.record(z.string(), z.string());

export const simulationProfileSchema = z.looseObject({
  id: idSchema,
  agent_id: idSchema.nullish(),
  name: z.string(),
  fields: profileFieldsSchema.nullish().transform((v) => v ?? {}),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SimulationProfile = z.infer<typeof simulationProfileSchema>;
export const simulationProfileListSchema = z.array(simulationProfileSchema);

export const PROFILE_NAME_MAX = 200;
/** Body of endpoints 2 and 3. */
export const simulationProfileBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PROFILE_NAME_MAX, `At most ${PROFILE_NAME_MAX} characters`),
  fields: profileFieldsSchema,
});
export type SimulationProfileBody = z.infer<typeof simulationProfileBodySchema>;
