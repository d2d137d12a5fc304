import { Text, Title } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import type { Clip } from '../../../contract';
import { turnLabel } from '../clip-text';
import type { ClipModel } from '../timeline';
import { ClipIssues } from './clip-issues';
import { TranscriptList } from './transcript-list';

/** Below the player: the transcripts (the selected one marked) and, beside them, the set's checks. */
export function ClipColumns({
  idPrefix,
  clips,
  model,
  selected,
  playingIndex,
  loop,
  onSelect,
}: {
  idPrefix: string;
  clips: Clip[];
  model: ClipModel;
  selected: number;
  playingIndex: number | null;
  loop: boolean;
  onSelect: (index: number) => void;
}) {
  return (
    <div className={columns.mainAndSide}>
      <div>
        <Title order={2} size="h4" mb="xs">
          Transcripts
        </Title>
        <Text size="xs" c="dimmed" mb={4}>
          Selected: turn {turnLabel(clips[selected], selected)} ({selected + 1} of {clips.length.toLocaleString()})
          {loop ? ' · loop on' : ''}
        </Text>
        <TranscriptList
          idPrefix={idPrefix}
          clips={clips}
          model={model}
          selected={selected}
          playingIndex={playingIndex}
          onSelect={onSelect}
        />
      </div>
      <div>
        <Title order={2} size="h4" mb="xs">
          Checks
        </Title>
        <ClipIssues clips={clips} model={model} onSelect={onSelect} />
      </div>
    </div>
  );
}
