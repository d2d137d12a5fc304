import type { Call, CallIntent, Clip, Rule } from '../contract/index.ts';
import { DAY, OUTCOMES, SENTIMENTS, type StoredClipSet, isoBefore } from './seed-base.ts';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [turn_index, start_ms, end_ms, duration_ms, caller?, transcript] of the ready demo set. */
const DEMO_TURNS: [number, number, number, number, boolean, string][] = [
  [0, 0, 4200, 4200, false, 'Thank you for calling Acme support, my name is Dana. How can I help you today?'],
  [
    1,
    4700,
    10900,
    6200,
    true,
    "Hi Dana, this is Marta Kowalski. I've been charged twice for my subscription this month and I'd like that fixed.",
  ],
  [2, 11400, 16200, 4800, false, "I'm sorry about that. Can I have your account number so I can look into it?"],
  [3, 16800, 21000, 4200, true, "Sure, it's four oh nine one seven seven three three."],
  [4, 21500, 26900, 5400, false, 'Thank you. Give me a moment while I pull up your billing history.'],
  // 8 s on hold: a gap with no clip.
  [
    5,
    34900,
    41800,
    6900,
    false,
    'Thanks for holding. I can see two charges of twenty-nine ninety on the third of November.',
  ],
  [6, 42300, 47100, 4800, true, "Right, that's what I saw. Can I get the second one refunded?"],
  [
    7,
    47600,
    54400,
    6800,
    false,
    "Yes, I've issued a refund for the duplicate charge. It should appear within five working days.",
  ],
  // Starts before turn 7 ends: an overlap.
  [8, 53600, 56200, 2600, true, 'Oh great, thank you.'],
  [
    9,
    56800,
    63500,
    6700,
    false,
    "While I have you, you're eligible for the annual plan, which would save you two months a year.",
  ],
  // duration_ms (2500) disagrees with end_ms - start_ms (2100).
  [10, 64000, 66100, 2500, true, "Sure, let's do that."],
  [
    11,
    66700,
    71900,
    5200,
    false,
    "Done. You'll get a confirmation email shortly. Is there anything else I can help with?",
  ],
];

/** Turn indexes of the ready demo set spoken by the caller (the rest are the agent). */
export const DEMO_CALLER_TURNS: ReadonlySet<number> = new Set(DEMO_TURNS.filter((t) => t[4]).map((t) => t[0]));

const FILLERS = [
  'Yes.',
  'Okay.',
  'Right.',
  'Go on.',
  'Mm-hmm.',
  'Sure.',
  'Got it.',
  'One moment.',
  'Thanks.',
  'Understood.',
  'No.',
  'Exactly.',
];

/** 10,000 short clips with small gaps (about an hour in all). */
function manyClips(count: number): Clip[] {
  const rnd = prng(42);
  const clips: Clip[] = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    const duration = 250 + Math.floor(rnd() * 151);
    clips.push({
      turn_index: i,
      start_ms: t,
      end_ms: t + duration,
      duration_ms: duration,
      reference_transcript: FILLERS[Math.floor(rnd() * FILLERS.length)] ?? 'Okay.',
    });
    t += duration + 10 + Math.floor(rnd() * 41);
  }
  return clips;
}

export const CLIP_SET_SOURCES = { ready: 1060, failed: 1059, processing: 1058, large: 1057 } as const;

