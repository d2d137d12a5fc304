import {
  BUDGET_KB,
  FIRST_PAGES,
  measureFirstLoad,
  overBudgetReport,
  readRecordedSizes,
} from '../scripts/first-load.mjs';
import { expect, signInDirectly, test } from './fixtures';

// The size budget: every page, opened first in a fresh browser, loads at most BUDGET_KB of JS
// (gzip). Sizes are of the built app; the dev server serves unbundled modules.

test.describe('first-load JS budget', () => {
  test.skip(process.env.E2E_SERVER === 'dev', 'sizes are measured on the built app (vite preview)');
  const recorded = readRecordedSizes();
  for (const first of FIRST_PAGES) {
    // The emulator fixture resets the worker's emulator: a fault left by another test (a server
    // without a list, say) would otherwise be measured instead of the page.
    test(`${first.name} opened first loads at most ${BUDGET_KB} kB of JS`, async ({ page, emulator: _emulator }) => {
      if (first.signedIn !== false) await signInDirectly(page);
      const { chunks, totalBytes, problem } = await measureFirstLoad(page, first.path);
      // A page showing "not found" or an error loads less than the page itself.
      expect(problem, `${first.path}: not the page itself`).toBeNull();
      expect(totalBytes, overBudgetReport(first.name, first.path, chunks, recorded)).toBeLessThanOrEqual(
        BUDGET_KB * 1000,
      );
    });
  }
});
