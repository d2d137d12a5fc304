import type { Clip, IdLabel, VoiceClipSetSummary } from '../contract';

// What both seed files use; seed-calls.ts cannot import seed.ts, which imports it.

/** The token the emulator accepts (`Authorization: Bearer demo-token`). */
export const DEMO_TOKEN = 'demo-token';
export const DEMO_WORKSPACE_ID = 1;
export const DEMO_AGENT_ID = 1;
export const DAY = 86_400_000;

/**
 * The instant the tests pin the seed to (`createEmulator({ now })`, `EMULATOR_NOW` for a server):
 * their fixed dates (ranges, the Busy line's spike on 10 November) are read against it. Without a
 * pin the seed is laid out back from the moment the emulator starts, so the demo always has calls
 * today and this week.
 */
export const PINNED_SEED_NOW = Date.parse('2026-11-20T17:00:00Z');

/** `EMULATOR_NOW` (a date-time) pins a server's seed, as the e2e suite and benchmarks do; unset: undefined. */
export function seedNowFromEnv(value: string | undefined = process.env.EMULATOR_NOW): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms))
    throw new Error(`EMULATOR_NOW is not a date-time: "${value}" (for example 2026-11-20T17:00:00Z)`);
  return ms;
}

/** `iso(ms)`: the instant `ms` before `now`, as the service writes date-times. */
export const isoBefore =
  (now: number) =>
  (msBeforeNow: number): string =>
    new Date(now - msBeforeNow).toISOString();

export type StoredClipSet = VoiceClipSetSummary & { clips?: Clip[] | null };

export const OUTCOMES: IdLabel[] = [
  { id: 1, label: 'Resolved' },
  { id: 2, label: 'Escalated' },
  { id: 3, label: 'Abandoned' },
  { id: 4, label: 'Callback scheduled' },
];
export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
