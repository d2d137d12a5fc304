import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, useMemo, useState } from 'react';
import { ArrivalGate } from '../../../components/arrival-gate';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DateTime } from '../../../components/date-time';
import { NotOffered, QueryError } from '../../../components/query-error';
import type { AgentRef, Call } from '../../../contract';
import { useDeleteReview } from '../../../data/reviews/mutations';
import { reviewOptions } from '../../../data/reviews/queries';
import { isApiError } from '../../../lib/api-error';
import { removeDraft } from '../../../lib/drafts';
import { notifySuccess } from '../../../lib/notify';
import { callFilterOptionsOptions } from '../../../data/calls/filter-options';
import { ruleKindsOptions } from '../../../data/rules/queries';
import { callFiltersFromSearch } from '../call-filters/search-params';
import { listQuery, listViewFromSearch } from '../model/list-view';
import { reviewDraftKey } from './review-draft';
import { ReviewEditor } from './review-editor';
import { NotForSimulated } from '../components/simulated-call';
import { ReviewProgress } from './review-progress';
import { ReviewHeading } from './review-heading';

type Props = {
  agent: AgentRef;
  callId: number;
  /** The call as listed or read (its AI intent and labels); undefined while it loads. */
  call: Call | undefined;
  /**
   * The page's Save and next: told that this call is done with (saved, or nothing to save) and the
   * next asked for, the page opens it; null where it has no next call.
   */
  onNext: (() => void) | null;
  /** Whether Save and next opened this call a moment ago (a double press). */
  justArrived: () => boolean;
  /** Why there is no next call to open, said beside Save and next. */
  noNext: string | null;
  /** The list the page came from marks this call as not reviewed. */
  listedUnreviewed: boolean;
  /** The query string of the list the page came from (progress through it). */
  params: URLSearchParams;
  /** B.10's mark on the call (no reviews are kept for a simulated call); undefined until known. */
  simulated: boolean | undefined;
};

/**
 * What the call page's region "Review" (B.4) holds: a person's verdict on what the AI decided,
 * under the region's heading (the frame is `ReviewRegion`, lazy-review-region.tsx). The list's
 * progress stays from one call to the next; what belongs to the call starts afresh.
 */
export function ReviewRegionContent({ agent, callId, call, params, simulated, ...forCall }: Props) {
  const search = params.toString();
  // By value: a move to the next call of the same list leaves the progress as it is.
  const list = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => ({ ...callFiltersFromSearch(list), ...listQuery(listViewFromSearch(list)) }), [list]);
  return (
    <>
      <ReviewHeading>
        <ReviewProgress agent={agent} query={query} params={list} />
      </ReviewHeading>
      {simulated ? (
        <NotForSimulated what="Reviews" />
      ) : (
        <CallReviewBody
          key={callId}
          agent={agent}
          callId={callId}
          call={call}
          known={simulated === false}
          {...forCall}
        />
      )}
    </>
  );
}

type BodyProps = Omit<Props, 'params' | 'simulated'> & {
  /** The call is known not to be simulated: its review is asked for only then. */
  known: boolean;
};

function CallReviewBody({ agent, callId, call, onNext, noNext, listedUnreviewed, justArrived, known }: BodyProps) {
  // The list marks the call as not reviewed: the form is there at once, as for a call without a
  // review, while the review's own answer comes (the editor keeps what is chosen meanwhile).
  const review = useQuery({
    ...reviewOptions(agent, callId),
    placeholderData: listedUnreviewed ? null : undefined,
    enabled: known,
  });
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));

  if (review.isError && isApiError(review.error) && review.error.isRouteMissing) {
    return <NotOffered what="reviews of calls" />;
  }
  if (review.isError) {
    return (
      <QueryError
        error={review.error}
        title="Could not load the review"
        onRetry={() => void review.refetch()}
        retrying={review.isFetching}
      />
    );
  }
  // What arrives after the region is on the page (opening a call) is drawn in a deferred render
  // (ArrivalGate); a call whose data is already here (Save and next, J and K, prefetched) shows
  // its form in the first drawing.
  const ready = !review.isPending && !options.isPending ? call : undefined;
  return (
    <ArrivalGate query={{ isPending: ready === undefined, data: ready }} loading={<Skeleton height={160} />}>
      {() =>
        ready && (
          <ReviewForm
            agent={agent}
            callId={callId}
            call={ready}
            saved={review.data ?? null}
            intents={options.data?.call_intents ?? []}
            labels={options.data?.labels_and_redflags ?? []}
            kinds={kinds.data}
            onNext={onNext}
            noNext={noNext}
            justArrived={justArrived}
          />
        )
      }
    </ArrivalGate>
  );
}

type FormProps = ComponentProps<typeof ReviewEditor> & { callId: number };

/** Who reviewed the call and when (with "Remove review"), and the editor. */
function ReviewForm({ agent, callId, saved, ...editor }: FormProps) {
  const remove = useDeleteReview(agent, callId);
  const [asking, setAsking] = useState(false);
  // A removal starts the form again from nothing.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      {saved ? (
        <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
          <Text size="sm">
            Reviewed
            {saved.reviewer ? (
              <>
                {' '}
                by <bdi style={{ overflowWrap: 'anywhere' }}>{saved.reviewer}</bdi>
              </>
            ) : null}
            , <DateTime value={saved.reviewed_at} />
          </Text>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
            Remove review
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          Not reviewed yet.
        </Text>
      )}
      <ReviewEditor key={generation} agent={agent} saved={saved} {...editor} />
      <ConfirmDelete
        opened={asking}
        name={`of call ${callId}`}
        what="review"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setAsking(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              removeDraft(reviewDraftKey(agent, callId));
              setGeneration((g) => g + 1);
              notifySuccess(`Review of call ${callId} removed`);
            },
          })
        }
      />
    </>
  );
}
