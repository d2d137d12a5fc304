import { Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { RecordingError } from '../../../components/recording/recording-error';

/** Where the waveform of the recording stands: the note says "loaded" only once it is drawn. */
export type WaveformState = 'drawing' | 'drawn' | 'failed';

type Props = {
  sourceCallId: number | null;
  recording: UseQueryResult<Blob>;
  localFile: File | null;
  onUseServer: () => void;
  waveform: WaveformState;
};

/** Which audio the panel plays: a local file, the source call's recording, its loading or why there is none. */
export function RecordingSourceNote({ sourceCallId, recording, localFile, onUseServer, waveform }: Props) {
  if (localFile)
    return (
      <Group gap="xs">
        <Text size="sm">Reviewing with the local file “{localFile.name}”.</Text>
        {sourceCallId !== null && recording.data && (
          <Button size="compact-xs" variant="default" onClick={onUseServer}>
            Use the server’s recording
          </Button>
        )}
      </Group>
    );
  if (sourceCallId === null)
    return <Text size="sm">This clip set names no source call, so there is no recording on the server.</Text>;
  if (recording.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading the recording of call {sourceCallId}…</Text>
      </Group>
    );
  if (!recording.isError) {
    if (waveform === 'drawn') return <Text size="sm">Recording of call {sourceCallId} loaded.</Text>;
    if (waveform === 'failed')
      return <Text size="sm">Recording of call {sourceCallId} loaded; its waveform could not be drawn.</Text>;
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Drawing the waveform of call {sourceCallId}…</Text>
      </Group>
    );
  }
  return (
    <RecordingError
      recording={recording}
      noRecording={(_why, answered) => ({
        title: 'No recording on this server',
        text: `The server has no recording for call ${sourceCallId} (it answered: ${answered}).`,
      })}
    />
  );
}
