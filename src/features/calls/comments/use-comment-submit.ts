import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type RefObject, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { AgentRef } from '../../../contract';
import { useAddComment } from '../../../data/comments/mutations';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { momentClock } from '../moment/moment';
import { useAudioSecond } from '../moment/use-audio-second';
import { commentBody } from './comment-model';

/** The comment form: its text (checked as the service counts it) and whether it is on the whole call. */
export const commentFormSchema = z.object({
  text: z.string().check(
    z.superRefine((text, ctx) => {
      const made = commentBody(text, null);
      if (made.error !== null) ctx.addIssue({ code: 'custom', message: made.error, input: text });
    }),
  ),
  wholeCall: z.boolean(),
});
export type CommentValues = z.infer<typeof commentFormSchema>;

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
 * The comment form (react-hook-form, checked by its schema) and its send: the text (kept when a
 * save fails), where the comment goes (the recording's moment, read again when it is sent, or the
 * whole call), the messages of a bad comment or a failed save, and what was added.
 */
export function useCommentSubmit(agent: AgentRef, callId: number, audioRef: RefObject<HTMLAudioElement | null>) {
  const add = useAddComment(agent, callId);
  const form = useForm<CommentValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { text: '', wholeCall: false },
  });
  const [added, setAdded] = useState<string | null>(null);
  const second = useAudioSecond(audioRef);
  const noRecording = second === null;
  const wholeCall = useWatch({ control: form.control, name: 'wholeCall' });
  const forWholeCall = wholeCall || noRecording;
  const where = forWholeCall ? 'for the whole call' : `at ${momentClock(second * 1000)}`;
  const checked = form.formState.errors.text?.message;
  const errors = checked ? { text: checked } : saveErrors(add.error);

  // handleSubmit is called in the event, where the recording's moment is read.
  const submit = (e: FormEvent) =>
    void form.handleSubmit(
      (values) => {
        const audio = audioRef.current;
        const atMs = values.wholeCall || noRecording || !audio ? null : audio.currentTime * 1000;
        const made = commentBody(values.text, atMs);
        setAdded(null);
        if (made.error !== null) return;
        add.mutate(made.body, {
          onSuccess: (stored) => {
            form.reset({ text: '', wholeCall: values.wholeCall });
            const at = stored.at_ms;
            setAdded(
              typeof at === 'number' ? `Comment added at ${momentClock(at)}.` : 'Comment added for the whole call.',
            );
          },
        });
      },
      () => setAdded(null),
    )(e);

  return { form, forWholeCall, noRecording, where, errors, added, pending: add.isPending, submit };
}
