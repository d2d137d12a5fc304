import type { Clip, IdLabel, VoiceClipSetSummary } from '../contract';

// What both seed files use; seed-calls.ts cannot import seed.ts, which imports it.

/** The token the emulator accepts (`Authorization: Bearer demo-token`). */
export const DEMO_TOKEN = 'demo-token';
export const DEMO_WORKSPACE_ID = 1;
export const DEMO_AGENT_ID = 1;
/** Seeded timestamps are relative to this fixed instant, so the data is the same on every run. */
export const SEED_NOW = Date.parse('2026-11-20T17:00:00Z');

export const iso = (msBeforeNow: number): string => new Date(SEED_NOW - msBeforeNow).toISOString();
export const DAY = 86_400_000;

export type StoredClipSet = VoiceClipSetSummary & { clips?: Clip[] | null };

export const OUTCOMES: IdLabel[] = [
  { id: 1, label: 'Resolved' },
  { id: 2, label: 'Escalated' },
  { id: 3, label: 'Abandoned' },
  { id: 4, label: 'Callback scheduled' },
];
export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
