import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { BelowTheFold } from '../../components/below-the-fold';
import columns from '../../components/columns.module.css';
import type { AgentRef, CallDetail } from '../../contract';
import { recordingOptions } from '../../data/calls/recording';
import { useAfterPaint } from '../../lib/use-after-paint';
import { CallRecording } from './components/call-recording';
import { ClipSetsRegion, ExtractedRegion } from './components/call-side-regions';
import { CallTranscript, type CallTranscriptProps } from './components/call-transcript';
import { CallTimingRegion } from './components/lazy-call-timing';
import { LazyCommentsRegion } from './comments/lazy-comments-region';
import { useCallComments } from './comments/use-call-comments';
import type { DetailState } from './detail-state';
import { MomentBar } from './moment/moment-bar';
import { useMomentLink } from './moment/use-moment-link';
import { useCallPlayback } from './use-call-playback';
import { useCallTiming } from './use-call-timing';

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
  const playback = useCallPlayback(audioRef, turns);
  // The recording (megabytes) downloads once the call's text is on screen: on a phone's link it
  // would otherwise share the line with the details and hold back the transcript.
  const textShown = useAfterPaint(state !== 'pending');
  const recording = useQuery({ ...recordingOptions(agent, callId), enabled: textShown });
  const moment = useMomentLink(audioRef, recording.isSuccess);
  const timing = useCallTiming(turns);
  const comments = useCallComments(agent, callId);
  // The waveform marks the timing's moments and the comments made at a moment.
  const marks = useMemo(() => [...timing.marks, ...comments.marks], [timing.marks, comments.marks]);
  const [reveal, setReveal] = useState<{ index: number } | null>(null);
  const onPlayAt = recording.isSuccess ? playback.playAt : null;

  return (
    <>
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
      <BelowTheFold>
        <div className={columns.mainAndSide}>
          <div>
            <TranscriptRegion
              state={state}
              turns={turns}
              activeIndex={playback.active}
              follow={playback.playing || moment.revealing}
              onPlayFrom={recording.isSuccess ? playback.playTurn : null}
              marks={timing.byTurn}
              onPlayAt={onPlayAt}
              reveal={reveal}
            />
            <LazyCommentsRegion
              agent={agent}
              callId={callId}
              comments={comments.query}
              audioRef={audioRef}
              recordingReady={recording.isSuccess}
              laidOut={state !== 'pending'}
            />
          </div>
          <div>
            <Stack gap="md">
              <CallTimingRegion
                state={state}
                timing={timing}
                audioRef={audioRef}
                onPlayAt={onPlayAt}
                onReveal={(index) => setReveal({ index })}
              />
              <ExtractedRegion state={state} details={details} />
              <ClipSetsRegion agent={agent} callId={callId} turns={turns} />
            </Stack>
          </div>
        </div>
      </BelowTheFold>
    </>
  );
}

/** Region "Transcript": the turns, or why there are none. */
function TranscriptRegion({
  state,
  turns,
  ...rest
}: Omit<CallTranscriptProps, 'turns'> & { state: DetailState; turns: CallTranscriptProps['turns'] | null }) {
  let body;
  if (state === 'pending') body = <Skeleton height={120} />;
  else if (state === 'missing') body = <Text size="sm">This server does not offer transcripts.</Text>;
  else if (state === 'failed') {
    body = <Text size="sm">The transcript could not be loaded (the call’s details failed, see above).</Text>;
  } else if (!turns || turns.length === 0) body = <Text size="sm">There is no transcript for this call.</Text>;
  else body = <CallTranscript turns={turns} {...rest} />;
  return (
    <section aria-labelledby="call-transcript">
      <Title order={2} size="h4" id="call-transcript" mb="xs">
        Transcript
      </Title>
      {body}
    </section>
  );
}
