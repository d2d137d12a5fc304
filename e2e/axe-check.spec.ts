import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';

// The accessibility check every page's spec runs (e2e/fixtures.ts) runs axe inside the page and
// reports violations only: this shows that set-up still finds what it is for.
test('the axe check sees what it is there for: a planted image without a name and pale text fail it', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/settings/rules`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const pale = document.createElement('p');
    pale.textContent = 'Pale text';
    pale.style.color = '#eeeeee';
    pale.style.background = '#ffffff';
    main?.append(img, pale);
  });
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (e: unknown) => String(e),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('Pale text');
});
