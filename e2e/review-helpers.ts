import type { APIRequestContext, Page } from '@playwright/test';
import { type ListedCall, listCalls } from './calls-helpers';
import { expect } from './fixtures';

/** The call page's region "Review". */
export const region = (page: Page) => page.getByRole('region', { name: 'Review', exact: true });

/** An unreviewed call of the demo data with an AI intent and at least one label. */
export async function unreviewedWithLabel(
  request: APIRequestContext,
): Promise<ListedCall & { call_intent: { id: number; label: string } }> {
  const call = (await listCalls(request, 'reviewed=false&limit=100')).find(
    (c) => c.call_intent && c.labels_and_redflags.length > 0,
  );
  if (!call?.call_intent) throw new Error('the demo data has an unreviewed call with an intent and a label');
  return { ...call, call_intent: call.call_intent };
}

/**
 * Scrolls to the region "Review": what it holds loads once it comes into view with the page above
 * it drawn (until then the region shows its heading only), so a scroll made while the page was
 * still coming is made again.
 */
export async function showReview(page: Page) {
  const review = region(page);
  await expect(async () => {
    await review.scrollIntoViewIfNeeded();
    await expect(review).not.toHaveText('Review', { timeout: 1_000 });
  }).toPass();
  return review;
}
