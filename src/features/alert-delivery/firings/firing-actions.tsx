import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { type AgentRef, type AlertEvent, COMMENT_TEXT_MAX, commentLength } from '../../../contract';
import { useAcknowledgeEvent, useResolveEvent } from '../../../data/alert-events/mutations';
import { errorMessage } from '../../../lib/api-error';

const most = COMMENT_TEXT_MAX.toLocaleString('en');

/** The comment's counter: characters as the service counts them (an emoji is one), as call comments say it. */
export const firingCommentCount = (text: string) => `${commentLength(text).toLocaleString('en')} / ${most} characters`;

/**
 * The body of acknowledge and resolve (the contract's eventActionBodySchema), its comment's
 * limit (the call comments' one) said in words with the count.
 */
export const firingCommentSchema = z.object({
  comment: z.string().check(
    z.superRefine((text, ctx) => {
      const length = commentLength(text);
      if (length > COMMENT_TEXT_MAX) {
        const has = length.toLocaleString('en');
        ctx.issues.push({
          code: 'custom',
          message: `A comment holds at most ${most} characters (this one has ${has}).`,
          input: text,
        });
      }
    }),
  ),
});

type FormValues = z.infer<typeof firingCommentSchema>;
export type EventAction = 'acknowledge' | 'resolve';

type Props = {
  agent: AgentRef;
  alertId: number;
  event: AlertEvent;
  /** Said before each press (null) and after a refusal (its text), which outlives the card. */
  onRefused: (action: EventAction, error: unknown) => void;
  onStart: () => void;
};

/**
 * "Acknowledge" and "Resolve", with an optional comment, counted and checked before sending. One
 * press sends once: a second press while the first is on its way does nothing.
 */
export function FiringActions({ agent, alertId, event, onRefused, onStart }: Props) {
  const form = useForm<FormValues>({ resolver: zodResolver(firingCommentSchema), defaultValues: { comment: '' } });
  const { register, handleSubmit, control, reset, formState } = form;
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const acknowledge = useAcknowledgeEvent(agent);
  const resolve = useResolveEvent(agent);
  // Set within the press itself: the pending state reaches the buttons a render later.
  const sending = useRef(false);
  const pending = acknowledge.isPending || resolve.isPending;

  const press = (action: EventAction) => {
    if (sending.current) return;
    sending.current = true;
    const mutation = action === 'acknowledge' ? acknowledge : resolve;
    void handleSubmit(async (values) => {
      onStart();
      try {
        await mutation.mutateAsync({ alertId, eventId: event.id, comment: values.comment });
        reset({ comment: '' });
      } catch (error) {
        onRefused(action, error);
      }
    })().finally(() => {
      sending.current = false;
    });
  };

  return (
    <Stack gap={4}>
      <Textarea
        label="Comment"
        description={`Optional · ${firingCommentCount(comment)}`}
        rows={2}
        resize="vertical"
        {...register('comment')}
        error={formState.errors.comment?.message}
        attributes={{ input: { dir: 'auto' } }}
      />
      <Group gap="xs">
        {event.state !== 'acknowledged' && (
          <Button
            size="xs"
            variant="default"
            onClick={() => press('acknowledge')}
            loading={acknowledge.isPending}
            disabled={pending}
          >
            Acknowledge
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => press('resolve')}
          loading={resolve.isPending}
          disabled={pending}
        >
          Resolve
        </Button>
      </Group>
    </Stack>
  );
}

/** A refusal in words: what could not be done, and the service's text verbatim. */
export const refusalText = (action: EventAction, title: string, error: unknown) =>
  `Could not ${action} “${title}”: ${errorMessage(error)}`;
