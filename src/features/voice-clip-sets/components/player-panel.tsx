import { Button, FileButton, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { PlaybackSpeed, usePlaybackRate } from '../../../components/recording/playback-speed';
import { useObjectUrl } from '../../../components/recording/use-object-url';
import type { AgentRef } from '../../../contract';
import { peaksKey, recordingOptions } from '../../../data/calls/recording';
import { RecordingSourceNote, type WaveformState } from './recording-source-note';
import type { PlayMode } from '../hooks/use-clip-player';

/** The audio the panel plays, for the waveform drawn under the timeline. */
export type PanelSource = { blob: Blob; cacheKey: string; label: string };
/** What the waveform shows: a recording, one still downloading ('loading'), or none. */
export type PanelSourceState = PanelSource | 'loading' | null;

type Props = {
  agent: AgentRef;
  sourceCallId: number | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  playing: { index: number; mode: PlayMode } | null;
  playError: string | null;
  canPlay: boolean;
  onToggle: () => void;
  onPlayAll: () => void;
  onStop: () => void;
  loop: boolean;
  onLoopChange: (v: boolean) => void;
  leadInMs: number;
  leadOutMs: number;
  onLeadChange: (which: 'in' | 'out', ms: number) => void;
  onReadyChange: (ready: boolean) => void;
  onSourceChange: (source: PanelSourceState) => void;
  waveform: WaveformState;
};

/**
 * The source call's recording (Part B), fetched with the bearer token and played from a blob
 * URL, or a local audio file of the call where the server has none.
 */
export function PlayerPanel({
  agent,
  sourceCallId,
  audioRef,
  playing,
  playError,
  canPlay,
  onToggle,
  onPlayAll,
  onStop,
  loop,
  onLoopChange,
  leadInMs,
  leadOutMs,
  onLeadChange,
  onReadyChange,
  onSourceChange,
  waveform,
}: Props) {
  const { recording, localFile, setLocalFile, src } = usePanelAudio(agent, sourceCallId, onReadyChange, onSourceChange);
  const [rate, setRate] = usePlaybackRate(audioRef, src);

  return (
    <Stack gap="xs">
      <RecordingSourceNote
        sourceCallId={sourceCallId}
        recording={recording}
        localFile={localFile}
        onUseServer={() => setLocalFile(null)}
        waveform={waveform}
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button onClick={onToggle} disabled={!src || !canPlay} aria-keyshortcuts="Space">
          {playing ? 'Pause' : 'Play clip'}
        </Button>
        <Button variant="default" onClick={onPlayAll} disabled={!src || !canPlay}>
          Play all
        </Button>
        <Button variant="default" onClick={onStop} disabled={!playing}>
          Stop
        </Button>
        <Switch
          label="Loop clip"
          checked={loop}
          onChange={(e) => onLoopChange(e.currentTarget.checked)}
          aria-keyshortcuts="L"
          mb={6}
        />
        <PlaybackSpeed value={rate} onChange={setRate} />
        <LeadInput label="Lead-in (ms)" value={leadInMs} onChange={(ms) => onLeadChange('in', ms)} />
        <LeadInput label="Lead-out (ms)" value={leadOutMs} onChange={(ms) => onLeadChange('out', ms)} />
        <FileButton onChange={setLocalFile} accept="audio/*">
          {(props) => (
            <Button {...props} variant="subtle">
              Open a local audio file
            </Button>
          )}
        </FileButton>
      </Group>
      {playError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {playError}
        </Text>
      )}
      {/* No native controls: playback is driven by the clip controls and the keys above. */}
      <audio ref={audioRef} src={src ?? undefined} preload="auto" data-testid="clip-audio" />
    </Stack>
  );
}

/**
 * The audio the panel plays: a local file where one is chosen, else the source call's recording; says when it
 * is ready to play and what the waveform under the timeline shows.
 */
function usePanelAudio(
  agent: AgentRef,
  sourceCallId: number | null,
  onReadyChange: (ready: boolean) => void,
  onSourceChange: (source: PanelSourceState) => void,
) {
  const recording = useQuery({
    ...recordingOptions(agent, sourceCallId ?? 0),
    enabled: sourceCallId !== null,
  });
  const [localFile, setLocalFile] = useState<File | null>(null);
  const blob = localFile ?? recording.data ?? null;
  const src = useObjectUrl(blob);
  useEffect(() => onReadyChange(src !== null), [src, onReadyChange]);
  useEffect(() => {
    if (localFile) {
      const key = `local:${localFile.name}:${localFile.size}:${localFile.lastModified}`;
      onSourceChange({ blob: localFile, cacheKey: key, label: `Waveform of the local file ${localFile.name}` });
    } else if (recording.data && sourceCallId !== null) {
      onSourceChange({
        blob: recording.data,
        cacheKey: peaksKey(agent, sourceCallId),
        label: `Waveform of call ${sourceCallId}`,
      });
    } else onSourceChange(sourceCallId !== null && recording.isPending ? 'loading' : null);
  }, [localFile, recording.data, recording.isPending, sourceCallId, agent, onSourceChange]);
  return { recording, localFile, setLocalFile, src };
}

const MAX_LEAD_MS = 10_000;

/** A lead in milliseconds: a whole number from 0 to 10,000, or null. */
export function parseLeadMs(raw: string): number | null {
  const ms = Number(raw);
  return raw.trim() !== '' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_LEAD_MS ? ms : null;
}

/**
 * Milliseconds of audio played before (or after) each clip: a native number field (arrow keys
 * step by 100). What is typed stays as typed; only a valid lead is applied.
 */
function LeadInput({ label, value, onChange }: { label: string; value: number; onChange: (ms: number) => void }) {
  const [raw, setRaw] = useState(String(value));
  return (
    <TextInput
      type="number"
      label={label}
      value={raw}
      onChange={(e) => {
        setRaw(e.currentTarget.value);
        const ms = parseLeadMs(e.currentTarget.value);
        if (ms !== null) onChange(ms);
      }}
      error={parseLeadMs(raw) === null ? 'A whole number, 0 to 10,000' : undefined}
      min={0}
      max={MAX_LEAD_MS}
      step={100}
      w={120}
      size="xs"
    />
  );
}
