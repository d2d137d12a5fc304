import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';
import { preloadWaveform } from '../../../components/recording/lazy-waveform';
import { RecordingError } from '../../../components/recording/recording-error';
import { RecordingPlayer } from '../../../components/recording/recording-player';
import type { WaveformMark } from '../../../components/recording/waveform-marks';
import type { AgentRef } from '../../../contract';
import { peaksKey } from '../../../data/calls/recording';

/** The call page's words for a call without a recording: the rest of the page still applies. */
function noRecording(callId: number, why: 'none' | 'not-offered', answered: string) {
  return why === 'none'
    ? {
        title: 'No recording for this call',
        text: `The service has no recording of call ${callId} (it answered: ${answered}). The analysis and transcript below still apply.`,
      }
    : {
        title: 'Not offered by this server',
        text: 'This server does not offer call recordings. The analysis and transcript below still apply.',
      };
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
  if (recording.isError) {
    return <RecordingError recording={recording} noRecording={(why, answered) => noRecording(callId, why, answered)} />;
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
