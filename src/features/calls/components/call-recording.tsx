import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { preloadWaveform } from '../../../components/recording/lazy-waveform';
import { RecordingPlayer } from '../../../components/recording/recording-player';
import type { AgentRef } from '../../../contract';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { peaksKey } from '../../../data/calls/recording';

/** The call's recording (Part B) with its player, or why there is none; the rest of the page stays. */
export function CallRecording({
  recording,
  agent,
  callId,
  audioRef,
}: {
  recording: UseQueryResult<Blob>;
  agent: AgentRef;
  callId: number;
  audioRef: RefObject<HTMLAudioElement | null>;
}) {
  useEffect(() => {
    if (recording.isPending) preloadWaveform();
  }, [recording.isPending]);
  if (recording.isError) {
    // An answer in words (any status) means there is none; no answer may pass on a second try.
    const none = isApiError(recording.error) && recording.error.kind === 'http';
    return (
      <Alert color={none ? 'gray' : 'red'} variant="light" title={none ? 'No recording for this call' : 'Could not load the recording'}>
        <Text size="sm">
          {none
            ? `The recording of call ${callId} is not available (the service answered: ${errorMessage(recording.error)}). The analysis and transcript below still apply.`
            : errorMessage(recording.error)}
        </Text>
        {!none && (
          <Button size="compact-xs" variant="default" mt="xs" onClick={() => void recording.refetch()} loading={recording.isFetching}>
            Try again
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
    />
  );
}
