import type { Page, Request } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect } from './fixtures';

// Shared by the specs of the alerts page: its list, builder and preview.

// Several servers share 2 cores while the suite is written: allow for a slow first load.
export const expect = baseExpect.configure({ timeout: 30_000 });

export const PAGE = `${AGENT}/settings/alerts`;
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
export const add = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
export const value = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Value for ${name}`, exact: true });

// The definitions (alerts-manage-*.spec.ts).
export const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
// Seeded (src/emulator/seed.ts): both use the red flag of rule 1 "Mentions lawyer"; the second
// also the extraction field order_id (4), and is disabled.
export const FIRST = 'Legal threat or slow answers';
export const SECOND = 'Legal threat on an order';
export const FIRST_SENTENCE =
  'Legal threat is present OR (Median latency > 1500 ms AND Transferred to a human is false)';

export const sentence = (page: Page) => page.getByTestId('tree-sentence');
export const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Agent pages' });
export const definitions = async (page: Page) =>
  (await (await page.request.get(DEFINITIONS_API, { headers: auth })).json()) as {
    id: number;
    name: string;
    enabled: boolean;
    condition_tree: unknown;
  }[];

// The preview (alerts-preview-*.spec.ts, service interface B.6, region "Preview"): figures are
// checked against the emulator's own evaluation of the same request.
export const PREVIEW_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions/preview';

export type Body = {
  condition_tree: { type: string; children?: unknown[] };
  started_after: string;
  started_before: string;
};
export type Answer = { calls_evaluated: number; matched: number; matched_call_ids: number[] };

export const region = (page: Page) => page.getByRole('region', { name: 'Preview' });
export const summary = (page: Page) => region(page).getByTestId('preview-summary');
export const figures = (a: Answer) =>
  `${a.matched} of ${a.calls_evaluated} ${a.calls_evaluated === 1 ? 'call' : 'calls'} matched`;

/** The next preview request of the whole tree (`children` top-level nodes), as sent. */
export const wholeTreeRequest = (page: Page, children: number) =>
  page.waitForRequest((r: Request) => {
    if (!r.url().endsWith(PREVIEW_API) || r.method() !== 'POST') return false;
    const body = r.postDataJSON() as Body;
    return body.condition_tree.type === 'group' && body.condition_tree.children?.length === children;
  });

/** What the emulator answers to the same body. */
export async function evaluate(page: Page, body: Body | Request): Promise<Answer> {
  const data = 'postDataJSON' in body ? (body.postDataJSON() as Body) : body;
  const res = await page.request.post(PREVIEW_API, { headers: auth, data });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Answer;
}
