import { AGENT, expect, test } from './fixtures';

// What a page says while it loads must be true when it says it: nothing announced as loaded while
// it is still blank, and no button out of reach while a dialog fills the screen.
test.describe.configure({ timeout: 90_000 });

test('the clip viewer says the recording is loaded only once its waveform is drawn', async ({ signedIn: page }) => {
  // Each change of the page is checked as it happens: the note must never stand beside a blank lane.
  await page.addInitScript(() => {
    const w = window as unknown as { loadedBeforeDrawn?: boolean; loadedSeen?: boolean };
    new MutationObserver(() => {
      if (!document.body?.textContent?.includes('Recording of call 1060 loaded.')) return;
      w.loadedSeen = true;
      if (!document.querySelector('canvas[data-drawn="true"]')) w.loadedBeforeDrawn = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${AGENT}/voice-clip-sets/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate charge refund' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Waveform of call 1060' })).toHaveAttribute('data-state', 'ready');
  const seen = await page.evaluate(() => {
    const w = window as unknown as { loadedBeforeDrawn?: boolean; loadedSeen?: boolean };
    return { loadedSeen: w.loadedSeen === true, loadedBeforeDrawn: w.loadedBeforeDrawn === true };
  });
  expect(seen.loadedSeen).toBe(true);
  expect(seen.loadedBeforeDrawn).toBe(false);
});

test('the Cut clips dialog keeps its button in view at 1280×800', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${AGENT}/calls/1060`);
  await page.getByRole('button', { name: 'Cut clips' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Cut clips' });
  const create = dialog.getByRole('button', { name: 'Create clip set' });
  await expect(create).toBeVisible({ timeout: 20_000 });
  // In view without scrolling: the dialog's first field and its button are both on screen.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInViewport();
  await expect(create).toBeInViewport({ ratio: 1 });
  const box = await create.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the recording's lane is a drawn wave, never one solid block (${colorScheme})`, async ({ signedIn: page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${AGENT}/calls/1060`);
    const wave = page.getByRole('img', { name: /^Waveform/ });
    await expect(wave).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    // The share of the lane's drawing (its first canvas) that is painted: the wave and its axis.
    const painted = await wave.evaluate((box) => {
      const canvas = box.querySelector('canvas');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return -1;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
      return count / (canvas.width * canvas.height);
    });
    expect(painted).toBeGreaterThan(0.02);
    expect(painted).toBeLessThan(0.7);
  });
}
