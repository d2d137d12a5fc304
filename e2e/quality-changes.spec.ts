import type { APIRequestContext, Page } from '@playwright/test';
import { callReviewListSchema, type CallReview } from '../src/contract/index.ts';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, byDay, changesInRange as changes, DAY, dayName, RANGE } from './settings-changes-helpers';

const expect = baseExpect.configure({ timeout: 20_000 });

const iso = (ms: number) => new Date(ms).toISOString();

/** The reviews of calls started in [from, to), as the service lists them (`final=true`: its final verdicts). */
async function list(request: APIRequestContext, from: number, to: number, final: boolean) {
  const query = new URLSearchParams({ started_after: iso(from), started_before: iso(to), limit: '500' });
  if (final) query.set('final', 'true');
  const res = await request.get(`${API}/call-reviews?${query}`, { headers: auth });
  expect(res.ok()).toBe(true);
  return callReviewListSchema.parse(await res.json()).items;
}

/**
 * One review per call, as the quality page counts them (B.11): the call's final verdict, else its
 * reviews where every reviewer says the same; calls whose reviewers disagree are left out.
 */
async function reviews(request: APIRequestContext, from: number, to: number) {
  const finals = new Map((await list(request, from, to, true)).map((f) => [f.call_id, f] as const));
  const byCall = new Map<number, CallReview[]>();
  for (const r of await list(request, from, to, false)) byCall.set(r.call_id, [...(byCall.get(r.call_id) ?? []), r]);
  const says = (r: CallReview) =>
    JSON.stringify([
      r.intent_correct,
      r.intent_correct === false ? r.corrected_intent_id : null,
      r.labels.map((l) => `${l.id}:${l.verdict}`).sort(),
      [...r.missed_labels].sort(),
    ]);
  return [...byCall].flatMap(([call, of]) => {
    const final = finals.get(call);
    if (final) return [final];
    return new Set(of.map(says)).size === 1 ? of.slice(0, 1) : [];
  });
}

async function open(page: Page) {
  await page.goto(`${AGENT}/quality?${new URLSearchParams(RANGE)}`);
  await expect(page.getByRole('table', { name: /^Intents/ })).toBeVisible();
}

test.describe('settings changes on the quality page', () => {
  test.use({ timezoneId: 'UTC' });

  test('marks each day with changes, each a link to that day’s changes', async ({ signedIn: page, request }) => {
    const days = byDay(await changes(request));
    expect(days.length).toBeGreaterThan(1);
    await open(page);
    const list = page.getByRole('list', { name: 'Settings changes' });
    await expect(list.getByRole('link')).toHaveCount(days.length);
    for (const [day, ofDay] of days) {
      const title = `${ofDay.length} settings change${ofDay.length === 1 ? '' : 's'} on ${dayName(day)}`;
      const link = list.getByRole('link', { name: new RegExp(`^${title}: `) });
      await expect(link).toHaveCount(1);
      const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
      expect(href.pathname).toBe(`${AGENT}/settings/history`);
      expect(href.searchParams.get('started_after')).toBe(iso(day));
      expect(href.searchParams.get('started_before')).toBe(iso(day + DAY));
    }
  });

  test.describe('on a phone in the dark', () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

    test('before and after a change: the reviews of the 7 days each side, each count a link to its calls', async ({
      signedIn: page,
      request,
    }) => {
      const [day, ofDay] = byDay(await changes(request)).find(([, l]) => l.length > 1) ?? [0, []];
      const at = Date.parse(ofDay[0]?.at ?? '');
      const [before, after] = [await reviews(request, at - 7 * DAY, at), await reviews(request, at, at + 7 * DAY)];
      expect(before.length + after.length).toBeGreaterThan(0);
      await open(page);
      await page
        .getByRole('button', { name: `Before and after: ${ofDay.length} settings changes on ${dayName(day)}` })
        .click();
      const table = page.getByRole('table', { name: /^Before and after: / });
      for (const [side, list] of [
        ['before', before],
        ['after', after],
      ] as const) {
        const count = table.getByRole('link', { name: `${list.length} reviewed calls, ${side}`, exact: true });
        await expect(count).toBeVisible();
        const href = new URL((await count.getAttribute('href')) ?? '', 'http://x');
        expect(href.pathname).toBe(`${AGENT}/calls`);
        expect(href.searchParams.get('reviewed')).toBe('true');
      }
      // An intent that reviews judged right after the change: its count, as the service's reviews say.
      const id = after.find((r) => r.intent_correct === true)?.ai_intent_id;
      const intents = (await (await request.get(`${API}/settings/call-intents`, { headers: auth })).json()) as {
        id: number;
        label: string;
      }[];
      const intent = intents.find((i) => i.id === id)?.label ?? '';
      const right = after.filter((r) => r.ai_intent_id === id && r.intent_correct === true);
      expect(right.length).toBeGreaterThan(0);
      const figure = table.getByRole('link', {
        name: `${right.length} calls of ${intent} judged correct, after`,
        exact: true,
      });
      await expect(figure).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      // It opens the quality page of those 7 days with the calls it counts.
      await figure.click();
      const shown = page.getByRole('region', { name: `Calls the AI gave ${intent}, judged correct` });
      await expect(shown.getByRole('link', { name: /^Call \d+$/ })).toHaveCount(right.length);
      const url = new URL(page.url());
      expect(url.searchParams.get('started_after')).toBe(iso(at));
      expect(url.searchParams.get('started_before')).toBe(iso(at + 7 * DAY));
    });
  });

  test('without the changes route: no marks, no before and after, the figures as ever', async ({
    signedIn: page,
    emulator,
  }) => {
    await emulator.fault({ path: `${API}/settings/changes`, status: 404, body: { detail: 'Not Found' } });
    await open(page);
    await expect(page.getByRole('table', { name: /^Labels and red flags/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Settings changes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Before and after/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
