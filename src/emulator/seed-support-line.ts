import { DAY, OUTCOMES, isoBefore } from './seed-base.ts';
import type { Call, CallIntent, Rule } from '../contract/index.ts';
import { CLIP_SET_SOURCES, seedCalls, seedClipSets } from './seed-calls.ts';
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

/**
 * The clip sets' source calls as their transcripts tell them: the demo call (the ready set's) a
 * duplicate charge (a billing question), refunded, and the annual plan accepted; the long
 * conference call (the 10,000-clip set) short acknowledgements, with no intent and no label.
 */
function withClipSetCalls(calls: Call[], intents: CallIntent[], rules: Rule[]): Call[] {
  const intent = intents.find((i) => i.label === 'Billing question');
  const labels = rules.filter((r) => r.label === 'Refund request' || r.label === 'Upsell');
  const resolved = OUTCOMES.find((o) => o.label === 'Resolved');
  return calls.map((c) => {
    if (c.id === CLIP_SET_SOURCES.large) return { ...c, call_intent: null, labels_and_redflags: [] };
    if (c.id !== CLIP_SET_SOURCES.ready) return c;
    return {
      ...c,
      call_intent: intent ? { id: intent.id, label: intent.label } : null,
      call_outcome: resolved ? { ...resolved } : null,
      labels_and_redflags: labels.map((r) => ({ id: r.id, label: r.label ?? r.name })),
    };
  });
}

/** Each clip set made after its source call ended (at `share` of the time from then to the seed's instant). */
function cutAfterTheirCalls(clipSets: AgentRecord['clipSets'], calls: Call[], now: number): void {
  const shares = [0.5, 0.4, 0.9, 0.3];
  clipSets.forEach((set, i) => {
    const call = calls.find((c) => c.id === set.source_call_id);
    if (!call?.started_at) return;
    const end = Date.parse(call.started_at) + (call.duration_ms ?? 0);
    set.created_at = new Date(end + (now - end) * (shares[i % shares.length] ?? 0.5)).toISOString();
  });
}

export function supportLine(now: number): AgentRecord {
  const iso = isoBefore(now);
  const agentId = 1;
  const intents = supportIntents();
  const rules = supportRules();
  const clipSets = seedClipSets(now);
  const durations = clipDurations(clipSets);
  const seeded = seedCalls({ prefix: 1000, count: 60, intents, rules, seed: 7, durations, now });
  const calls = withClipSetCalls(seeded, intents, rules);
  cutAfterTheirCalls(clipSets, calls, now);
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
    calls,
    outcomes: OUTCOMES,
    evalsStoredSince: new Map([[3, now - 10 * DAY]]),
    settingsChanges: [],
  };
}
