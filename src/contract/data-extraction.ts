import * as z from 'zod/mini';
import { idSchema } from './common.ts';

export const extractionFieldSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  type: z.nullish(z.string()),
  is_system: z.nullish(z.boolean()),
});
export type ExtractionField = z.infer<typeof extractionFieldSchema>;
export const extractionFieldListSchema = z.array(extractionFieldSchema);
