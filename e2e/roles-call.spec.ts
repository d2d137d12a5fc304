import type { Page } from '@playwright/test';
import { CALLS } from './calls-helpers';
import { expect as baseExpect, axeClean, signInDirectly, test } from './fixtures';
import { region as review, unreviewedWithLabel, showReview } from './review-helpers';

// B.11 on a call's page: a viewer reads the review and the comments; a reviewer writes their own
// review and comments; a comment is deleted by its author or an admin.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALL = 1060;
const WHY = 'Your role (viewer) does not allow this';
const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const items = (page: Page) => comments(page).getByRole('list', { name: 'Comments' }).getByRole('listitem');

async function openAtComments(page: Page, id: number) {
  await page.goto(`${CALLS}/${id}`);
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await comments(page).scrollIntoViewIfNeeded();
}

test('a viewer reads the review and the comments: their controls disabled saying why, no Delete', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'viewer-token');
  await openAtComments(page, CALL);
  await expect(items(page).first()).toBeVisible();
  await expect(items(page).first()).toContainText('Priya Raman');
  await expect(comments(page).getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await expect(comments(page).getByRole('button', { name: 'Add comment' })).toBeDisabled();
  await expect(comments(page).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  await expect(comments(page).getByText(WHY)).toBeVisible();
  await showReview(page);
  await expect(review(page).getByRole('radio').first()).toBeDisabled();
  await expect(review(page).getByText(WHY)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Polled: the page lays itself out again for the narrower window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('a reviewer saves a review and a comment; deletes their own comment, not another member’s', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  const call = await unreviewedWithLabel(request);
  await signInDirectly(page, 'reviewer-token');
  await page.goto(`${CALLS}/${call.id}`);
  await showReview(page);
  await review(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await review(page).getByRole('button', { name: 'Save review' }).click();
  await expect(review(page).getByText(/^Reviewed by Rey Reviewer/)).toBeVisible();

  await openAtComments(page, CALL);
  await expect(items(page)).toHaveCount(3);
  await expect(comments(page).getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await comments(page).getByRole('textbox', { name: 'Comment' }).fill('Rey’s point');
  await comments(page).getByRole('button', { name: 'Add comment' }).click();
  const mine = items(page).filter({ hasText: 'Rey’s point' });
  await expect(mine).toContainText('Rey Reviewer');
  await expect(comments(page).getByRole('button', { name: 'Delete comment' })).toHaveCount(1);
  await mine.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(items(page)).toHaveCount(3);
});

test('an admin deletes any comment; a refused delete shows the service’s text', async ({
  signedIn: page,
  emulator,
}) => {
  await openAtComments(page, CALL);
  await expect(comments(page).getByRole('button', { name: 'Delete comment' })).toHaveCount(3);
  await emulator.fault({
    method: 'DELETE',
    path: `/api/v1/workspaces/1/agents/1/calls/${CALL}/comments/*`,
    status: 403,
    body: { detail: 'Your role (admin) does not allow this' },
  });
  await items(page).first().getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your role (admin) does not allow this');
});
