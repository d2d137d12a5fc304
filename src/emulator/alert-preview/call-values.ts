import type { Call } from '../../contract/index.ts';
import { extractedValuesOf, transcriptOf } from '../call-details.ts';
import { cachedVoiceTiming } from '../voice-timing.ts';
import { prng } from '../seed-calls.ts';
import type { AgentRecord } from '../seed.ts';

/**
 * What the emulated service knows of each past call, per condition source (service interface B.2): red
 * flags from the call's labels, call metadata from the call, extraction fields as the call page
 * shows them, voice metrics from the call's transcript, and eval verdicts generated from the call's
 * id (the same on every run). `undefined`: the call has no value there (the condition does not hold).
 */
export type CallValue = string | number | boolean | null | undefined;

const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
};

const roll = (call: Call, what: string): number => prng(call.id * 7919 + hash(what))();

/**
 * Voice metrics, per call, read from the call's transcript (../voice-timing.ts): the median
 * latency and the agent's talk ratio the call page's Timing shows, and its interruptions. A call
 * without a transcript has none.
 */
export function voiceMetric(agent: AgentRecord, call: Call, key: string): CallValue {
  const timing = cachedVoiceTiming(call, () => transcriptOf(agent, call));
  if (!timing) return undefined;
  switch (key) {
    case 'median_latency':
      return timing.medianLatencyMs ?? undefined;
    case 'interruptions':
      return timing.interruptions;
    case 'talk_ratio':
      return timing.talkRatio ?? undefined;
    default:
      return undefined;
  }
}

/** An eval's verdict on a call: passed (true) about three calls in four. */
export const evalResult = (call: Call, evalId: number): boolean => roll(call, `eval:${evalId}`) < 0.75;

const isRedFlag = (agent: AgentRecord, id: number) => agent.rules.some((r) => r.id === id && r.output === 'red_flag');

export function redFlagCount(agent: AgentRecord, call: Call): number {
  return call.labels_and_redflags.filter((l) => isRedFlag(agent, l.id)).length;
}

/** Call metadata (seeded keys): the caller's number, the duration, a transfer (Escalated), the start. */
export function callMetadata(call: Call, key: string): CallValue {
  switch (key) {
    case 'caller_number':
      return `+44 20 7946 ${String(call.id % 10_000).padStart(4, '0')}`;
    case 'duration_seconds':
      return call.duration_ms === null || call.duration_ms === undefined
        ? undefined
        : Math.round(call.duration_ms / 1000);
    case 'transferred':
      return call.call_outcome?.id === 2;
    case 'started_at':
      return call.started_at ?? undefined;
    default:
      return undefined;
  }
}

/** The value a condition on (source, ref) reads for one call. */
export function valueOf(agent: AgentRecord, call: Call, source: string, ref: string | number): CallValue {
  switch (source) {
    case 'red_flags':
      return call.labels_and_redflags.some((l) => String(l.id) === String(ref));
    case 'red_flag_aggregates':
      return redFlagCount(agent, call);
    case 'call_metadata':
      return callMetadata(call, String(ref));
    case 'voice_metrics':
      return voiceMetric(agent, call, String(ref));
    case 'evals':
      return evalResult(call, Number(ref));
    case 'extraction_fields': {
      const found = extractedValuesOf(agent, call)?.find((v) => String(v.field_id) === String(ref));
      const v = found?.value;
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : undefined;
    }
    default:
      return undefined;
  }
}
