import type { AlertDefinition, AlertEvent, Call, ConditionNode, Delivery } from '../../contract/index.ts';
import { transcriptOf } from '../call-details.ts';
import type { AgentRecord } from '../seed.ts';
import { cachedVoiceTiming, medianOf } from '../voice-timing.ts';
import { account, holds } from './evaluate.ts';

/** A seeded firing before its id and state are given: when it fired and what it says. */
export type SeededFiring = {
  definitionId: number;
  at: number;
  event: Pick<AlertEvent, 'fired_at' | 'call_id' | 'matched' | 'deliveries'>;
};

const HOUR = 3_600_000;
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);
const endOf = (call: Call) => time(call.started_at) + (call.duration_ms ?? 0);

/** A past firing reached each channel the definition routes to, when it fired. */
const delivered = (d: AlertDefinition, at: number): Delivery[] =>
  (d.channel_ids ?? []).map((channel_id) => ({
    channel_id,
    status: 'sent',
    at: new Date(at).toISOString(),
    error: null,
  }));

/** The threshold of the tree's first "median latency greater than" condition, if it has one. */
function latencyThreshold(node: ConditionNode): number | null {
  if (node.type === 'condition') {
    const slow = node.source === 'voice_metrics' && node.ref === 'median_latency' && node.comparator === 'gt';
    return slow && typeof node.value === 'number' ? node.value : null;
  }
  for (const child of node.children) {
    const found = latencyThreshold(child);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The agent's answers over the hour before `at`, pooled from the calls that ended in it, and
 * their median: what a firing for no call ("over the last hour") states.
 */
export function hourMedianBefore(agent: AgentRecord, at: number): number | null {
  const responses = agent.calls
    .filter((c) => endOf(c) <= at && endOf(c) > at - HOUR)
    .flatMap((c) => cachedVoiceTiming(c, () => transcriptOf(agent, c))?.responses ?? []);
  return medianOf(responses.sort((a, b) => a - b));
}

/**
 * The firings a seeded definition (enabled when first read) made before the seed's instant: one
 * at the end of each call its tree matched, and, for a tree on median latency, one for no call a
 * minute after the first hour whose pooled median latency was over its threshold.
 */
export function seededFirings(agent: AgentRecord, d: AlertDefinition): SeededFiring[] {
  const tree = d.condition_tree as ConditionNode;
  const out: SeededFiring[] = [];
  for (const call of agent.calls) {
    if (!holds(agent, call, tree)) continue;
    const at = endOf(call);
    out.push({
      definitionId: d.id,
      at,
      event: {
        fired_at: new Date(at).toISOString(),
        call_id: call.id,
        matched: account(agent, call, tree),
        deliveries: delivered(d, at),
      },
    });
  }
  const threshold = latencyThreshold(tree);
  if (threshold === null) return out;
  const byEnd = [...agent.calls].sort((a, b) => endOf(a) - endOf(b));
  for (const call of byEnd) {
    const at = endOf(call) + 60_000;
    const median = hourMedianBefore(agent, at);
    if (median === null || !(median > threshold)) continue;
    out.push({
      definitionId: d.id,
      at,
      event: {
        fired_at: new Date(at).toISOString(),
        call_id: null,
        matched: `Median latency over the last hour was ${median} ms (> ${threshold} ms)`,
        deliveries: delivered(d, at),
      },
    });
    break;
  }
  return out;
}
