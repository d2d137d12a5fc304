import type { Locator, Page } from '@playwright/test';
import { CALLS, currentTurn } from './calls-helpers';
import { timing } from './call-timing-helpers';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The call page on a phone in the dark scheme: the playing turn's clock and the timing's marks
// read against what they are drawn on (text 4.5:1, a graphical mark 3:1).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

/**
 * The contrast of CSS colour `front` against `backs` (bottom first), each laid over the ones below
 * it where it is see-through.
 */
function contrastIn(page: Page, front: string, ...backs: string[]): Promise<number> {
  return page.evaluate(
    ([f, ...bs]) => {
      const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!probe) throw new Error('no canvas');
      const rgba = (css: string): number[] => {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = '#000';
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        const d = probe.getImageData(0, 0, 1, 1).data;
        return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0, (d[3] ?? 255) / 255];
      };
      const over = (top: number[], under: number[]) =>
        [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (under[i] ?? 0) * (1 - (top[3] ?? 1)));
      let back = [255, 255, 255];
      for (const b of bs) back = over(rgba(b), back);
      const front = over(rgba(f ?? ''), back);
      const lum = ([r, g, b]: number[]) => {
        const lin = (c = 0) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const [a, z] = [lum(front), lum(back)];
      return (Math.max(a, z) + 0.05) / (Math.min(a, z) + 0.05);
    },
    [front, ...backs],
  );
}

/** The colour an element's left border is drawn in, and the first solid background under it. */
const borderAndBack = (el: Locator) =>
  el.evaluate((node) => {
    const border = getComputedStyle(node).borderInlineStartColor;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const bg = getComputedStyle(at).backgroundColor;
      if (bg && bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) return { border, back: bg };
    }
    return { border, back: getComputedStyle(document.body).backgroundColor };
  });

test('the playing turn of a link’s moment: its clock is readable, and axe finds nothing', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}/1060?t=20`);
  await expect.poll(() => currentTurn(page), { timeout: 90_000 }).toBeGreaterThan(0);
  const clock = page.locator('[aria-current="true"] span span').nth(2);
  await expect(clock).toHaveText(/^\d+:\d{2}$/);
  const { color, back, body } = await clock.evaluate((el) => {
    const turn = el.closest('[aria-current="true"]');
    const body = getComputedStyle(document.body).backgroundColor;
    return { color: getComputedStyle(el).color, back: turn ? getComputedStyle(turn).backgroundColor : '', body };
  });
  expect(await contrastIn(page, color, body, back), `${color} on ${back}`).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page);
});

test('long silences are marked at 3:1 or more on the waveform, beside their turn and in the list', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}/1060`);
  const field = timing(page).getByRole('textbox', { name: 'Long silence from (seconds)' });
  await field.fill('0.5');
  await field.press('Enter');
  const listed = timing(page).getByRole('list', { name: 'Marked moments' }).locator('[data-kind="silence"]').first();
  await expect(listed).toBeVisible();
  const beside = page.getByRole('list', { name: 'Transcript' }).locator('[data-kind="silence"]').first();
  await expect(beside).toBeAttached();

  for (const mark of [listed, beside]) {
    const { border, back } = await borderAndBack(mark);
    expect(await contrastIn(page, border, back), `${border} on ${back}`).toBeGreaterThanOrEqual(3);
  }
  const marks = page.getByTestId('waveform-marks');
  await expect(marks).toHaveAttribute('data-marks', /[1-9]/);
  const { mark, back } = await marks.evaluate((canvas) => {
    const css = getComputedStyle(canvas);
    return {
      mark: css.getPropertyValue('--waveform-mark-silence').trim(),
      back: css.getPropertyValue('--waveform-bg').trim(),
    };
  });
  expect(await contrastIn(page, mark, back), `${mark} on ${back}`).toBeGreaterThanOrEqual(3);
});
