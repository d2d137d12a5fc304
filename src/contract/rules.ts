import { z } from 'zod';
import { idSchema } from './common.ts';

/** `output` is `label` or `red_flag` as assumed; any other string is shown as it is. */
export const ruleSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  output: z.string().nullish(),
  label: z.string().nullish(),
});
export type Rule = z.infer<typeof ruleSchema>;
export const ruleListSchema = z.array(ruleSchema);
