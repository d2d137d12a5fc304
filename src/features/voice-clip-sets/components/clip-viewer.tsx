import { Stack, VisuallyHidden } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import type { AgentRef, Clip, VoiceClipSet } from '../../../contract';
import { useShortcutsOpen } from '../../../lib/shortcuts';
import { turnLabel } from '../model/clip-text';
import { type ClipModel, buildClipModel, clipAtTime } from '../model/timeline';
import { ClipColumns } from './clip-columns';
import { PlayerPanel } from './player-panel';
import type { WaveformState } from './recording-source-note';
import { useSelected } from '../model/clip-selection';
import { TimelineArea } from './timeline-area';
import { TimelineWaveform } from './timeline-waveform';
import { useClipView } from '../hooks/use-clip-view';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { useViewerPlayback } from '../hooks/use-viewer-playback';

/**
 * One clip set: the zoomable timeline (with the recording's waveform when the set has a source
 * call), the player, the transcripts and the checks. The place in the set (selection, view) is
 * useClipView's, playback useViewerPlayback's, the keyboard useViewerKeys'. Plain handlers, no
 * memoised panels: the selection is not this component's state but a ClipSelection that the
 * timeline and the transcripts read themselves, so moving it renders those and nothing else here.
 */
export function ClipViewer({ set, agent }: { set: VoiceClipSet; agent: AgentRef }) {
  const idPrefix = useId().replace(/:/g, '');
  const clips = set.clips;
  const total = set.total_duration_ms;
  const model = useMemo(() => buildClipModel(clips, { totalDurationMs: total }), [clips, total]);
  const place = useClipView(model);
  const { view, selection, select } = place;
  const playback = useViewerPlayback({ set, model, select, selection });
  const { audioRef, player, selectAndFollow, loop, setLoop, source } = playback;
  const { playing, stop } = player;

  useClipViewerKeys(model, place, playback);
  const drawing = useDrawnWaveform(source);

  // The waveform under the timeline, on its time axis; a click on it selects the clip there.
  const waveform = (
    <TimelineWaveform
      source={source}
      audioRef={audioRef}
      view={view}
      onSeek={(ms) => {
        const hit = clipAtTime(model, ms);
        if (hit !== null) selectAndFollow(hit);
      }}
      onDrawn={drawing.onDrawn}
    />
  );

  const playingClip = playing ? clips[playing.index] : undefined;
  // Read as a yes or no: the viewer renders again only when that changes, not on every move.
  const canPlay = useSelected(selection, (i) => Number.isFinite(model.starts[i] ?? NaN));

  return (
    <Stack gap="md">
      <TimelineArea
        idPrefix={idPrefix}
        clips={clips}
        model={model}
        place={place}
        playingIndex={playing?.index ?? null}
        onSelect={selectAndFollow}
        below={waveform}
      />
      <PlayerPanel
        agent={agent}
        sourceCallId={typeof set.source_call_id === 'number' ? set.source_call_id : null}
        audioRef={audioRef}
        playing={playing}
        playError={player.error}
        canPlay={canPlay}
        onToggle={playback.onToggle}
        onPlayAll={playback.onPlayAll}
        onStop={stop}
        loop={loop}
        onLoopChange={setLoop}
        leadInMs={playback.lead.in}
        leadOutMs={playback.lead.out}
        onLeadChange={playback.onLeadChange}
        onReadyChange={playback.setReady}
        onSourceChange={playback.setSource}
        waveform={drawing.state}
      />
      <PlayingAnnouncement clip={playingClip} index={playing?.index ?? -1} loop={loop} />
      <ClipColumns
        idPrefix={idPrefix}
        clips={clips}
        model={model}
        selection={selection}
        playingIndex={playing?.index ?? null}
        loop={loop}
        onSelect={selectAndFollow}
      />
    </Stack>
  );
}

/**
 * Whether the waveform of the source now shown is drawn ('drawn'), could not be ('failed'), or is
 * still being made ('drawing'): the player's note says the recording is loaded only once it shows.
 */
function useDrawnWaveform(source: ReturnType<typeof useViewerPlayback>['source']) {
  const [outcome, setOutcome] = useState<{ cacheKey: string; failed: boolean } | null>(null);
  const onDrawn = useCallback(({ cacheKey, error }: { cacheKey: string; error: string | null }) => {
    const failed = error !== null;
    setOutcome((prev) => (prev?.cacheKey === cacheKey && prev.failed === failed ? prev : { cacheKey, failed }));
  }, []);
  const key = source !== null && source !== 'loading' ? source.cacheKey : null;
  const state: WaveformState =
    key === null || outcome?.cacheKey !== key ? 'drawing' : outcome.failed ? 'failed' : 'drawn';
  return { state, onDrawn };
}

/** The viewer's keys: play and pause, move between clips, loop, zoom and pan (see useViewerKeys). */
function useClipViewerKeys(
  model: ClipModel,
  place: ReturnType<typeof useClipView>,
  playback: ReturnType<typeof useViewerPlayback>,
) {
  const { selection } = place;
  const { player, selectAndFollow, setLoop } = playback;
  useViewerKeys({
    // The app's shortcuts dialog: while it is open, keys are its own.
    paused: useShortcutsOpen(),
    ready: playback.ready,
    actions: {
      toggle: () => player.toggle(selection.get()),
      playSelected: () => player.play(selection.get(), 'clip'),
      move: (by) => selectAndFollow(selection.get() + by),
      moveTo: (where) => selectAndFollow(where === 'first' ? 0 : model.count - 1),
      toggleLoop: () => setLoop((v) => !v),
      zoom: place.zoom,
      pan: place.pan,
      fit: place.fit,
    },
  });
}

/** Said to a screen reader when a clip starts playing (and whether it loops). */
function PlayingAnnouncement({ clip, index, loop }: { clip: Clip | undefined; index: number; loop: boolean }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {clip !== undefined ? `Playing turn ${turnLabel(clip, index)}${loop ? ', looping' : ''}` : ''}
    </VisuallyHidden>
  );
}
