import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { SEVERITIES, muteWindowSchema } from './notification-channels.ts';

/** Sources of service interface B.2, in display order. A server may send others. */
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
export const voiceMetricItemSchema = z.looseObject({ key: z.string(), label: z.string(), unit: z.nullish(z.string()) });
export const extractionFieldItemSchema = z.looseObject({ id: idSchema, name: z.string(), type: z.nullish(z.string()) });
export const callMetadataItemSchema = z.looseObject({
  key: z.string(),
  label: z.string(),
  type: z.nullish(z.string()),
});
export const redFlagItemSchema = z.looseObject({ id: idSchema, label: z.string() });
export const redFlagAggregateItemSchema = z.looseObject({ key: z.string(), label: z.string() });
/** An item of a source the client does not know: whatever id/key and name/label it carries. */
export const unknownSourceItemSchema = z.looseObject({
  id: z.nullish(z.union([z.number(), z.string()])),
  key: z.nullish(z.string()),
  name: z.nullish(z.string()),
  label: z.nullish(z.string()),
});

export const availableConditionsSchema = z.looseObject({
  evals: z.nullish(z.array(evalItemSchema)),
  voice_metrics: z.nullish(z.array(voiceMetricItemSchema)),
  extraction_fields: z.nullish(z.array(extractionFieldItemSchema)),
  call_metadata: z.nullish(z.array(callMetadataItemSchema)),
  red_flags: z.nullish(z.array(redFlagItemSchema)),
  red_flag_aggregates: z.nullish(z.array(redFlagAggregateItemSchema)),
});
export type AvailableConditions = z.infer<typeof availableConditionsSchema>;

export const COMPARATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'is_true', 'is_false'] as const;
export type Comparator = (typeof COMPARATORS)[number];

export const conditionSchema = z.object({
  type: z.literal('condition'),
  source: z.string().check(z.minLength(1)),
  ref: z.union([z.number(), z.string()]),
  comparator: z.enum(COMPARATORS),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type Condition = z.infer<typeof conditionSchema>;

export type ConditionGroup = { type: 'group'; operator: 'and' | 'or'; children: ConditionNode[] };
export type ConditionNode = Condition | ConditionGroup;

export const conditionGroupSchema: z.ZodMiniType<ConditionGroup> = z.object({
  type: z.literal('group'),
  operator: z.enum(['and', 'or']),
  get children() {
    return z.array(conditionNodeSchema);
  },
});
export const conditionNodeSchema: z.ZodMiniType<ConditionNode> = z.union([conditionSchema, conditionGroupSchema]);

export const alertDefinitionSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  enabled: z.nullish(z.boolean()),
  condition_tree: z.unknown(),
  /** B.9: each may be absent (a server without delivery) or null. */
  severity: z.nullish(z.string()),
  channel_ids: z.nullish(z.array(idSchema)),
  snoozed_until: z.nullish(z.string()),
  mute_windows: z.nullish(
    z.array(z.looseObject({ days: z.array(z.string()), start: z.string(), end: z.string(), tz: z.string() })),
  ),
});
export type AlertDefinition = z.infer<typeof alertDefinitionSchema>;
export const alertDefinitionListSchema = z.array(alertDefinitionSchema);

export const alertDefinitionBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
  enabled: z.boolean(),
  condition_tree: conditionNodeSchema,
  /** B.9: sent only when set; a server that does not know them leaves them out of its answer. */
  severity: z.optional(z.enum(SEVERITIES)),
  channel_ids: z.optional(z.array(idSchema)),
  snoozed_until: z.optional(z.nullable(z.string())),
  mute_windows: z.optional(z.array(muteWindowSchema)),
});
export type AlertDefinitionBody = z.infer<typeof alertDefinitionBodySchema>;
