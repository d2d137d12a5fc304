import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error';
import { recordingFailure } from '../../lib/recording-failure';

const secondsLeft = (at: number | null) => (at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000)));

/** Whole seconds left until `at` (epoch ms), read four times a second; 0 once it has passed or when there is no wait. */
function useSecondsUntil(at: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(at));
  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(at));
    tick();
    if (at === null) return;
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [at]);
  return seconds;
}

/** Why a page has no recording to play, in its own words: a title and a sentence. */
export type NoRecordingText = (
  why: 'none' | 'not-offered',
  /** The service's own words for it. */
  answered: string,
) => { title: string; text: string };

/**
 * Why a call's recording did not come, for a recording query that failed: the service's word that
 * there is none (or that the server lacks the route), said as the page words it; otherwise the
 * failure in the service's words, with Try again where asking again may help (after the wait a
 * Retry-After asks for).
 */
export function RecordingError({
  recording,
  noRecording,
}: {
  recording: UseQueryResult<Blob>;
  noRecording: NoRecordingText;
}) {
  const error = recording.error;
  const retryAt =
    isApiError(error) && error.retryAfterMs !== null ? recording.errorUpdatedAt + error.retryAfterMs : null;
  const wait = useSecondsUntil(retryAt);
  // Only the service's word that there is none (or no such route) is "no recording": a failure may pass on a second try.
  const why = recordingFailure(error);
  if (why === 'none' || why === 'not-offered') {
    const { title, text } = noRecording(why, errorMessage(error));
    return (
      <Alert color="gray" variant="light" title={title}>
        <Text size="sm">{text}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="Could not load the recording" role="alert">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {errorMessage(error)}
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
