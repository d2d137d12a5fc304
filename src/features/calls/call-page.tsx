import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import columns from '../../components/columns.module.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { playFrom } from '../../components/recording/recording-player';
import type { AgentRef, CallDetail } from '../../contract';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { ruleKindsOptions } from '../../data/rules/queries';
import { clipSetListOptions } from '../../data/clip-sets/queries';
import { recordingOptions } from '../../data/calls/recording';
import { routes } from '../../lib/routes';
import { callOptions } from '../../data/calls/queries';
import { CallAnalysis, CallAnalysisSkeleton, CallClipSets, ExtractedValues } from './components/call-analysis';
import { CallNav } from './components/call-nav';
import { CallRecording } from './components/call-recording';
import { CallTranscript } from './components/call-transcript';
import { turnAt } from './transcript';
import { useCallNeighbours } from './use-call-neighbours';
import { useCallStepper } from './use-call-stepper';
import { useAfterPaint } from '../../lib/use-after-paint';
import { ReviewRegion } from './review/review-region';
import { nextAfterReview } from './review/review-next';

const isNotFound = (e: unknown) =>
  isApiError(e) && !!e.detail && /^(Call|Agent) with ID \S+ not found$/.test(e.detail);

/** `.../calls/:callId`: one call's analysis, recording and transcript, within the list it came from. */
export function CallPage() {
  const agent = useAgentRef();
  const { callId: raw } = useParams();
  const callId = parseId(raw);
  const [params] = useSearchParams();
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
  return <CallReview agent={agent} callId={callId} params={params} />;
}

