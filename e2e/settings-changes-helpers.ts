import type { APIRequestContext } from '@playwright/test';
import { settingsChangeListSchema, type SettingsChange } from '../src/contract/index.ts';
import { DEMO_TOKEN, expect } from './fixtures';

// The Support line's (agent 1) seeded settings history, as the pages that mark changes read it.

export const API = '/api/v1/workspaces/1/agents/1';
/** A range the seeded history (and the agent's calls and reviews) runs through. */
export const RANGE = { started_after: '2026-11-02T00:00:00.000Z', started_before: '2026-11-16T00:00:00.000Z' };
export const DAY = 86_400_000;
export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
/** "27 Nov": a day as a mark names it (the specs run in UTC). */
export const dayName = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(ms);

/** The service's changes in RANGE, newest first. */
export async function changesInRange(request: APIRequestContext): Promise<SettingsChange[]> {
  const res = await request.get(`${API}/settings/changes?${new URLSearchParams({ ...RANGE, limit: '200' })}`, {
    headers: auth,
  });
  expect(res.ok()).toBe(true);
  return settingsChangeListSchema.parse(await res.json()).items;
}

/** The service's changes (newest first) by UTC day, oldest day and change first. */
export function byDay(list: SettingsChange[]): [number, SettingsChange[]][] {
  const days = new Map<number, SettingsChange[]>();
  for (const c of [...list].reverse()) {
    const at = Date.parse(c.at ?? '');
    const day = at - (at % DAY);
    days.set(day, [...(days.get(day) ?? []), c]);
  }
  return [...days].sort(([a], [b]) => a - b);
}
