import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  memo,
  type Ref,
  type RefObject,
  useDeferredValue,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBelowTheFold } from '../../../components/below-the-fold';
import columns from '../../../components/columns.module.css';
import type { AgentRef, CallDetail, TranscriptTurn } from '../../../contract';
import { recordingOptions } from '../../../data/calls/recording';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { CallRecording } from './call-recording';
import { type CallPlay, CallPlayContext } from '../model/call-play';
import { ClipSetsRegion as ClipSetsNow, ExtractedRegion as ExtractedNow } from './call-side-regions';
import { CallTranscript, TRANSCRIPT_HEIGHT } from './call-transcript';
import { CallTimingRegion } from './lazy-call-timing';
import { NotForSimulated } from './simulated-call';
import { LazyCommentsRegion as CommentsNow } from '../comments/lazy-comments-region';
import { useCallComments } from '../comments/use-call-comments';
import { WithTeamReviews } from '../team-review/lazy-team-regions';
import type { DetailState } from '../model/detail-state';
import { MomentBar as MomentBarNow } from '../moment/moment-bar';
import { useMomentLink } from '../moment/use-moment-link';
import { useCallPlayback, usePlayingTurn } from '../hooks/use-call-playback';
import { type CallTiming, useCallTiming } from '../hooks/use-call-timing';

// Memoised: a timing threshold typed draws the body again for its marks, and these do not show them.
const MomentBar = memo(MomentBarNow);
const LazyCommentsRegion = memo(CommentsNow);
const ExtractedRegion = memo(ExtractedNow);
const ClipSetsRegion = memo(ClipSetsNow);

/**
 * Recording, transcript, timing, comments, extracted values and clip sets: fresh state for each
 * call. CallPage draws it through ArrivalGate, so the details arriving are drawn in a deferred
 * render (with `state` 'pending' until then).
 */
