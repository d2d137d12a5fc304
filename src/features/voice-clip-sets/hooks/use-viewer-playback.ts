import { useRef, useState } from 'react';
import type { VoiceClipSet } from '../../../contract';
import type { ClipModel } from '../model/timeline';
import type { ClipSelection } from '../model/clip-selection';
import type { PanelSourceState } from '../components/player-panel';
import { useClipPlayer } from './use-clip-player';

/**
 * The clip viewer's playback: the player (useClipPlayer) with its settings (loop, lead-in and
 * lead-out), whether the recording can play, and the recording's source for the waveform.
 * `select` moves the selection; `selectAndFollow` also plays the newly selected clip when
 * something is playing, in the same mode.
 */
export function useViewerPlayback({
  set,
  model,
  select,
  selection,
}: {
  set: VoiceClipSet;
  model: ClipModel;
  select: (index: number) => void;
  selection: ClipSelection;
}) {
  const [loop, setLoop] = useState(false);
  const [lead, setLead] = useState({ in: 0, out: 0 });
  const [ready, setReady] = useState(false);
  // A set with a source call has a recording on its way: its waveform's place is kept from the
  // first frame, so nothing below moves when it arrives.
  const [source, setSource] = useState<PanelSourceState>(() =>
    typeof set.source_call_id === 'number' ? 'loading' : null,
  );
  const audioRef = useRef<HTMLAudioElement>(null);
  const player = useClipPlayer({ audioRef, model, loop, leadInMs: lead.in, leadOutMs: lead.out, onAdvance: select });
  const { playing, play, toggle } = player;

  const selectAndFollow = (i: number) => {
    select(i);
    if (playing) play(i, playing.mode);
  };
  const onToggle = () => toggle(selection.get());
  const onPlayAll = () => play(selection.get(), 'all');
  const onLeadChange = (which: 'in' | 'out', ms: number) => setLead((l) => ({ ...l, [which]: Math.max(0, ms) }));

  return {
    audioRef,
    player,
    selectAndFollow,
    loop,
    setLoop,
    lead,
    onLeadChange,
    ready,
    setReady,
    source,
    setSource,
    onToggle,
    onPlayAll,
  };
}
