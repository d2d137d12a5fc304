import { Text, Title } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import type { Clip } from '../../../contract';
import { turnLabel } from '../model/clip-text';
import type { ClipModel } from '../model/timeline';
import { type ClipSelection, useSelected } from '../model/clip-selection';
import { ClipIssues } from './clip-issues';
import { TranscriptList } from './transcript-list';

type Props = {
  idPrefix: string;
  clips: Clip[];
  model: ClipModel;
  selection: ClipSelection;
  playingIndex: number | null;
  loop: boolean;
  onSelect: (index: number) => void;
};

/** Below the player: the transcripts (the selected one marked) and, beside them, the set's checks. */
export function ClipColumns(props: Props) {
  return (
    <div className={columns.mainAndSide}>
      <div>
        <Title order={2} size="h4" mb="xs">
          Transcripts
        </Title>
        <SelectedTranscripts {...props} />
      </div>
      <div>
        <Title order={2} size="h4" mb="xs">
          Checks
        </Title>
        <ClipIssues clips={props.clips} model={props.model} onSelect={props.onSelect} />
      </div>
    </div>
  );
}

/** The transcripts and which is selected, reading the selection itself: a move renders them, not the checks. */
function SelectedTranscripts({ idPrefix, clips, model, selection, playingIndex, loop, onSelect }: Props) {
  const selected = useSelected(selection);
  return (
    <>
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
    </>
  );
}