export function seedClipSets(now: number): StoredClipSet[] {
  const iso = isoBefore(now);
  const demoClips: Clip[] = DEMO_TURNS.map(([turn_index, start_ms, end_ms, duration_ms, , reference_transcript]) => ({
    turn_index,
    start_ms,
    end_ms,
    duration_ms,
    reference_transcript,
  }));
  const callerMs = DEMO_TURNS.reduce((sum, t) => sum + (t[4] ? t[3] : 0), 0);
  const large = manyClips(10_000);
  const last = large[large.length - 1];
  const largeTotal = (last?.end_ms ?? 0) + 500;
  return [
    {
      id: 1,
      name: 'Duplicate charge refund',
      status: 'ready',
      clip_count: demoClips.length,
      created_at: iso(6 * DAY),
      description:
        'Caller double-charged; refund issued and annual plan upsell accepted. Includes a hold, an overlap and a clip with an inconsistent duration.',
      total_duration_ms: 72_500,
      caller_track_duration_ms: callerMs,
      source_call_id: CLIP_SET_SOURCES.ready,
      source_channel_mode: 'stereo',
      failure_reason: null,
      clips: demoClips,
    },
    {
      id: 2,
      name: 'Router reset walkthrough',
      status: 'failed',
      clip_count: 0,
      created_at: iso(4 * DAY),
      description: 'Attempted split of a technical support call.',
      total_duration_ms: null,
      caller_track_duration_ms: null,
      source_call_id: CLIP_SET_SOURCES.failed,
      source_channel_mode: 'mono',
      failure_reason:
        'Speaker separation failed: the recording has a single channel and the caller could not be isolated.',
      clips: [],
    },
    {
      id: 3,
      name: 'Escalation to supervisor',
      status: 'processing',
      created_at: iso(0.02 * DAY),
      source_call_id: CLIP_SET_SOURCES.processing,
      clip_count: null,
      failure_reason: null,
    },
    {
      id: 4,
      name: 'Long conference call (10,000 clips)',
      status: 'ready',
      clip_count: large.length,
      created_at: iso(2 * DAY),
      description: 'Load test: a long call split into many short clips.',
      total_duration_ms: largeTotal,
      caller_track_duration_ms: Math.round(largeTotal * 0.48),
      source_call_id: CLIP_SET_SOURCES.large,
      source_channel_mode: 'mono',
      failure_reason: null,
      clips: large,
    },
  ];
}

export function seedCalls(opts: {
  prefix: number;
  count: number;
  intents: CallIntent[];
  rules: Rule[];
  seed: number;
  /** Calls whose duration is fixed (clip-set sources). */
  durations?: Map<number, number>;
  /** The newest call started just before this instant; the oldest three weeks before it. */
  now: number;
}): Call[] {
  const iso = isoBefore(opts.now);
  const rnd = prng(opts.seed);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(rnd() * list.length)];
  const labelled = opts.rules.filter((r) => typeof r.label === 'string' && r.label !== '');
  const calls: Call[] = [];
  const span = 21 * DAY;
  for (let i = 1; i <= opts.count; i++) {
    const id = opts.prefix + i;
    // Ascending ids are ascending times: the newest call has the highest id.
    const msBefore = Math.round(((opts.count - i) / opts.count) * span + rnd() * (span / opts.count) * 0.8);
    const intent = rnd() < 0.85 ? pick(opts.intents) : undefined;
    const outcomeRoll = rnd();
    const outcome =
      outcomeRoll < 0.55
        ? OUTCOMES[0]
        : outcomeRoll < 0.7
          ? OUTCOMES[1]
          : outcomeRoll < 0.85
            ? OUTCOMES[2]
            : OUTCOMES[3];
    const sentiment = rnd() < 0.1 ? null : (pick(SENTIMENTS) ?? null);
    const labels = labelled.filter(() => rnd() < 0.18).map((r) => ({ id: r.id, label: r.label ?? r.name }));
    const duration = opts.durations?.get(id) ?? 45_000 + Math.floor(rnd() * 660_000);
    calls.push({
      id,
      // Every call has ended a minute before the seed's instant at the latest.
      started_at: iso(Math.max(msBefore, duration + 60_000)),
      duration_ms: duration,
      call_intent: intent ? { id: intent.id, label: intent.label } : null,
      call_outcome: outcome ? { id: outcome.id, label: outcome.label } : null,
      sentiment,
      labels_and_redflags: labels,
    });
  }
  return calls;
}
