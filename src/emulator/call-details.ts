import type { Call, ExtractedValue, TranscriptTurn } from '../contract/index.ts';
import { isCutSet } from './clip-cutter.ts';
import { clipSegments, genericSegments, type Segment } from './recording.ts';
import { scriptOf } from './call-script.ts';
import { extractValue } from './extraction.ts';
import { DEMO_CALLER_TURNS } from './seed-calls.ts';
import type { AgentRecord, StoredClipSet } from './seed.ts';

/** Seeded calls with special cases, for the call page's states. */
export const SPECIAL_CALLS = {
  /** The service has no recording (and no transcript) for this call. */
  noRecording: 1055,
  /** About an hour long: its recording and transcript come from the 10,000-clip set. */
  hourLong: 1057,
} as const;

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
  const segments = genericSegments(call.id, call.duration_ms ?? 20_000).segments;
  const lines = scriptOf(call, segments.length);
  return segments.map((seg, i) => ({
    speaker: seg.turn % 2 === 1 ? 'caller' : 'agent',
    start_ms: seg.startMs,
    end_ms: seg.endMs,
    text: lines[i] ?? '',
  }));
}

/** A value for each of the agent's extraction fields, read from the call's transcript. */
export function extractedValuesOf(agent: AgentRecord, call: Call): ExtractedValue[] | null {
  const turns = transcriptOf(agent, call);
  if (turns === null) return null;
  return agent.extractionFields.map((field) => ({
    field_id: field.id,
    name: field.name,
    value: extractValue(field, turns, call),
  }));
}
