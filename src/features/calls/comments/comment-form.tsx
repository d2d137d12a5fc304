import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { AgentRef } from '../../../contract';
import { useRoleGate } from '../../../components/role-note';
import { commentCount } from './comment-model';
import { useCommentSubmit } from './use-comment-submit';

const BARE_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * "Comment" and "Add comment": at the recording's current moment (shown, and read again when the
 * comment is sent), or for the whole call. A failed save keeps the text and shows the service's
 * words under the field they are about.
 */
export function CommentForm({
  agent,
  callId,
  audioRef,
  focusRequest = 0,
}: {
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Each new count moves the focus to "Comment" (also when the form arrives after the request). */
  focusRequest?: number;
}) {
  const { form, forWholeCall, noRecording, where, errors, added, pending, submit } = useCommentSubmit(
    agent,
    callId,
    audioRef,
  );
  const { ref: textRef, ...text } = form.register('text');
  const typed = useWatch({ control: form.control, name: 'text' });
  // Comments are written by reviewers and up (B.11): a viewer sees the form disabled, saying why.
  const gate = useRoleGate('review');
  const field = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(0);
  useEffect(() => {
    if (focusRequest <= focused.current) return;
    focused.current = focusRequest;
    field.current?.focus();
  }, [focusRequest]);

  return (
    <form noValidate onSubmit={submit}>
      {gate.note}
      <Stack gap="xs" component="fieldset" {...gate.control()} style={BARE_FIELDSET}>
        {/* Not autosize: it measures its height on every render, a forced layout of the whole page (see
            docs/performance.md, row "The comment box sized by its rows"). */}
        <Textarea
          {...text}
          ref={(el) => {
            textRef(el);
            field.current = el;
          }}
          label="Comment"
          // On the text box itself (a plain dir goes to Mantine's wrapper): Hebrew reads right to left.
          attributes={{ input: { dir: 'auto' } }}
          rows={3}
          resize="vertical"
          description={commentCount(typed)}
          error={errors.text}
        />
        <Group gap="sm" wrap="wrap" align="center">
          <Button type="submit" size="xs" loading={pending}>
            Add comment
          </Button>
          <Text size="sm">{where}</Text>
          <Controller
            control={form.control}
            name="wholeCall"
            render={({ field: box }) => (
              <Checkbox
                ref={box.ref}
                name={box.name}
                label="For the whole call"
                size="xs"
                checked={forWholeCall}
                disabled={noRecording}
                onChange={(e) => box.onChange(e.currentTarget.checked)}
                onBlur={box.onBlur}
                description={noRecording ? 'No recording is playing: a comment is on the whole call.' : undefined}
              />
            )}
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
