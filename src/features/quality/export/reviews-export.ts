import type { AgentRef, CallReview } from '../../../contract';
import type { ReviewListQuery } from '../../../data/reviews/keys';
import { fetchReviewPage } from '../../../data/reviews/queries';
import type { ExportSource } from '../../../lib/list-export/run-export';
import type { Names } from '../names';
import { REVIEW_CSV_COLUMNS, reviewCells } from './review-rows';

/** The reviews list (B.4) over `query` as an export, one row per review (B.11: a call may have several, one per reviewer). */
export const reviewsExportSource = (
  agent: AgentRef,
  query: ReviewListQuery,
  names: Names,
): ExportSource<CallReview> => ({
  fetchPage: (paging, signal) => fetchReviewPage(agent, query, paging, signal),
  // One review per reviewer and call; a server with one review per call names no reviewer.
  idOf: (review) => `${review.call_id}:${review.reviewer_id ?? review.reviewer ?? ''}`,
  csvColumns: REVIEW_CSV_COLUMNS,
  csvCells: (review) => reviewCells(review, names),
});