export function CallBody({
  agent,
  callId,
  details,
  state,
}: {
  agent: AgentRef;
  callId: number;
  details: CallDetail | undefined;
  state: DetailState;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const turns = details?.transcript ?? null;
  const { playTurn, playAt } = useCallPlayback(audioRef, turns);
  const belowShown = useBelowTheFold();
  // The recording (megabytes) downloads once the call's text (its transcript below included) is on
  // screen: on a phone's link it would otherwise share the line with the details and hold back the
  // transcript, and the next call's details, fetched then, would wait behind it (docs/performance.md,
  // row "The recording downloads once the call's text is on screen").
  const textShown = useAfterPaint(state !== 'pending' && belowShown);
  const recording = useQuery({ ...recordingOptions(agent, callId), enabled: textShown });
  const moment = useMomentLink(audioRef, recording.isSuccess);
  // Read from the transcript with the regions that show it (below the fold), not in the render
  // that opens the call, which Save and next waits for (docs/performance.md, row "The call's timing
  // read with the regions below the first screen").
  const timing = useCallTiming(belowShown ? turns : null);
  // Asked for once the details say whether the call keeps comments: a simulated one does not (B.10).
  // The waveform they mark waits for the details too, so nothing shows later for it.
  const comments = useCallComments(agent, callId, state !== 'pending' && details?.simulated !== true);
  // The waveform marks the timing's moments and the comments made at a moment.
  const marks = useMemo(() => [...timing.marks, ...comments.marks], [timing.marks, comments.marks]);
  const play: CallPlay | null = useMemo(
    () => (recording.isSuccess ? { fromTurn: playTurn, at: playAt } : null),
    [recording.isSuccess, playTurn, playAt],
  );

  return (
    <CallPlayContext value={play}>
      <section aria-labelledby="call-recording">
        <Title order={2} size="h4" id="call-recording" mb="xs">
          Recording
        </Title>
        <CallRecording recording={recording} agent={agent} callId={callId} audioRef={audioRef} marks={marks} />
        <MomentBar
          audioRef={audioRef}
          recordingReady={recording.isSuccess}
          recordingFailed={recording.isError}
          note={moment.note}
        />
      </section>
      {/* Until the regions below are drawn, a stand-in as tall as the transcript's box: on a phone,
          the Review region under the body does not show near the top and then jump down. */}
      {belowShown ? (
        <CallBodyBelow
          agent={agent}
          callId={callId}
          details={details}
          state={state}
          audioRef={audioRef}
          timing={timing}
          revealing={moment.revealing}
        />
      ) : (
        <Skeleton height={TRANSCRIPT_HEIGHT} mt="md" />
      )}
    </CallPlayContext>
  );
}

type BelowProps = {
  agent: AgentRef;
  callId: number;
  details: CallDetail | undefined;
  state: DetailState;
  audioRef: RefObject<HTMLAudioElement | null>;
  timing: CallTiming;
  /** The page is bringing the moment of its address into view (the transcript follows it). */
  revealing: boolean;
};

/**
 * Transcript, comments, timing, extracted values and clip sets. Memoised, so that what changes
 * only above it (the recording arriving, the moment note) does not draw it again; what plays from
 * the recording reads `CallPlayContext` (its figures are there). See docs/performance.md, row "The
 * call's lower part memoised".
 */
const CallBodyBelow = memo(function CallBodyBelow(props: BelowProps) {
  const { agent, callId, details, state, audioRef, timing, revealing } = props;
  const turns = details?.transcript ?? null;
  const transcript = useRef<TranscriptHandle>(null);
  // Each "Discuss in comments" (a disagreement of the team's reviews) moves the focus to the comment form.
  const [discuss, setDiscuss] = useState(0);
  const onDiscuss = useCallback(() => setDiscuss((n) => n + 1), []);
  return (
    <div className={columns.mainAndSide}>
      <div>
        <TranscriptRegion
          state={state}
          turns={turns}
          audioRef={audioRef}
          revealing={revealing}
          marks={timing.byTurn}
          ref={transcript}
        />
        {details?.simulated === true ? (
          <section aria-labelledby="call-comments">
            <Title order={2} size="h4" id="call-comments" mb="xs">
              Comments
            </Title>
            <NotForSimulated what="Comments" />
          </section>
        ) : (
          <WithTeamReviews
            agent={agent}
            callId={callId}
            call={details}
            laidOut={state !== 'pending'}
            onDiscuss={onDiscuss}
          >
            <LazyCommentsRegion
              agent={agent}
              callId={callId}
              audioRef={audioRef}
              laidOut={state !== 'pending'}
              focusRequest={discuss}
            />
          </WithTeamReviews>
        )}
      </div>
      <div>
        <Stack gap="md">
          <CallTimingRegion
            state={state}
            timing={timing}
            audioRef={audioRef}
            onReveal={(index) => transcript.current?.reveal(index)}
          />
          <ExtractedRegion state={state} details={details} />
          <ClipSetsRegion agent={agent} callId={callId} turns={turns} />
        </Stack>
      </div>
    </div>
  );
});

type TranscriptHandle = { reveal: (index: number) => void };

/**
 * Region "Transcript": the turns, or why there are none. It follows the recording itself, and
 * `reveal` brings a turn into view: the recording's progress and a jump to a marked moment draw the
 * transcript again, not the regions beside it (docs/performance.md, row "The transcript follows the
 * recording in a region of its own").
 */
function TranscriptRegion({
  state,
  turns,
  audioRef,
  revealing,
  marks,
  ref,
}: {
  state: DetailState;
  turns: readonly TranscriptTurn[] | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  revealing: boolean;
  marks: CallTiming['byTurn'];
  ref: Ref<TranscriptHandle>;
}) {
  const { active, playing } = usePlayingTurn(audioRef, turns);
  // The turns' marks follow a threshold in a render of their own, after the figures and the
  // waveform: two smaller redraws rather than one long one.
  const shownMarks = useDeferredValue(marks);
  const [reveal, setReveal] = useState<{ index: number } | null>(null);
  useImperativeHandle(ref, () => ({ reveal: (index) => setReveal({ index }) }), []);
  let body;
  // As tall as the transcript's box mostly is: on a phone, the Review region below does not jump
  // down by the transcript's height when it arrives (Lighthouse's layout shift on call 1060: 0.185).
  if (state === 'pending') body = <Skeleton height={TRANSCRIPT_HEIGHT} />;
  else if (state === 'missing') body = <Text size="sm">This server does not offer transcripts.</Text>;
  else if (state === 'failed') {
    body = <Text size="sm">The transcript could not be loaded (the call’s details failed, see above).</Text>;
  } else if (!turns || turns.length === 0) body = <Text size="sm">There is no transcript for this call.</Text>;
  else {
    body = (
      <CallTranscript
        turns={turns}
        activeIndex={active}
        follow={playing || revealing}
        marks={shownMarks}
        reveal={reveal}
      />
    );
  }
  return (
    <section aria-labelledby="call-transcript">
      <Title order={2} size="h4" id="call-transcript" mb="xs">
        Transcript
      </Title>
      {body}
    </section>
  );
}
