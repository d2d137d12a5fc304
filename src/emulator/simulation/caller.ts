import { errorTexts } from '../../contract/index.ts';
import { transcriptOf } from '../call-details.ts';
import type { AgentRecord } from '../seed-types.ts';
import type { SettingsSnapshot } from './settings-as-of.ts';

/** A replayed clip set speaks at most this many caller turns: a simulated call stays a few minutes long. */
export const CALLER_TURNS_MAX = 40;

/** What the simulated caller says, or why the test cannot be simulated. */
export type CallerScript = { lines: string[] } | { error: string };

export type TestCaller = { simulation_profile_id: number | null; voice_clip_set_id: number | null };

/** A profile's fields made into things to say: each value's sentences and lines of two words or more. */
function linesFromProfile(name: string, fields: Record<string, string>): string[] {
  const lines = Object.values(fields)
    .flatMap((value) => value.split(/\n|(?<=[.!?])\s+/))
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/).length >= 2);
  return lines.length > 0 ? lines : [`Hello, I'm calling about ${name}.`];
}

/**
 * The caller's turns: the clip set's reference transcripts (the turns its source call gives the
 * caller, where the set's call says who spoke), else lines made from the profile's fields.
 */
export function callerScript(agent: AgentRecord, settings: SettingsSnapshot, test: TestCaller): CallerScript {
  const profile = settings.profiles.find((p) => p.id === test.simulation_profile_id);
  if (!profile) return { error: errorTexts.profileNotFound(test.simulation_profile_id ?? 'null') };
  if (test.voice_clip_set_id === null) return { lines: linesFromProfile(profile.name, profile.fields) };
  const set = agent.clipSets.find((s) => s.id === test.voice_clip_set_id);
  if (!set) return { error: errorTexts.clipSetNotFound(test.voice_clip_set_id) };
  const clips = set.status === 'ready' || set.status === 'completed' ? (set.clips ?? []) : [];
  if (clips.length === 0) {
    return { error: `Voice clip set ${set.id} has no clips to replay (status ${set.status ?? 'unknown'})` };
  }
  const source = agent.calls.find((c) => c.id === set.source_call_id);
  const transcript = source ? (transcriptOf(agent, source) ?? []) : [];
  const callerTurns = clips.filter((clip) => transcript[clip.turn_index ?? -1]?.speaker === 'caller');
  const spoken = (callerTurns.length > 0 ? callerTurns : clips)
    .map((clip) => clip.reference_transcript?.trim() ?? '')
    .filter((text) => text !== '');
  if (spoken.length === 0) return { error: `Voice clip set ${set.id} has no transcript to replay` };
  return { lines: spoken.slice(0, CALLER_TURNS_MAX) };
}
