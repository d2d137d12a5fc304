import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: name === '.' ? /./ : name }).first();

// A page's first load on a busy two-core machine can take longer than the suite's default wait.
export const SLOW = { timeout: 20_000 };

/** The page's heading is shown and nothing is loading any more. */
export async function ready(page: Page, name: string) {
  await expect(heading(page, name)).toBeVisible(SLOW);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SLOW);
}
