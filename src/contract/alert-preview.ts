import * as z from 'zod/mini';
import { idSchema, tolerantList } from './common.ts';
import { conditionNodeSchema } from './alerts.ts';

/**
 * Service interface B.6 (assumed): what a condition tree would have matched over past calls (the
 * firings of a definition are in alert-events.ts). Answers are read tolerantly: unknown keys pass,
 * lists the service leaves out read as empty.
 */

/** The longest range a preview may cover (a longer one is refused with a string detail). */
export const PREVIEW_MAX_DAYS = 31;
/** At most this many matched call ids come back, newest first. */
export const PREVIEW_MAX_CALL_IDS = 100;

export const alertPreviewBodySchema = z.object({
  condition_tree: conditionNodeSchema,
  started_after: z.string(),
  started_before: z.string(),
});
export type AlertPreviewBody = z.infer<typeof alertPreviewBodySchema>;

// A count the page shows as "3 of 10": below 0 it is no count, and the answer is not understood.
const count = () => z.int().check(z.gte(0, { error: 'a count cannot be below 0' }));

export const previewDaySchema = z.looseObject({
  start: z.string(),
  calls: count(),
  matched: count(),
});
export type PreviewDay = z.infer<typeof previewDaySchema>;

export const notEvaluatedSchema = z.looseObject({
  source: z.string(),
  ref: z.union([z.number(), z.string()]),
  reason: z.nullish(z.string()),
});
export type NotEvaluated = z.infer<typeof notEvaluatedSchema>;

export const alertPreviewSchema = z
  .looseObject({
    calls_evaluated: count(),
    matched: count(),
    by_day: tolerantList(previewDaySchema),
    matched_call_ids: tolerantList(idSchema),
    not_evaluated: tolerantList(notEvaluatedSchema),
  })
  .check(
    // The ids are of matched calls: more of them than `matched` leaves the figures unreadable.
    z.refine((p) => p.matched_call_ids.length <= p.matched, {
      error: 'lists more matched calls than it counts',
      path: ['matched_call_ids'],
    }),
  );
export type AlertPreview = z.infer<typeof alertPreviewSchema>;

/** The refusal of a range past PREVIEW_MAX_DAYS, as the emulator words it. */
export const previewRangeTooLong = (days: number) => `The preview range may cover at most ${days} days`;
