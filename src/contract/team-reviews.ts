import * as z from 'zod/mini';
import { idSchema, timestampSchema, tolerantList } from './common.ts';
import { callReviewSchema, reviewBodySchema } from './reviews.ts';

/**
 * B.11 (assumed): several reviewers per call, review assignments and final verdicts; B.12: saved
 * views of the calls list. Read tolerantly, as every stored record.
 */

/** A stored review with several reviewers: the member who wrote it. */
export const memberReviewSchema = z.looseObject({
  ...callReviewSchema.shape,
  id: z.nullish(idSchema),
  reviewer_id: z.nullish(idSchema),
});
export type MemberReview = z.infer<typeof memberReviewSchema>;
export const memberReviewListSchema = z.looseObject({
  items: z.array(memberReviewSchema),
  total: z.nullish(z.int()),
});

export const REVIEWERS_PER_CALL_MIN = 1;
export const REVIEWERS_PER_CALL_MAX = 5;
/** The most calls one "Assign for review" takes. */
export const ASSIGN_CALLS_MAX = 500;

/** Body of `POST review-assignments`. */
export const assignmentBodySchema = z.object({
  call_ids: z
    .array(idSchema)
    .check(z.minLength(1, 'No call to assign'), z.maxLength(ASSIGN_CALLS_MAX, `At most ${ASSIGN_CALLS_MAX} calls`)),
  reviewer_ids: z.array(idSchema).check(z.minLength(1, 'Choose at least one reviewer')),
  reviewers_per_call: z
    .int()
    .check(
      z.gte(REVIEWERS_PER_CALL_MIN, `Reviewers per call are ${REVIEWERS_PER_CALL_MIN} to ${REVIEWERS_PER_CALL_MAX}`),
      z.lte(REVIEWERS_PER_CALL_MAX, `Reviewers per call are ${REVIEWERS_PER_CALL_MIN} to ${REVIEWERS_PER_CALL_MAX}`),
    ),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

export const assignmentSchema = z.looseObject({
  id: idSchema,
  call_id: idSchema,
  reviewer_id: z.nullish(idSchema),
  reviewer: z.nullish(z.string()),
  assigned_by: z.nullish(z.string()),
  assigned_at: timestampSchema,
  state: z.nullish(z.string()),
  done_at: timestampSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.looseObject({
  items: z.array(assignmentSchema),
  total: z.nullish(z.int()),
});

/** A final verdict: the review body's fields, and who settled it when. */
export const finalReviewSchema = z.looseObject({
  call_id: idSchema,
  intent_correct: z.nullish(z.boolean()),
  corrected_intent_id: z.nullish(z.int()),
  labels: callReviewSchema.shape.labels,
  missed_labels: tolerantList(idSchema),
  note: z.nullish(z.string()),
  decided_by: z.nullish(z.string()),
  decided_at: timestampSchema,
});
export type FinalReview = z.infer<typeof finalReviewSchema>;
/** Body of `PUT final-review`: the review body (B.4). */
export const finalReviewBodySchema = reviewBodySchema;

/** B.12: a saved view of the calls list; `query` is the calls page's query string without "?". */
export const savedViewSchema = z.looseObject({
  id: idSchema,
  name: z.nullish(z.string()),
  query: z.nullish(z.string()),
  shared: z.nullish(z.boolean()),
  owner_id: z.nullish(idSchema),
  owner: z.nullish(z.string()),
  created_at: timestampSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.array(savedViewSchema);
export const savedViewBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  query: z.string(),
  shared: z.boolean(),
});
export type SavedViewBody = z.infer<typeof savedViewBodySchema>;

/** B.11's and B.12's error texts (assumed). */
export const teamErrorTexts = {
  roleRefused: (role: string) => `Your role (${role}) does not allow this`,
  memberNotFound: (id: number | string) => `Member with ID ${id} not found`,
  notEnoughReviewers: (asked: number | string, chosen: number | string) =>
    `Not enough reviewers: ${asked} per call asked, ${chosen} chosen`,
  assignmentNotFound: (id: number | string) => `Review assignment with ID ${id} not found`,
  noFinalReview: (callId: number | string) => `Call ${callId} has no final review`,
  savedViewNotFound: (id: number | string) => `Saved view with ID ${id} not found`,
  savedViewNameTaken: (name: string) => `A saved view named '${name}' already exists.`,
} as const;
