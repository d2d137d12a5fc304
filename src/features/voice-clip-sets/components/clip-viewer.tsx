import { Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import columns from '../../../components/columns.module.css';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AgentRef, VoiceClipSet } from '../../../contract';
import { openShortcuts, useShortcutsOpen } from '../../../lib/shortcuts';
import { turnLabel } from '../clip-text';
import { LazyWaveform } from '../../../components/recording/lazy-waveform';
import { buildClipModel, clipAtTime, ensureVisible, fitView, panView, spanOf, type View, zoomView } from '../timeline';
import { ClipIssues } from './clip-issues';
import { ClipTimeline } from './clip-timeline';
import { ZoomToolbar } from './zoom-toolbar';
import { OverviewStrip } from './overview-strip';
import { type PanelSourceState, PlayerPanel } from './player-panel';
import { TranscriptList } from './transcript-list';
import { useClipPlayer } from './use-clip-player';

/** Keys typed into these belong to them, not to the viewer's shortcuts. */
/** The waveform under the timeline, and the place kept for it while the recording downloads. */
const WAVEFORM_HEIGHT = 56;

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
const activates = (t: EventTarget | null) =>
  t instanceof HTMLElement && (/^(BUTTON|A|SUMMARY)$/.test(t.tagName) || t.getAttribute('role') === 'button');

