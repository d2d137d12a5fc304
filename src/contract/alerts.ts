import { z } from 'zod';
import { idSchema } from './common.ts';

/** Sources of API.md B.2, in display order. A server may send others. */
export const KNOWN_SOURCES = [
  'evals',
  'voice_metrics',
  'extraction_fields',
  'call_metadata',
  'red_flags',
  'red_flag_aggregates',
] as const;
export type KnownSource = (typeof KNOWN_SOURCES)[number];

export const evalItemSchema = z.looseObject({ id: idSchema, name: z.string() });
export const voiceMetricItemSchema = z.looseObject({ key: z.string(), label: z.string(), unit: z.string().nullish() });
export const extractionFieldItemSchema = z.looseObject({ id: idSchema, name: z.string(), type: z.string().nullish() });
export const callMetadataItemSchema = z.looseObject({ key: z.string(), label: z.string(), type: z.string().nullish() });
export const redFlagItemSchema = z.looseObject({ id: idSchema, label: z.string() });
export const redFlagAggregateItemSchema = z.looseObject({ key: z.string(), label: z.string() });
/** An item of a source the client does not know: whatever id/key and name/label it carries. */
export const unknownSourceItemSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  key: z.string().nullish(),
  name: z.string().nullish(),
  label: z.string().nullish(),
});

export const availableConditionsSchema = z.looseObject({
  evals: z.array(evalItemSchema).nullish(),
  voice_metrics: z.array(voiceMetricItemSchema).nullish(),
  extraction_fields: z.array(extractionFieldItemSchema).nullish(),
  call_metadata: z.array(callMetadataItemSchema).nullish(),
  red_flags: z.array(redFlagItemSchema).nullish(),
  red_flag_aggregates: z.array(redFlagAggregateItemSchema).nullish(),
});
export type AvailableConditions = z.infer<typeof availableConditionsSchema>;

export const COMPARATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'is_true', 'is_false'] as const;
export type Comparator = (typeof COMPARATORS)[number];

export const conditionSchema = z.object({
  type: z.literal('condition'),
  source: z.string().min(1),
  ref: z.union([z.number(), z.string()]),
  comparator: z.enum(COMPARATORS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type Condition = z.infer<typeof conditionSchema>;

export type ConditionGroup = { type: 'group'; operator: 'and' | 'or'; children: ConditionNode[] };
export type ConditionNode = Condition | ConditionGroup;

export const conditionGroupSchema: z.ZodType<ConditionGroup> = z.object({
  type: z.literal('group'),
  operator: z.enum(['and', 'or']),
  get children() {
    return z.array(conditionNodeSchema);
  },
});
export const conditionNodeSchema: z.ZodType<ConditionNode> = z.union([conditionSchema, conditionGroupSchema]);

export const alertDefinitionSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  enabled: z.boolean().nullish(),
  condition_tree: z.unknown(),
});
export type AlertDefinition = z.infer<typeof alertDefinitionSchema>;
export const alertDefinitionListSchema = z.array(alertDefinitionSchema);

export const alertDefinitionBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  enabled: z.boolean(),
  condition_tree: conditionNodeSchema,
});
export type AlertDefinitionBody = z.infer<typeof alertDefinitionBodySchema>;
