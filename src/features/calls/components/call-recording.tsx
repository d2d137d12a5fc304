import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { preloadWaveform } from '../../../components/recording/lazy-waveform';
import { RecordingPlayer } from '../../../components/recording/recording-player';
import type { WaveformMark } from '../../../components/recording/waveform-marks';
import type { AgentRef } from '../../../contract';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { peaksKey } from '../../../data/calls/recording';
import { recordingFailure } from '../../../lib/recording-failure';

/** Whole seconds left until `at` (epoch ms), counted down once a second; 0 once it has passed or when there is no wait. */
function useSecondsUntil(at: number | null): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
    tick();
    if (at === null) return;
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/** The call's recording (Part B) with its player, or why there is none; the rest of the page stays. */
export function CallRecording({
  recording,
  agent,
  callId,
  audioRef,
  marks,
}: {
  recording: UseQueryResult<Blob>;
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Moments marked on the waveform (each plays from there on a click). */
  marks?: readonly WaveformMark[];
}) {
  useEffect(() => {
    if (recording.isPending) preloadWaveform();
  }, [recording.isPending]);
  const error = recording.isError ? recording.error : null;
  // The service's Retry-After is honoured: Try again waits until then.
  const retryAt =
    isApiError(error) && error.retryAfterMs !== null ? recording.errorUpdatedAt + error.retryAfterMs : null;
  const wait = useSecondsUntil(retryAt);

  if (recording.isError) {
    const why = recordingFailure(recording.error);
    if (why === 'none' || why === 'not-offered') {
      return (
        <Alert
          color="gray"
          variant="light"
          title={why === 'none' ? 'No recording for this call' : 'Not offered by this server'}
        >
          <Text size="sm">
            {why === 'none'
              ? `The service has no recording of call ${callId} (it answered: ${errorMessage(recording.error)}). The analysis and transcript below still apply.`
              : 'This server does not offer call recordings. The analysis and transcript below still apply.'}
          </Text>
        </Alert>
      );
    }
    return (
      <Alert color="red" variant="light" title="Could not load the recording" role="alert">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {errorMessage(recording.error)}
        </Text>
        {why === 'failed' && (
          <Button
            size="compact-xs"
            variant="default"
            mt="xs"
            onClick={() => void recording.refetch()}
            loading={recording.isFetching}
            disabled={wait > 0}
          >
            {wait > 0 ? `Try again (in ${wait < 90 ? `${wait} s` : `${Math.ceil(wait / 60)} min`})` : 'Try again'}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <RecordingPlayer
      blob={recording.data ?? null}
      cacheKey={peaksKey(agent, callId)}
      waveformLabel={`Waveform of call ${callId}`}
      audioRef={audioRef}
      marks={marks}
    />
  );
}
