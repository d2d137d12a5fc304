import * as z from 'zod/mini';
import { idSchema, stringRecordSchema, timestampSchema } from './common.ts';

/** `fields`: any string keys (`__proto__` included) to string values, in a null-prototype object. */
export const profileFieldsSchema = stringRecordSchema;

export const simulationProfileSchema = z.looseObject({
  id: idSchema,
  agent_id: z.nullish(idSchema),
  name: z.string(),
  fields: z.pipe(
    z.transform((v): unknown => v ?? {}),
    profileFieldsSchema,
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SimulationProfile = z.infer<typeof simulationProfileSchema>;
export const simulationProfileListSchema = z.array(simulationProfileSchema);

/**
 * A length the dashboard suggests for a name; the contract publishes none, so it only guides
 * (a counter), and the service's own validation decides.
 */
export const PROFILE_NAME_MAX = 200;
/** Body of endpoints 2 and 3. */
export const simulationProfileBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  fields: profileFieldsSchema,
});
export type SimulationProfileBody = z.infer<typeof simulationProfileBodySchema>;
