import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { QueryError } from '../../../components/query-error';
import type { AgentRef } from '../../../contract';
import { callCommentsOptions } from '../../../data/comments/queries';
import { isApiError } from '../../../lib/api-error';
import { countOf } from '../../../lib/format';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/**
 * Region "Comments" (B.7): the call's comments by moment, and a form to add one at the
 * recording's current moment. A server without comments is said so here; nothing else changes.
 */
export function CommentsRegion({
  agent,
  callId,
  audioRef,
  recordingReady,
  shown,
}: {
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
  recordingReady: boolean;
  /**
   * False until the transcript above is drawn: the region then appears under it rather than being
   * pushed down by it (its comments are fetched meanwhile).
   */
  shown: boolean;
}) {
  const comments = useQuery(callCommentsOptions(agent, callId));
  if (!shown) return null;
  let body;
  if (comments.isPending) body = <Skeleton height={60} />;
  else if (comments.isError && isApiError(comments.error) && comments.error.isRouteMissing) {
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
  } else {
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
            <CommentList agent={agent} callId={callId} comments={items} audioRef={audioRef} canPlay={recordingReady} />
          </>
        )}
        <CommentForm agent={agent} callId={callId} audioRef={audioRef} />
      </Stack>
    );
  }
  return (
    <section aria-labelledby="call-comments">
      <Title order={2} size="h4" id="call-comments" mb="xs">
        Comments
      </Title>
      {body}
    </section>
  );
}