export function ClipViewer({ set, agent }: { set: VoiceClipSet; agent: AgentRef }) {
  const idPrefix = useId().replace(/:/g, '');
  const clips = set.clips;
  const model = useMemo(() => buildClipModel(clips, { totalDurationMs: set.total_duration_ms }), [clips, set.total_duration_ms]);
  const [view, setView] = useState<View>(() => fitView(model));
  const [selected, setSelected] = useState(0);
  // Handlers read the selection through a ref, so they stay the same while it changes and the
  // memoised panels (player, toolbar, dialog) do not render again on every move.
  const selectedRef = useRef(selected);
  useLayoutEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  const [range, setRange] = useState<{ a: number; b: number } | null>(null);
  const [loop, setLoop] = useState(false);
  const [lead, setLead] = useState({ in: 0, out: 0 });
  const [ready, setReady] = useState(false);
  // The app's shortcuts dialog: while it is open, keys are its own.
  const help = useShortcutsOpen();
  // A set with a source call has a recording on its way: its waveform's place is kept from the
  // first frame, so nothing below moves when it arrives.
  const [source, setSource] = useState<PanelSourceState>(() =>
    typeof set.source_call_id === 'number' ? 'loading' : null,
  );
  const audioRef = useRef<HTMLAudioElement>(null);

  // A new clip set (a refetch that changed the clips) starts from the whole set again.
  const [seenModel, setSeenModel] = useState(model);
  if (seenModel !== model) {
    setSeenModel(model);
    setView(fitView(model));
    setSelected((s) => Math.min(s, Math.max(0, clips.length - 1)));
  }

  /** Selecting from anywhere: the timeline follows (same zoom), the transcript list scrolls itself. */
  const select = useCallback(
    (i: number) => {
      if (i < 0 || i >= model.count) return;
      setSelected(i);
      const s = model.starts[i] ?? NaN;
      const e = model.ends[i] ?? NaN;
      if (Number.isFinite(s)) setView((v) => ensureVisible(v, s, e, model.domain));
    },
    [model],
  );
  const player = useClipPlayer({ audioRef, model, loop, leadInMs: lead.in, leadOutMs: lead.out, onAdvance: select });
  const { playing, play, toggle, stop } = player;

  const selectAndFollow = useCallback(
    (i: number) => {
      select(i);
      // Moving while playing plays the newly selected clip, in the same mode.
      if (playing) play(i, playing.mode);
    },
    [select, playing, play],
  );

  const zoom = useCallback(
    (factor: number) =>
      setView((v) => {
        const s = model.starts[selectedRef.current] ?? NaN;
        // Zoom around the selected clip when it is in view, else around the middle.
        const anchor = Number.isFinite(s) && s >= v.start && s <= v.end ? s : (v.start + v.end) / 2;
        return zoomView(v, factor, anchor, model.domain);
      }),
    [model],
  );
  const pan = useCallback((fraction: number) => setView((v) => panView(v, spanOf(v) * fraction, model.domain)), [model]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || help) return;
      if (e.target instanceof HTMLElement && e.target.closest('[role="dialog"]')) return;
      const inList = e.target instanceof HTMLElement && e.target.getAttribute('role') === 'listbox';
      const act = (fn: () => void) => {
        e.preventDefault();
        fn();
      };
      switch (e.key) {
        case ' ':
          if (!activates(e.target) && ready) act(() => toggle(selected));
          break;
        case 'ArrowLeft':
        case 'ArrowRight':
          act(() => selectAndFollow(selected + (e.key === 'ArrowLeft' ? -1 : 1)));
          break;
        case 'ArrowUp':
        case 'ArrowDown':
          if (inList) act(() => selectAndFollow(selected + (e.key === 'ArrowUp' ? -1 : 1)));
          break;
        case 'Home':
        case 'End':
          if (inList) act(() => selectAndFollow(e.key === 'Home' ? 0 : model.count - 1));
          break;
        case 'Enter':
          if (inList && ready) act(() => play(selected, 'clip'));
          break;
        case 'l':
        case 'L':
          act(() => setLoop((v) => !v));
          break;
        case '+':
        case '=':
          act(() => zoom(2));
          break;
        case '-':
        case '_':
          act(() => zoom(0.5));
          break;
        case '0':
          act(() => setView(fitView(model)));
          break;
        case '[':
        case ']':
          act(() => pan(e.key === '[' ? -0.5 : 0.5));
          break;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [help, ready, toggle, selected, selectAndFollow, play, model, zoom, pan]);

  // Stable handlers: the player panel is memoised and should not re-render on zoom or pan.
  const onToggle = useCallback(() => toggle(selectedRef.current), [toggle]);
  const onPlayAll = useCallback(() => play(selectedRef.current, 'all'), [play]);
  const onLeadChange = useCallback(
    (which: 'in' | 'out', ms: number) => setLead((l) => ({ ...l, [which]: Math.max(0, ms) })),
    [],
  );

  // The waveform under the timeline, on its time axis; a click on it selects the clip there.
  // Kept as one element while nothing it shows changes, so the memoised timeline stays put.
  const waveform = useMemo(
    () =>
      source === 'loading' ? (
        <Skeleton height={WAVEFORM_HEIGHT} aria-hidden />
      ) : (
        source && (
        <LazyWaveform
          blob={source.blob}
          cacheKey={source.cacheKey}
          label={source.label}
          audioRef={audioRef}
          view={view}
          height={WAVEFORM_HEIGHT}
          onSeek={(ms) => {
            const hit = clipAtTime(model, ms);
            if (hit !== null) selectAndFollow(hit);
          }}
        />
        )
      ),
    [source, view, model, selectAndFollow],
  );

  const playingClip = playing ? clips[playing.index] : undefined;
  const selectedClip = clips[selected];
  const zoomedIn = spanOf(view) < spanOf(model.domain) - 1;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <ZoomToolbar model={model} view={view} zoomedIn={zoomedIn} range={range} onView={setView} onRange={setRange} zoom={zoom} pan={pan} onHelp={openShortcuts} />
        {(clips.length > 50 || zoomedIn) && <OverviewStrip model={model} view={view} onViewChange={setView} />}
        <ClipTimeline
          idPrefix={idPrefix}
          clips={clips}
          model={model}
          view={view}
          onViewChange={setView}
          selected={selected}
          playingIndex={playing?.index ?? null}
          onSelect={selectAndFollow}
          range={range}
          onRangeChange={setRange}
          below={waveform}
        />
      </Stack>
      <PlayerPanel
        agent={agent}
        sourceCallId={typeof set.source_call_id === 'number' ? set.source_call_id : null}
        audioRef={audioRef}
        playing={playing}
        playError={player.error}
        canPlay={Number.isFinite(model.starts[selected] ?? NaN)}
        onToggle={onToggle}
        onPlayAll={onPlayAll}
        onStop={stop}
        loop={loop}
        onLoopChange={setLoop}
        leadInMs={lead.in}
        leadOutMs={lead.out}
        onLeadChange={onLeadChange}
        onReadyChange={setReady}
        onSourceChange={setSource}
      />
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {playing && playingClip !== undefined
          ? `Playing turn ${turnLabel(playingClip, playing.index)}${loop ? ', looping' : ''}`
          : ''}
      </VisuallyHidden>
      <div className={columns.mainAndSide}>
        <div>
          <Title order={2} size="h4" mb="xs">
            Transcripts
          </Title>
          <Text size="xs" c="dimmed" mb={4}>
            Selected: turn {turnLabel(selectedClip, selected)} ({selected + 1} of {clips.length.toLocaleString()})
            {loop ? ' · loop on' : ''}
          </Text>
          <TranscriptList
            idPrefix={idPrefix}
            clips={clips}
            model={model}
            selected={selected}
            playingIndex={playing?.index ?? null}
            onSelect={selectAndFollow}
          />
        </div>
        <div>
          <Title order={2} size="h4" mb="xs">
            Checks
          </Title>
          <ClipIssues clips={clips} model={model} onSelect={selectAndFollow} />
        </div>
      </div>
    </Stack>
  );
}