function CallReview({ agent, callId, params }: { agent: AgentRef; callId: number; params: URLSearchParams }) {
  const detail = useQuery(callOptions(agent, callId));
  const kinds = useQuery(ruleKindsOptions(agent));
  // The neighbours' details (for J and K) are fetched once this call's are on screen.
  const shown = useAfterPaint(!detail.isPending);
  const { list, result, listItem, total, filters, paging, queryFor } = useCallNeighbours(agent, callId, params, shown);
  const navigate = useNavigate();
  const { press, waiting } = useCallStepper({ agent, callId, params, filters, paging });

  let where: string;
  if (list.isPending) where = 'Finding this call in the list…';
  else if (list.isError) where = isApiError(list.error) && list.error.isRouteMissing ? 'This server does not offer a list of calls to step through.' : 'The list of calls could not be loaded.';
  else if (!result || result.index < 0) where = 'This call is not on the page of the list it was opened from.';
  else where = `Call ${result.position ?? '?'}${total !== null ? ` of ${total}` : ''} in this list`;

  const reviewNext = nextAfterReview(result, params);
  const nav = (
    <CallNav
      backTo={routes.calls(agent, params.toString())}
      // While the list is on its way a press is kept, and done when it comes.
      prev={list.isPending ? 'loading' : (result?.prev ?? null)}
      next={list.isPending ? 'loading' : (result?.next ?? null)}
      onPress={press}
      waiting={waiting}
      where={where}
    />
  );

  if (detail.isError && isNotFound(detail.error)) {
    return (
      <Page title={`Call ${callId}`} actions={nav}>
        <QueryError error={detail.error} title="Call not found" />
      </Page>
    );
  }

  const routeMissing = detail.isError && isApiError(detail.error) && detail.error.isRouteMissing;
  const call = detail.data ?? listItem;
  return (
    <Page title={`Call ${callId}`} actions={nav}>
      {routeMissing ? (
        <NotOffered what="the details of a call (its transcript and extracted values)">
          <Text size="sm" mt="xs">
            {listItem ? 'The analysis below comes from the list of calls.' : 'Open this call from the calls list to see its analysis.'} Its
            recording is shown where the server has it.
          </Text>
        </NotOffered>
      ) : detail.isError ? (
        <QueryError error={detail.error} title="Could not load this call" onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : null}
      <section aria-labelledby="call-analysis">
        <Title order={2} size="h4" id="call-analysis" mb="xs">
          Analysis
        </Title>
        {call ? <CallAnalysis call={call} kinds={kinds.data} /> : detail.isPending ? (
          <CallAnalysisSkeleton />
        ) : (
          <Text size="sm">{routeMissing ? 'Not available.' : 'The analysis could not be loaded (see above).'}</Text>
        )}
      </section>
      <CallBody
        key={callId}
        agent={agent}
        callId={callId}
        details={detail.data}
        detailPending={detail.isPending}
        detailFailed={detail.isError && !detail.data && !routeMissing}
        routeMissing={routeMissing}
      />
      {/* After the recording and transcript, which a reviewer hears and reads first; below them,
          its form arriving moves nothing already on screen. */}
      <ReviewRegion
        agent={agent}
        callId={callId}
        call={call}
        params={params}
        // Drawn at once, not as a transition: the person asked for the next call and waits for
        // nothing else, and a render in slices would leave frames of the last call between them.
        onNext={reviewNext ? () => void navigate(routes.call(agent, reviewNext.id, queryFor(reviewNext)), { flushSync: true }) : null}
      />
    </Page>
  );
}

/** Recording, transcript, extracted values and clip sets: fresh state for each call. */
function CallBody({
  agent,
  callId,
  details,
  detailPending,
  detailFailed,
  routeMissing,
}: {
  agent: AgentRef;
  callId: number;
  details: CallDetail | undefined;
  detailPending: boolean;
  /** The details did not load: what they hold is unknown, not absent (the error is shown above). */
  detailFailed: boolean;
  routeMissing: boolean;
}) {
  // The details arriving after the body is on the page (opening a call) are drawn as a deferred
  // update, in slices the browser can interrupt; details already here (the next call, prefetched)
  // are drawn with the body.
  const arrived = useMemo(
    () => ({ detail: details, detailPending, detailFailed, routeMissing }),
    [details, detailPending, detailFailed, routeMissing],
  );
  const view = useDeferredValue(arrived);
  const audioRef = useRef<HTMLAudioElement>(null);
  const clipSets = useQuery(clipSetListOptions(agent));
  const turns = view.detail?.transcript ?? null;
  const [active, setActive] = useState(-1);
  const [playing, setPlaying] = useState(false);
  // The transcript (hundreds of turns) renders just after the rest: with J the next call's
  // analysis shows at once, not after its whole transcript is built.
  const transcriptShown = useDeferredValue(true, false);
  // The recording (megabytes) downloads once the call's text is on screen: on a phone's link it
  // would otherwise share the line with the details and hold back the transcript.
  const textShown = useAfterPaint(!view.detailPending && transcriptShown);
  const recording = useQuery({ ...recordingOptions(agent, callId), enabled: textShown });

  // Media events do not bubble, but they do pass the document in the capture phase: this finds
  // the player's audio element whenever it exists.
  useEffect(() => {
    const mine = (e: Event) => e.target instanceof HTMLAudioElement && e.target === audioRef.current;
    const onTime = (e: Event) => {
      if (!mine(e) || !turns) return;
      setActive(turnAt(turns, (e.target as HTMLAudioElement).currentTime * 1000));
    };
    const onPlay = (e: Event) => mine(e) && setPlaying(true);
    const onPause = (e: Event) => mine(e) && setPlaying(false);
    document.addEventListener('timeupdate', onTime, true);
    document.addEventListener('seeked', onTime, true);
    document.addEventListener('play', onPlay, true);
    document.addEventListener('pause', onPause, true);
    return () => {
      document.removeEventListener('timeupdate', onTime, true);
      document.removeEventListener('seeked', onTime, true);
      document.removeEventListener('play', onPlay, true);
      document.removeEventListener('pause', onPause, true);
    };
  }, [turns]);

  const onPlayFrom = useCallback(
    (index: number) => {
      const start = turns?.[index]?.start_ms;
      const audio = audioRef.current;
      if (audio && typeof start === 'number') playFrom(audio, start / 1000);
    },
    [turns],
  );

  const sets = (clipSets.data ?? []).filter((s) => s.source_call_id === callId);
  let transcript;
  if (view.detailPending || !transcriptShown) transcript = <Skeleton height={120} />;
  else if (view.routeMissing) transcript = <Text size="sm">This server does not offer transcripts.</Text>;
  else if (view.detailFailed) transcript = <Text size="sm">The transcript could not be loaded (the call’s details failed, see above).</Text>;
  else if (!turns || turns.length === 0) transcript = <Text size="sm">There is no transcript for this call.</Text>;
  else
    transcript = (
      <CallTranscript turns={turns} activeIndex={active} follow={playing} onPlayFrom={recording.isSuccess ? onPlayFrom : null} />
    );

  return (
    <>
      <section aria-labelledby="call-recording">
        <Title order={2} size="h4" id="call-recording" mb="xs">
          Recording
        </Title>
        <CallRecording recording={recording} agent={agent} callId={callId} audioRef={audioRef} />
      </section>
      <div className={columns.mainAndSide}>
        <div>
          <section aria-labelledby="call-transcript">
            <Title order={2} size="h4" id="call-transcript" mb="xs">
              Transcript
            </Title>
            {transcript}
          </section>
        </div>
        <div>
          <Stack gap="md">
            <section aria-labelledby="call-extracted">
              <Title order={2} size="h4" id="call-extracted" mb="xs">
                Extracted values
              </Title>
              {view.detailPending ? (
                <Skeleton height={80} />
              ) : view.routeMissing ? (
                <Text size="sm">This server does not offer extracted values.</Text>
              ) : view.detailFailed ? (
                <Text size="sm">The extracted values could not be loaded (the call’s details failed, see above).</Text>
              ) : view.detail?.extracted_values ? (
                <ExtractedValues values={view.detail.extracted_values} />
              ) : (
                <Text size="sm">There are no extracted values for this call.</Text>
              )}
            </section>
            <section aria-labelledby="call-clip-sets">
              <Title order={2} size="h4" id="call-clip-sets" mb="xs">
                Clip sets from this call
              </Title>
              {clipSets.isPending ? (
                <Skeleton height={24} />
              ) : clipSets.isError ? (
                <Text size="sm">
                  {isApiError(clipSets.error) && clipSets.error.isRouteMissing
                    ? 'This server does not offer a list of clip sets.'
                    : 'The clip sets could not be loaded.'}
                </Text>
              ) : (
                <CallClipSets agent={agent} sets={sets} />
              )}
            </section>
          </Stack>
        </div>
      </div>
    </>
  );
}
