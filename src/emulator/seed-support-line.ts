import { DAY, OUTCOMES, isoBefore } from './seed-base.ts';
import { seedCalls, seedClipSets } from './seed-calls.ts';
import {
  CALL_METADATA,
  VOICE_METRICS,
  alertDefinitions,
  evals,
  extractionFields,
  profiles,
  sipConfig,
  supportIntents,
  supportRules,
} from './seed-support-line-data.ts';
import type { AgentRecord } from './seed-types.ts';

// Agent 1, "Support line": the full demo (seed.ts lays out the other agents), from the tables of
// ./seed-support-line-data.ts.

export { CALL_METADATA, VOICE_METRICS };

/** Each clip set's length by the call it was cut from. */
function clipDurations(clipSets: AgentRecord['clipSets']): Map<number, number> {
  const durations = new Map<number, number>();
  for (const set of clipSets) {
    if (typeof set.source_call_id === 'number' && typeof set.total_duration_ms === 'number') {
      durations.set(set.source_call_id, set.total_duration_ms);
    }
  }
  return durations;
}

export function supportLine(now: number): AgentRecord {
  const iso = isoBefore(now);
  const agentId = 1;
  const intents = supportIntents();
  const rules = supportRules();
  const clipSets = seedClipSets(now);
  const durations = clipDurations(clipSets);
  return {
    id: agentId,
    workspaceId: 1,
    name: 'Support line',
    hasSettings: true,
    intentDetection: true,
    intents,
    extractionFields: extractionFields(),
    rules,
    alertDefinitions: alertDefinitions(),
    sip: sipConfig(iso),
    evals: evals(),
    voiceMetrics: VOICE_METRICS,
    callMetadata: CALL_METADATA,
    extraSources: { custom_scores: [{ id: 1, name: 'CSAT prediction' }] },
    profiles: profiles(agentId, iso),
    clipSets,
    calls: seedCalls({ prefix: 1000, count: 60, intents, rules, seed: 7, durations, now }),
    outcomes: OUTCOMES,
    evalsStoredSince: new Map([[3, now - 10 * DAY]]),
    settingsChanges: [],
  };
}
