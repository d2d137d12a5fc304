import * as z from 'zod/mini';
import { idSchema } from './common.ts';

export const agentSchema = z.looseObject({ id: idSchema, name: z.nullish(z.string()) });
export type Agent = z.infer<typeof agentSchema>;
export const agentListSchema = z.array(agentSchema);
