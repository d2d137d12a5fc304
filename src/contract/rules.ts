import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** `output` is `label` or `red_flag` as assumed; any other string is shown as it is. */
export const ruleSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  description: z.nullish(z.string()),
  output: z.nullish(z.string()),
  label: z.nullish(z.string()),
});
export type Rule = z.infer<typeof ruleSchema>;
export const ruleListSchema = z.array(ruleSchema);
