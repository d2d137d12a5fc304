import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import columns from '../../components/columns.module.css';
import { playFrom } from '../../components/recording/recording-player';
import type { AgentRef, CallDetail } from '../../contract';
import { clipSetListOptions } from '../../data/clip-sets/queries';
import { callCommentsOptions } from '../../data/comments/queries';
import { recordingOptions } from '../../data/calls/recording';
import { isApiError } from '../../lib/api-error';
import { useAfterPaint } from '../../lib/use-after-paint';
import { CallClipSets, ExtractedValues } from './components/call-analysis';
import { CallRecording } from './components/call-recording';
import { CallTranscript } from './components/call-transcript';
import { CallTimingRegion } from './components/lazy-call-timing';
import { CutClips } from './components/cut-clips';
import { turnAt } from './transcript';
import { useCallTiming } from './use-call-timing';
import { CommentsRegion } from './comments/comments-region';
import { commentMarks } from './comments/comment-model';
import { MomentBar } from './moment/moment-bar';
import { useMomentLink } from './moment/use-moment-link';

/** Recording, transcript, extracted values and clip sets: fresh state for each call. */
export function CallBody({
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
  const moment = useMomentLink(audioRef, recording.isSuccess);

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

  const timing = useCallTiming(turns);
  // The waveform marks the timing's moments and the comments made at a moment (one query with the region's).
  const comments = useQuery(callCommentsOptions(agent, callId));
  const commentItems = comments.data?.items;
  const marks = useMemo(() => [...timing.marks, ...commentMarks(commentItems ?? [])], [timing.marks, commentItems]);
  const [reveal, setReveal] = useState<{ index: number } | null>(null);
  const onPlayAt = useCallback((ms: number) => {
    if (audioRef.current) playFrom(audioRef.current, ms / 1000);
  }, []);

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
  else if (view.detailFailed) {
    transcript = <Text size="sm">The transcript could not be loaded (the call’s details failed, see above).</Text>;
  } else if (!turns || turns.length === 0) transcript = <Text size="sm">There is no transcript for this call.</Text>;
  else
    transcript = (
      <CallTranscript
        turns={turns}
        activeIndex={active}
        follow={playing || moment.revealing}
        onPlayFrom={recording.isSuccess ? onPlayFrom : null}
        marks={timing.byTurn}
        onPlayAt={recording.isSuccess ? onPlayAt : null}
        reveal={reveal}
      />
    );

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
      <div className={columns.mainAndSide}>
        <div>
          <section aria-labelledby="call-transcript">
            <Title order={2} size="h4" id="call-transcript" mb="xs">
              Transcript
            </Title>
            {transcript}
          </section>
          <CommentsRegion
            agent={agent}
            callId={callId}
            audioRef={audioRef}
            recordingReady={recording.isSuccess}
            shown={!view.detailPending && transcriptShown}
          />
        </div>
        <div>
          <Stack gap="md">
            <CallTimingRegion
              state={
                view.detailPending ? 'pending' : view.routeMissing ? 'missing' : view.detailFailed ? 'failed' : 'ready'
              }
              timing={timing}
              audioRef={audioRef}
              onPlayAt={recording.isSuccess ? onPlayAt : null}
              onReveal={(index) => setReveal({ index })}
            />
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
              <Group justify="space-between" gap="xs" mb="xs">
                <Title order={2} size="h4" id="call-clip-sets">
                  Clip sets from this call
                </Title>
                <CutClips agent={agent} callId={callId} turns={turns} />
              </Group>
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
