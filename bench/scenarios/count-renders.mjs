// Renders per interaction: `npm run bench -- count-renders [url] [case ...]` (cases by the start
// of their names). For each case below, the function components React drew (those whose function ran), counted in the hook React calls on every commit, in all and
// inside each named component (its own render and everything below it). The counts hardly depend
// on the machine's load (only where a deferred render is merged with the next one: the intents'
// filter drew 302 and 409 in two runs), so a memo's gain is the difference between a build with
// it and one without. The runner builds the app UNMINIFIED for it (the components' names); a URL
// given must serve such a build. (count-alert-renders does the same for the alert builder.)
import { signedInContext } from '../lib/browser.mjs';
import { installCommitCounter, takeCommits } from '../lib/react-commits.mjs';

export const about =
  'components React draws per interaction on eight pages (unminified build; counts do not depend on the load)';
let BASE = '';
export const build = { minify: false };
const AGENT = '/workspaces/1/agents/1';

/** Live switched on from the keyboard, then 25 s of its checks (one every 10 s). */
async function liveFor25s(page) {
  await page.getByRole('switch', { name: 'Live' }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(25_000);
}

/** A play button (named by its text) is enabled once the recording has loaded. */
const playable = (page, text) =>
  page.waitForFunction(
    (t) => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === t && !b.disabled),
    text,
  );
const play = async (page, text, ms) => {
  await page.getByRole('button', { name: text }).click();
  await page.waitForTimeout(ms);
};

/**
 * Each scenario: the emulator's large seed if any, where it opens, what it waits for, what it does
 * (counted), and the components counted inside.
 */
const SCENARIOS = [
  {
    name: 'profile: 5 keys typed in a value',
    path: `${AGENT}/simulation-profiles/2`,
    ready: (page) => page.getByRole('textbox', { name: 'Value 1', exact: true }).waitFor(),
    before: async (page) => {
      await page.getByRole('textbox', { name: 'Value 1', exact: true }).click();
      await page.keyboard.press('End');
    },
    act: async (page) => {
      for (const k of 'abcde') await page.keyboard.press(k);
    },
    areas: ['FieldRowView', 'FieldsEditor'],
  },
  {
    name: 'intents: 3 keys typed in the filter of 5,000',
    seed: { intents: 5000 },
    path: `${AGENT}/settings/intents`,
    ready: (page) => page.getByRole('textbox', { name: 'Filter intents' }).waitFor(),
    before: (page) => page.getByRole('textbox', { name: 'Filter intents' }).click(),
    act: async (page) => {
      for (const k of 'bil') await page.keyboard.press(k);
    },
    areas: ['IntentRow', 'IntentTable'],
  },
  {
    name: 'calls: Live on, 25 s of polls',
    path: `${AGENT}/calls`,
    ready: (page) => page.getByRole('switch', { name: 'Live' }).waitFor(),
    act: liveFor25s,
    areas: ['ListControls', 'CallsTable', 'LiveBar'],
  },
  {
    name: 'call 1060: 4 s of playback',
    path: `${AGENT}/calls/1060`,
    ready: (page) => playable(page, 'Play'),
    act: (page) => play(page, 'Play', 4000),
    areas: ['TurnRow', 'CallBodyBelow', 'CallTranscript'],
  },
  {
    name: 'call 1060: opened from the list, 4 s',
    path: `${AGENT}/calls`,
    ready: (page) => page.getByRole('switch', { name: 'Live' }).waitFor(),
    // A new document: the counts start again with it, so they cover the whole opening.
    act: async (page) => {
      await page.goto(`${BASE}${AGENT}/calls/1060`);
      await page.waitForTimeout(4000);
    },
    areas: ['TurnRow', 'CallBodyBelow', 'CallTranscript'],
  },
  {
    name: 'clip set 1: 5 moves down the transcripts',
    path: `${AGENT}/voice-clip-sets/1`,
    ready: (page) => page.getByRole('listbox', { name: 'Transcripts' }).waitFor(),
    before: (page) => page.getByRole('listbox', { name: 'Transcripts' }).focus(),
    act: async (page) => {
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    },
    areas: ['TranscriptRow'],
  },
  {
    name: 'clip set 1: 6 s of Play all',
    path: `${AGENT}/voice-clip-sets/1`,
    ready: (page) => playable(page, 'Play all'),
    act: (page) => play(page, 'Play all', 6000),
    areas: ['TranscriptRow', 'ClipViewer'],
  },
  {
    name: 'overview: Live on, 25 s of polls',
    path: `${AGENT}/overview`,
    ready: (page) => page.getByRole('switch', { name: 'Live' }).waitFor(),
    act: liveFor25s,
    areas: ['OverviewBody'],
  },
];

export async function run({ browser, base, args: ONLY }) {
  BASE = base;
  for (const s of SCENARIOS.filter((x) => ONLY.length === 0 || ONLY.some((o) => x.name.startsWith(o)))) {
    await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
    if (s.seed)
      await fetch(`${BASE}/__emulator/seed-large`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(s.seed),
      });
    const ctx = await signedInContext(browser, { viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript(installCommitCounter, { areas: s.areas, nearest: false });
    const page = await ctx.newPage();
    try {
      await page.goto(`${BASE}${s.path}`);
      await s.ready(page);
      await page.waitForTimeout(1500);
      await s.before?.(page);
      await page.waitForTimeout(300);
      await takeCommits(page);
      await s.act(page);
      await page.waitForTimeout(500);
      const commits = await takeCommits(page);
      const sum = (of) => commits.reduce((n, x) => n + (of(x) ?? 0), 0);
      const counts = `commits ${String(commits.length).padStart(4)} rendered ${String(sum((x) => x.n)).padStart(6)}`;
      const areas = s.areas.map((a) => `${a}:${sum((x) => x.names[a])}`).join(' ');
      console.log(`${s.name.padEnd(42)} ${counts}  ${areas}`);
    } catch (e) {
      console.log(`${s.name.padEnd(42)} failed: ${String(e).split('\n')[0]}`);
    } finally {
      await ctx.close();
    }
  }
  await fetch(`${BASE}/__emulator/reset`, { method: 'POST' });
}
