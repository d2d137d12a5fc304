import { Alert, Group, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { type ReactNode, useMemo } from 'react';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import type { AgentRef, CallDetail } from '../../contract';
import { ArrivalGate } from '../../components/arrival-gate';
import { detailState } from './model/detail-state';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { ruleKindsOptions } from '../../data/rules/queries';
import { routes } from '../../lib/routes';
import { callOptions } from '../../data/calls/queries';
import { CallAnalysis, CallAnalysisSkeleton } from './components/call-analysis';
import { CallBody } from './components/call-body';
import { CallNav } from './components/call-nav';
import { useCallNeighbours } from './hooks/use-call-neighbours';
import { useCallStepper } from './hooks/use-call-stepper';
import { useAfterPaint } from '../../lib/use-after-paint';
import { ReviewRegion } from './review/lazy-review-region';
import { nextAfterReview, noNextReason } from './review/review-next';
import { useSaveAndNext } from './review/use-save-and-next';
import { withoutMoment } from './moment/moment';
import { SimulatedCallNote } from './components/simulated-call';
import { TurnIntoTest } from './turn-into-test/turn-into-test';

const isNotFound = (e: unknown) => isApiError(e) && !!e.detail && /^(Call|Agent) with ID \S+ not found$/.test(e.detail);

/** `.../calls/:callId`: one call's analysis, recording and transcript, within the list it came from. */
export function CallPage() {
  const agent = useAgentRef();
  const { callId: raw } = useParams();
  const callId = parseId(raw);
  const [address] = useSearchParams();
  // The list's query string without the moment (`t`): previous/next, the list and Save and next
  // carry it on, and the moment belongs to this call only. The same object while it is unchanged.
  const params = useMemo(() => withoutMoment(address), [address]);
  if (callId === null) {
    return (
      <Page title="Call">
        <Alert color="red" variant="light" title="Not a call id" role="alert">
          <Text size="sm">
            “<bdi>{raw}</bdi>” is not a call id: a call id is a whole number above 0.
          </Text>
        </Alert>
      </Page>
    );
  }
  // Made here, where only the address changes it: the list, the rule kinds and the review arriving
  // render CallReview again, and React leaves this same element (recording, transcript, timing,
  // comments) as it is.
  const body = <CallDetails key={callId} agent={agent} callId={callId} />;
  return <CallReview agent={agent} callId={callId} params={params} body={body} />;
}

/** The call's details drawn through ArrivalGate: their arrival is drawn in a deferred render. */
function CallDetails({ agent, callId }: { agent: AgentRef; callId: number }) {
  const detail = useQuery(callOptions(agent, callId));
  return (
    <ArrivalGate
      query={detail}
      loading={<CallBody agent={agent} callId={callId} details={undefined} state="pending" />}
    >
      {() => <CallBody agent={agent} callId={callId} details={detail.data} state={detailState(detail)} />}
    </ArrivalGate>
  );
}

type Neighbourhood = ReturnType<typeof useCallNeighbours>;

/** Where this call stands in the list it was opened from, in words. */
function listPlace({ list, result, total }: Neighbourhood): string {
  if (list.isPending) return 'Finding this call in the list…';
  if (list.isError) {
    return isApiError(list.error) && list.error.isRouteMissing
      ? 'This server does not offer a list of calls to step through.'
      : 'The list of calls could not be loaded.';
  }
  if (result?.left) return `This call has left the list${total !== null ? `; ${total} calls remain in it` : ''}.`;
  if (!result || result.index < 0) return 'This call is not on the page of the list it was opened from.';
  return `Call ${result.position ?? '?'}${total !== null ? ` of ${total}` : ''} in this list`;
}

type ReviewProps = { agent: AgentRef; callId: number; params: URLSearchParams; body: ReactNode };

function CallReview({ agent, callId, params, body }: ReviewProps) {
  const detail = useQuery(callOptions(agent, callId));
  const kinds = useQuery(ruleKindsOptions(agent));
  // The neighbours' details (for J and K) are fetched once this call's are on screen.
  const shown = useAfterPaint(!detail.isPending);
  const neighbourhood = useCallNeighbours(agent, callId, params, shown);
  const { list, result, listItem, filters, paging, queryFor, foundAt, stepSource } = neighbourhood;
  const { press, waiting } = useCallStepper({ agent, callId, params, filters, paging, foundAt, stepSource });
  // Save and next: the Review region says when a call is done with and the next asked for; the
  // page, which knows the next call from the list, opens it.
  const reviewNext = nextAfterReview(result, params);
  const { next, justArrived } = useSaveAndNext(
    reviewNext ? routes.call(agent, reviewNext.id, queryFor(reviewNext)) : null,
  );
  const nav = (
    <CallNav
      backTo={neighbourhood.fromQueue ? routes.reviewQueue(agent) : routes.calls(agent, params.toString())}
      backLabel={neighbourhood.fromQueue ? 'Back to review queue' : undefined}
      // While the list is on its way a press is kept, and done when it comes.
      prev={list.isPending ? 'loading' : (result?.prev ?? null)}
      next={list.isPending ? 'loading' : (result?.next ?? null)}
      onPress={press}
      waiting={waiting}
      where={listPlace(neighbourhood)}
    />
  );

  if (detail.isError && isNotFound(detail.error)) {
    return (
      <Page title={`Call ${callId}`} actions={nav}>
        <QueryError error={detail.error} title="Call not found" />
      </Page>
    );
  }

  const routeMissing = detailState(detail) === 'missing';
  const call = detail.data ?? listItem;
  // B.10's mark, read from the call itself: a listed call is never simulated (they are left out of
  // the list); while neither the details nor the list have come, it is not known yet.
  const simulated = detail.data ? detail.data.simulated === true : listItem || detail.isError ? false : undefined;
  return (
    <Page title={`Call ${callId}`} actions={nav}>
      {simulated && detail.data && <SimulatedCallNote call={detail.data} />}
      <DetailProblem detail={detail} routeMissing={routeMissing} fromList={!!listItem} />
      <section aria-labelledby="call-analysis">
        <Group justify="space-between" align="center" gap="xs" mb="xs" wrap="wrap">
          <Title order={2} size="h4" id="call-analysis">
            Analysis
          </Title>
          {call && simulated === false && (
            <TurnIntoTest key={callId} agent={agent} call={call} turns={detail.data?.transcript ?? null} />
          )}
        </Group>
        {call ? (
          <CallAnalysis call={call} kinds={kinds.data} />
        ) : detail.isPending ? (
          <CallAnalysisSkeleton />
        ) : (
          <Text size="sm">{routeMissing ? 'Not available.' : 'The analysis could not be loaded (see above).'}</Text>
        )}
      </section>
      {body}
      {/* After the recording and transcript, which a reviewer hears and reads first; below them,
          its form arriving moves nothing already on screen. */}
      <ReviewRegion
        laidOut={shown}
        agent={agent}
        callId={callId}
        call={call}
        params={params}
        onNext={next}
        justArrived={justArrived}
        noNext={next ? null : noNextReason(list.isPending, result)}
        listedUnreviewed={listItem?.reviewed === false}
        simulated={simulated}
      />
    </Page>
  );
}

/** Why the call's details are missing: not offered by this server, or failed (with Try again). */
function DetailProblem({
  detail,
  routeMissing,
  fromList,
}: {
  detail: UseQueryResult<CallDetail>;
  routeMissing: boolean;
  fromList: boolean;
}) {
  if (routeMissing) {
    return (
      <NotOffered what="the details of a call (its transcript and extracted values)">
        <Text size="sm" mt="xs">
          {fromList
            ? 'The analysis below comes from the list of calls.'
            : 'Open this call from the calls list to see its analysis.'}{' '}
          Its recording is shown where the server has it.
        </Text>
      </NotOffered>
    );
  }
  if (!detail.isError) return null;
  return (
    <QueryError
      error={detail.error}
      title="Could not load this call"
      onRetry={() => void detail.refetch()}
      retrying={detail.isFetching}
    />
  );
}
