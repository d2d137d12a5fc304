import { z } from 'zod';
import { idSchema } from './common.ts';

export const agentSchema = z.looseObject({ id: idSchema, name: z.string().nullish() });
export type Agent = z.infer<typeof agentSchema>;
export const agentListSchema = z.array(agentSchema);
