import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { type RefObject, useState } from 'react';
import type { AgentRef } from '../../../contract';
import { useAddComment } from '../../../data/comments/mutations';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { momentClock } from '../moment/moment';
import { useAudioSecond } from '../moment/use-audio-second';
import { commentBody, commentCount } from './comment-model';

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
 * "Comment" and "Add comment": at the recording's current moment (shown, and read again when the
 * comment is sent), or for the whole call. A failed save keeps the text and shows the service's
 * words under the field they are about.
 */
export function CommentForm({
  agent,
  callId,
  audioRef,
}: {
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
}) {
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

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {/* Not autosize: it measures its height on every render (a forced layout of the whole page, 48 ms
            of a timing threshold change with 5,000 turns, scripts/bench-timing.mjs), as the review's note does not. */}
        <Textarea
          label="Comment"
          // On the text box itself (a plain dir goes to Mantine's wrapper): Hebrew reads right to left.
          attributes={{ input: { dir: 'auto' } }}
          rows={3}
          resize="vertical"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          description={commentCount(text)}
          error={errors.text}
        />
        <Group gap="sm" wrap="wrap" align="center">
          <Button type="submit" size="xs" loading={add.isPending}>
            Add comment
          </Button>
          <Text size="sm">{where}</Text>
          <Checkbox
            label="For the whole call"
            size="xs"
            checked={forWholeCall}
            disabled={noRecording}
            onChange={(e) => setWholeCall(e.currentTarget.checked)}
            description={noRecording ? 'No recording is playing: a comment is on the whole call.' : undefined}
          />
        </Group>
        {errors.moment && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errors.moment}
          </Text>
        )}
        <Text size="sm" role="status">
          {added ?? ''}
        </Text>
      </Stack>
    </form>
  );
}
