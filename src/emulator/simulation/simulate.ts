import type {
  CallDetail,
  SimulationCheck,
  SimulationResult,
  StoredSimulationExpect,
  TranscriptTurn,
} from '../../contract/index.ts';
import type { Segment } from '../recording.ts';
import { prng } from '../seed-calls.ts';
import type { SettingsSnapshot } from './settings-as-of.ts';
import { type RuleLike, classify, contentWords, matchedRules } from './words.ts';

/** A simulated call as the call page reads it, and its recording's spoken segments. */
export type SimulatedCall = { call: CallDetail; segments: Segment[]; totalMs: number };

export type Simulated = { result: SimulationResult; call: SimulatedCall | null };

const GREETING = 'Thank you for calling, how can I help you today?';
const CLOSING = 'Is there anything else I can help you with?';
const FILLERS = ['I see. Let me look into that for you.', 'Thank you, I have noted that.', 'One moment, please.'];

const spokenMs = (text: string) => Math.max(900, text.split(/\s+/).length * 330);

/**
 * How long the simulated agent takes to answer: a little longer the more intents it classifies
 * into and the more rules it checks (what a person expects of a busier prompt), plus jitter.
 */
const responseMs = (settings: SettingsSnapshot, rnd: () => number) =>
  Math.round(520 + (settings.detection ? 45 * settings.intents.length : 0) + 35 * settings.rules.length + rnd() * 520);

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
};

function agentReplies(lines: readonly string[], intentLabel: string | null, rules: readonly RuleLike[]): string[] {
  const noted = rules.map((r) => `I have noted that on your record: ${r.label ?? r.name}.`);
  return lines.map((_, i) => {
    if (i === lines.length - 1) return CLOSING;
    if (i === 0) return intentLabel ? `I can help with that. This is about ${intentLabel}.` : (FILLERS[0] ?? '');
    return noted[i - 1] ?? FILLERS[i % FILLERS.length] ?? '';
  });
}

/** The checks of `expect` against what the simulated agent did. */
export function checksOf(
  expect: StoredSimulationExpect,
  intentId: number | null,
  labelIds: ReadonlySet<number>,
  medianMs: number | null,
): SimulationCheck[] {
  const checks: SimulationCheck[] = [];
  const expectedIntent = expect.call_intent_id ?? null;
  if (expectedIntent !== null) {
    checks.push({
      kind: 'intent',
      ref: expectedIntent,
      passed: intentId === expectedIntent,
      expected: expectedIntent,
      actual: intentId,
    });
  }
  for (const ref of expect.labels_present) {
    checks.push({ kind: 'label_present', ref, passed: labelIds.has(ref), expected: true, actual: labelIds.has(ref) });
  }
  for (const ref of expect.labels_absent) {
    checks.push({ kind: 'label_absent', ref, passed: !labelIds.has(ref), expected: false, actual: labelIds.has(ref) });
  }
  const max = expect.max_response_ms ?? null;
  if (max !== null) {
    checks.push({
      kind: 'max_response_ms',
      ref: null,
      passed: medianMs !== null && medianMs <= max,
      expected: max,
      actual: medianMs,
    });
  }
  return checks;
}

/**
 * One simulated call: the caller says `lines`, the agent answers from `settings` (classifies by
 * the words the caller said, gives the labels of the rules they match), and the call's checks.
 */
export function simulateCall(args: {
  testId: number;
  repeat: number;
  runId: number;
  callId: number;
  startedAt: string;
  lines: readonly string[];
  settings: SettingsSnapshot;
  expect: StoredSimulationExpect;
}): Simulated {
  const { lines, settings } = args;
  const rnd = prng(args.runId * 7919 + args.testId * 104_729 + args.repeat * 31);
  const words = contentWords(lines.join(' '));
  const intent = classify(words, settings.intents, settings.detection);
  const rules = matchedRules(words, settings.rules);
  const replies = agentReplies(lines, intent?.label ?? null, rules);
  const transcript: TranscriptTurn[] = [];
  const segments: Segment[] = [];
  const gaps: number[] = [];
  let t = 0;
  const say = (speaker: 'agent' | 'caller', text: string) => {
    const end = t + spokenMs(text);
    transcript.push({ speaker, start_ms: t, end_ms: end, text });
    segments.push({ startMs: t, endMs: end, turn: transcript.length - 1 });
    t = end;
  };
  say('agent', GREETING);
  lines.forEach((line, i) => {
    t += 250;
    say('caller', line);
    const gap = responseMs(settings, rnd);
    gaps.push(gap);
    t += gap;
    say('agent', replies[i] ?? CLOSING);
  });
  const totalMs = t + 400;
  const medianMs = median(gaps);
  const labelIds = new Set(rules.map((r) => r.id));
  const checks = checksOf(args.expect, intent?.id ?? null, labelIds, medianMs);
  const call: CallDetail = {
    id: args.callId,
    started_at: args.startedAt,
    duration_ms: totalMs,
    call_intent: intent ? { id: intent.id, label: intent.label } : null,
    call_outcome: { id: 1, label: 'Resolved' },
    sentiment: 'neutral',
    labels_and_redflags: rules.map((r) => ({ id: r.id, label: r.label ?? r.name })),
    transcript,
    extracted_values: null,
    simulated: true,
    simulation_run_id: args.runId,
  };
  return {
    call: { call, segments, totalMs },
    result: {
      test_id: args.testId,
      repeat: args.repeat,
      status: checks.every((c) => c.passed) ? 'passed' : 'failed',
      call_id: args.callId,
      median_response_ms: medianMs,
      checks,
      error: null,
    },
  };
}
