import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ClipModel } from '../model/timeline';

export type PlayMode = 'clip' | 'all';

type Playing = { index: number; mode: PlayMode };

type Options = {
  audioRef: RefObject<HTMLAudioElement | null>;
  model: ClipModel;
  loop: boolean;
  leadInMs: number;
  leadOutMs: number;
  /** Called when "play all" moves on to another clip, so the selection can follow. */
  onAdvance: (index: number) => void;
};

/** What the playback loop reads: the options as last rendered, the clip playing and whether we play. */
type PlayerState = Omit<Options, 'audioRef'> & { index: number; mode: PlayMode; active: boolean };

/** The seconds of the recording a clip plays: start_ms − lead-in to end_ms + lead-out. */
function boundsOf(s: PlayerState, index: number) {
  const start = s.model.starts[index] ?? NaN;
  const end = s.model.ends[index] ?? NaN;
  return { from: Math.max(0, start - s.leadInMs) / 1000, to: (end + s.leadOutMs) / 1000 };
}

const playFailure = (e: unknown) =>
  e instanceof Error
    ? `The browser could not play the recording: ${e.message}`
    : 'The browser could not play the recording.';

/**
 * Plays one clip (start_ms − lead-in to end_ms + lead-out) of the source recording, or every
 * clip in playback order. `timeupdate` fires only a few times a second, far too coarse to stop
 * at end_ms, so a requestAnimationFrame loop watches the position while audio plays.
 */
export function useClipPlayer({ audioRef, model, loop, leadInMs, leadOutMs, onAdvance }: Options) {
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = useRef<PlayerState>({
    index: -1,
    mode: 'clip',
    loop,
    leadInMs,
    leadOutMs,
    onAdvance,
    model,
    active: false,
  });
  useEffect(() => {
    Object.assign(state.current, { loop, leadInMs, leadOutMs, onAdvance, model });
  }, [loop, leadInMs, leadOutMs, onAdvance, model]);

  const seekAndPlay = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const go = () => {
        audio.currentTime = seconds;
        audio.play().catch((e: unknown) => {
          if (e instanceof DOMException && e.name === 'AbortError') return;
          state.current.active = false;
          setPlaying(null);
          setError(playFailure(e));
        });
      };
      if (audio.readyState >= 1) go();
      else audio.addEventListener('loadedmetadata', go, { once: true });
    },
    [audioRef],
  );

  const play = useCallback(
    (index: number, mode: PlayMode = 'clip') => {
      if (!Number.isFinite(state.current.model.starts[index] ?? NaN)) return;
      Object.assign(state.current, { index, mode, active: true });
      setError(null);
      setPlaying({ index, mode });
      seekAndPlay(boundsOf(state.current, index).from);
    },
    [seekAndPlay],
  );

  const stop = useCallback(() => {
    state.current.active = false;
    audioRef.current?.pause();
    setPlaying(null);
  }, [audioRef]);

  /** Space: pause, or resume the paused clip where it stopped, or play the selected one. */
  const toggle = useCallback(
    (selected: number) => {
      const audio = audioRef.current;
      const s = state.current;
      if (s.active) return stop();
      const { from, to } = boundsOf(s, selected);
      if (audio && s.index === selected && audio.currentTime > from && audio.currentTime < to) {
        s.active = true;
        setPlaying({ index: selected, mode: s.mode });
        audio.play().catch(() => stop());
        return;
      }
      play(selected, 'clip');
    },
    [audioRef, play, stop],
  );

  usePositionWatch(audioRef, state, playing, setPlaying, stop);
  return { playing, error, play, stop, toggle };
}

/**
 * While a clip plays, watches the position every frame (and on `timeupdate`) and acts at the clip's end; a
 * pause from outside (the system's media keys, an error) ends our playback too.
 */
function usePositionWatch(
  audioRef: RefObject<HTMLAudioElement | null>,
  state: RefObject<PlayerState>,
  playing: Playing | null,
  setPlaying: (p: Playing | null) => void,
  stop: () => void,
) {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !playing) return;
    let frame = 0;
    /** One look at the position; false once playback is over. */
    const check = (): boolean => {
      const s = state.current;
      if (!s.active) return false;
      const atEnd = audio.ended || audio.currentTime >= Math.min(boundsOf(s, s.index).to, audio.duration || Infinity);
      return atEnd ? atClipEnd(audio, s, setPlaying, stop) : true;
    };
    const tick = () => {
      if (check()) frame = requestAnimationFrame(tick);
    };
    const onPause = () => {
      if (state.current.active && !audio.ended) {
        state.current.active = false;
        setPlaying(null);
      }
    };
    frame = requestAnimationFrame(tick);
    audio.addEventListener('timeupdate', check);
    audio.addEventListener('pause', onPause);
    return () => {
      cancelAnimationFrame(frame);
      audio.removeEventListener('timeupdate', check);
      audio.removeEventListener('pause', onPause);
    };
  }, [audioRef, state, playing, setPlaying, stop]);
}

/**
 * At the end of the clip playing: a looped clip starts again, "play all" moves on to the next clip that has
 * times (or stops after the last), a single clip stops. False once playback is over.
 */
function atClipEnd(
  audio: HTMLAudioElement,
  s: PlayerState,
  setPlaying: (p: Playing | null) => void,
  stop: () => void,
): boolean {
  if (s.mode === 'clip' && s.loop) {
    audio.currentTime = boundsOf(s, s.index).from;
    return true;
  }
  if (s.mode === 'all') {
    let next = s.index + 1;
    while (next < s.model.count && !Number.isFinite(s.model.starts[next] ?? NaN)) next++;
    if (next >= s.model.count) {
      stop();
      return false;
    }
    s.index = next;
    setPlaying({ index: next, mode: 'all' });
    s.onAdvance(next);
    audio.currentTime = boundsOf(s, next).from;
    if (audio.paused) void audio.play().catch(() => stop());
    return true;
  }
  audio.pause();
  s.active = false;
  setPlaying(null);
  return false;
}
