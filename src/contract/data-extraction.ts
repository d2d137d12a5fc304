import { z } from 'zod';
import { idSchema } from './common.ts';

export const extractionFieldSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  type: z.string().nullish(),
  is_system: z.boolean().nullish(),
});
export type ExtractionField = z.infer<typeof extractionFieldSchema>;
export const extractionFieldListSchema = z.array(extractionFieldSchema);
