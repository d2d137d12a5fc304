import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';

/**
 * Part B.8 (assumed): who changed which setting, and when. Read tolerantly: unknown keys pass,
 * an action or resource the dashboard does not know is kept as the string it is.
 */

/** The kinds of record B.8 names; any other string is shown by its name. */
export const SETTINGS_RESOURCES = [
  'call_intent',
  'intent_detection',
  'sip_config',
  'data_extraction_field',
  'rule',
  'alert_definition',
  'simulation_profile',
] as const;
export type SettingsResource = (typeof SETTINGS_RESOURCES)[number];

export const CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const;

/**
 * A record as its own read returns it: any object, kept as parsed (z.record would rebuild it
 * and drop a `__proto__` key).
 */
const recordSide = z.nullish(
  z.custom<Record<string, unknown>>((v) => v !== null && typeof v === 'object' && !Array.isArray(v)),
);

export const settingsChangeSchema = z.looseObject({
  id: idSchema,
  at: timestampSchema,
  actor: z.nullish(z.string()),
  resource: z.string(),
  resource_id: z.nullish(z.int()),
  action: z.string(),
  before: recordSide,
  after: recordSide,
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsChangeListSchema = z.looseObject({
  items: z.array(settingsChangeSchema),
  total: z.int(),
});
export type SettingsChangeList = z.infer<typeof settingsChangeListSchema>;

/** The largest page `GET settings/changes` answers. */
export const SETTINGS_CHANGES_PAGE_MAX = 200;

/** The query `GET settings/changes` takes besides paging. */
export type SettingsChangeQuery = {
  resource?: string[];
  resource_id?: number;
  /**
   * Not in B.8: the dashboard's own addition (the emulator honours it). A server that ignores it
   * answers every actor's changes; the page notices and says so.
   */
  actor?: string;
  started_after?: string;
  started_before?: string;
};
