import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { ArrivalGate } from '../../../components/arrival-gate';
import { QueryError } from '../../../components/query-error';
import type { AgentRef } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { countOf } from '../../../lib/format';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { useQuery } from '@tanstack/react-query';
import { callCommentsOptions } from '../../../data/comments/queries';
import { useAudioEndMs } from '../moment/use-audio-second';

export type CommentsRegionProps = {
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Counts the requests to move the focus to the comment form; each new one moves it there. */
  focusRequest?: number;
};

/**
 * Region "Comments" (B.7): the call's comments by moment, and a form to add one at the
 * recording's current moment. A server without comments is said so here; nothing else changes.
 */
export function CommentsRegion({ agent, callId, audioRef, focusRequest = 0 }: CommentsRegionProps) {
  // The same query the page reads for the waveform's marks (useCallComments).
  const comments = useQuery(callCommentsOptions(agent, callId));
  const endMs = useAudioEndMs(audioRef);
  let body: ReactNode = null;
  if (comments.isError && isApiError(comments.error) && comments.error.isRouteMissing) {
    body = <Text size="sm">This server does not offer comments on calls.</Text>;
  } else if (comments.isError) {
    body = (
      <QueryError
        error={comments.error}
        title="Could not load the comments"
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  } else if (comments.data) {
    const { items } = comments.data;
    body = (
      <Stack gap="sm">
        {items.length === 0 ? (
          <Text size="sm">No comments on this call yet.</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {countOf(items.length, 'comment', 'comments')}, by moment; comments on the whole call last.
            </Text>
            <CommentList agent={agent} callId={callId} comments={items} endMs={endMs} />
          </>
        )}
        <CommentForm agent={agent} callId={callId} audioRef={audioRef} focusRequest={focusRequest} />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="call-comments">
      <Title order={2} size="h4" id="call-comments" mb="xs">
        Comments
      </Title>
      <ArrivalGate query={comments} loading={<Skeleton height={60} />}>
        {() => body}
      </ArrivalGate>
    </section>
  );
}
