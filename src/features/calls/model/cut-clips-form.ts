import * as z from 'zod/mini';
import { type TranscriptTurn, type VoiceClipSetCreateBody, voiceClipSetCreateBodySchema } from '../../../contract';
import { speakerKind } from './transcript';

/** Turns listed at a time: a page of checkboxes stays quick to draw and to tab through, whatever the call's length. */
export const TURNS_PER_PAGE = 50;

/**
 * The "Cut clips" form: B.7's create body without the call (the page knows it), with the
 * dialog's own words for what is missing. Chosen turns are 0-based positions in the transcript.
 */
export const cutClipsFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name for the clip set.')),
  description: z.string(),
  turn_indexes: z.array(z.int().check(z.gte(0))).check(z.minLength(1, 'Choose at least one turn to cut.')),
});
export type CutClipsValues = z.infer<typeof cutClipsFormSchema>;

/** The positions of the caller's turns (the dialog starts with them chosen). */
export const callerTurns = (turns: readonly TranscriptTurn[]): number[] =>
  turns.flatMap((turn, i) => (speakerKind(turn.speaker) === 'caller' ? [i] : []));

export const allTurns = (turns: readonly TranscriptTurn[]): number[] => turns.map((_, i) => i);

export const initialCutClips = (turns: readonly TranscriptTurn[]): CutClipsValues => ({
  name: '',
  description: '',
  turn_indexes: callerTurns(turns),
});

/** `chosen` with turn `index` chosen or not, the other way round. */
export const toggleTurn = (chosen: readonly number[], index: number): number[] =>
  chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index];

/** B.7's body, checked by the contract: the chosen turns in transcript order, the name trimmed. */
export const cutClipsBody = (v: CutClipsValues, callId: number): VoiceClipSetCreateBody =>
  voiceClipSetCreateBodySchema.parse({
    name: v.name.trim(),
    description: v.description,
    source_call_id: callId,
    turn_indexes: [...new Set(v.turn_indexes)].sort((a, b) => a - b),
  });
