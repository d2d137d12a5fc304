import { type RefObject, useState } from 'react';
import type { AgentRef } from '../../../contract';
import { useAddComment } from '../../../data/comments/mutations';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { momentClock } from '../moment/moment';
import { useAudioSecond } from '../moment/use-audio-second';
import { commentBody } from './comment-model';

/** What a failed save says, placed where it belongs: under the text, or under the moment. */
function saveErrors(error: unknown): { text?: string; moment?: string } {
  if (!error) return {};
  if (!isApiError(error)) return { text: errorMessage(error) };
  if (error.isRouteMissing) return { text: 'This server does not accept new comments.' };
  const fields = error.fieldErrors();
  const moment = fields.get('at_ms')?.join(' ');
  const text = fields.get('text')?.join(' ') ?? (moment ? undefined : (error.detail ?? errorMessage(error)));
  return { text, moment };
}

/**
 * The comment form's state and its send: the text (kept when a save fails), where the comment goes
 * (the recording's moment, read again when it is sent, or the whole call), the messages of a bad
 * comment or a failed save, and what was added.
 */
export function useCommentSubmit(agent: AgentRef, callId: number, audioRef: RefObject<HTMLAudioElement | null>) {
  const add = useAddComment(agent, callId);
  const [text, setText] = useState('');
  const [wholeCall, setWholeCall] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const second = useAudioSecond(audioRef);
  const noRecording = second === null;
  const forWholeCall = wholeCall || noRecording;
  const where = forWholeCall ? 'for the whole call' : `at ${momentClock(second * 1000)}`;
  const errors = problem ? { text: problem } : saveErrors(add.error);

  const submit = () => {
    const audio = audioRef.current;
    const atMs = forWholeCall || !audio ? null : audio.currentTime * 1000;
    const made = commentBody(text, atMs);
    setAdded(null);
    if (made.error !== null) {
      setProblem(made.error);
      return;
    }
    setProblem(null);
    add.mutate(made.body, {
      onSuccess: (stored) => {
        setText('');
        const at = stored.at_ms;
        setAdded(typeof at === 'number' ? `Comment added at ${momentClock(at)}.` : 'Comment added for the whole call.');
      },
    });
  };

  return {
    text,
    setText,
    setWholeCall,
    forWholeCall,
    noRecording,
    where,
    errors,
    added,
    pending: add.isPending,
    submit,
  };
}
