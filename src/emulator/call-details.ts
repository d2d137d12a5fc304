import type { Call, ExtractedValue, TranscriptTurn } from '../contract/index.ts';
import { isCutSet } from './clip-cutter.ts';
import { clipSegments, genericSegments, type Segment } from './recording.ts';
import { DEMO_CALLER_TURNS, prng } from './seed-calls.ts';
import type { AgentRecord, StoredClipSet } from './seed.ts';

/** Seeded calls with special cases, for the call page's states. */
export const SPECIAL_CALLS = {
  /** The service has no recording (and no transcript) for this call. */
  noRecording: 1055,
  /** About an hour long: its recording and transcript come from the 10,000-clip set. */
  hourLong: 1057,
} as const;

const AGENT_LINES = [
  'Thank you for calling, how can I help you today?',
  'Could you confirm the account number for me, please?',
  'I can see the charge here. Let me check what happened.',
  "I'm sorry about the trouble. I'll sort that out for you now.",
  'Is there anything else I can help you with?',
  'I have noted that on your account.',
  'One moment while I look that up.',
  "I've booked that for you; you'll get a confirmation email.",
  'Can I put you on hold for a minute?',
  'Thanks for holding. I have an update for you.',
];
const CALLER_LINES = [
  "Hi, I'm calling about my last bill.",
  'Sure, it is four oh nine one seven seven three three.',
  "That's not what I was told last time.",
  'Okay, thank you.',
  'Can I speak to a supervisor, please?',
  'My router keeps dropping the connection every evening.',
  'Yes, that works for me.',
  "No, I'd rather cancel, to be honest.",
  'Could you send me that in writing?',
  'Great, that solves it.',
];

/** Whether the service has a recording of the call (the recording route and clip cutting ask). */
export const hasRecording = (call: Call): boolean => call.id !== SPECIAL_CALLS.noRecording;

/** The seeded set a call's recording and transcript come from (a set cut from the call is a selection of them). */
function sourceSet(agent: AgentRecord, callId: number): StoredClipSet | undefined {
  return agent.clipSets.find((s) => s.source_call_id === callId && s.clips && s.clips.length > 0 && !isCutSet(s));
}

/** The spoken segments of a call's recording: its clip set's clips, else generated turns. */
export function recordingPlan(agent: AgentRecord, call: Call): { totalMs: number; segments: Segment[] } {
  const set = sourceSet(agent, call.id);
  if (set?.clips) {
    const segments = clipSegments(set.clips);
    const end = segments.reduce((max, s) => Math.max(max, s.endMs), 0);
    return { totalMs: Math.max(end + 300, set.total_duration_ms ?? 0, call.duration_ms ?? 0), segments };
  }
  return genericSegments(call.id, call.duration_ms ?? 20_000);
}

/** The transcript, turn for turn with the recording's segments. */
export function transcriptOf(agent: AgentRecord, call: Call): TranscriptTurn[] | null {
  if (call.id === SPECIAL_CALLS.noRecording) return null;
  const set = sourceSet(agent, call.id);
  if (set?.clips) {
    const demo = set.id === 1;
    return set.clips.map((clip, i) => {
      const turn = clip.turn_index ?? i;
      return {
        speaker: (demo ? DEMO_CALLER_TURNS.has(turn) : turn % 2 === 1) ? 'caller' : 'agent',
        start_ms: clip.start_ms ?? null,
        end_ms: clip.end_ms ?? null,
        text: clip.reference_transcript ?? '',
      };
    });
  }
  const rnd = prng(call.id * 31 + 5);
  return genericSegments(call.id, call.duration_ms ?? 20_000).segments.map((seg) => {
    const caller = seg.turn % 2 === 1;
    const lines = caller ? CALLER_LINES : AGENT_LINES;
    return {
      speaker: caller ? 'caller' : 'agent',
      start_ms: seg.startMs,
      end_ms: seg.endMs,
      text: lines[Math.floor(rnd() * lines.length)] ?? '',
    };
  });
}

const NAMES = ['Dana Whitfield', 'Omar Haddad', 'Yuki Tanaka', 'Lena Novak', 'Priya Raman', 'José Álvarez'];

/** A value for each of the agent's extraction fields; some calls leave some fields empty. */
export function extractedValuesOf(agent: AgentRecord, call: Call): ExtractedValue[] | null {
  if (call.id === SPECIAL_CALLS.noRecording) return null;
  const rnd = prng(call.id * 17 + 3);
  return agent.extractionFields.map((field) => {
    const roll = rnd();
    let value: unknown;
    switch (field.name) {
      case 'caller_name':
        value = NAMES[Math.floor(roll * NAMES.length)] ?? null;
        break;
      case 'call_summary':
        value = `The caller asked about ${call.call_intent?.label.toLowerCase() ?? 'their account'}. The call ended as ${call.call_outcome?.label.toLowerCase() ?? 'unknown'}.`;
        break;
      case 'account_number':
        value = roll < 0.7 ? String(40_000_000 + Math.floor(roll * 9_999_999)) : null;
        break;
      default:
        value =
          field.type === 'number'
            ? roll < 0.5
              ? Math.floor(roll * 1_000_000)
              : null
            : field.type === 'datetime'
              ? roll < 0.3
                ? new Date(Date.parse(call.started_at ?? '2026-11-20T17:00:00Z') + 86_400_000).toISOString()
                : null
              : null;
    }
    return { field_id: field.id, name: field.name, value };
  });
}
