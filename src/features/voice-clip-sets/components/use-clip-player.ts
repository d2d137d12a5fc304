import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ClipModel } from '../timeline';

export type PlayMode = 'clip' | 'all';

type Options = {
  audioRef: RefObject<HTMLAudioElement | null>;
  model: ClipModel;
  loop: boolean;
  leadInMs: number;
  leadOutMs: number;
  /** Called when "play all" moves on to another clip, so the selection can follow. */
  onAdvance: (index: number) => void;
};

/**
 * Plays one clip (start_ms − lead-in to end_ms + lead-out) of the source recording, or every
 * clip in playback order. `timeupdate` fires only a few times a second, far too coarse to stop
 * at end_ms, so a requestAnimationFrame loop watches the position while audio plays.
 */
export function useClipPlayer({ audioRef, model, loop, leadInMs, leadOutMs, onAdvance }: Options) {
  const [playing, setPlaying] = useState<{ index: number; mode: PlayMode } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = useRef({
    index: -1,
    mode: 'clip' as PlayMode,
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

  const bounds = useCallback((index: number) => {
    const s = state.current;
    const start = s.model.starts[index] ?? NaN;
    const end = s.model.ends[index] ?? NaN;
    return { from: Math.max(0, start - s.leadInMs) / 1000, to: (end + s.leadOutMs) / 1000 };
  }, []);

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
          setError(
            e instanceof Error
              ? `The browser could not play the recording: ${e.message}`
              : 'The browser could not play the recording.',
          );
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
      seekAndPlay(bounds(index).from);
    },
    [bounds, seekAndPlay],
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
      if (
        audio &&
        s.index === selected &&
        audio.currentTime > bounds(selected).from &&
        audio.currentTime < bounds(selected).to
      ) {
        s.active = true;
        setPlaying({ index: selected, mode: s.mode });
        audio.play().catch(() => stop());
        return;
      }
      play(selected, 'clip');
    },
    [audioRef, bounds, play, stop],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !playing) return;
    let frame = 0;
    /** One look at the position; false once playback is over. */
    const check = (): boolean => {
      const s = state.current;
      if (!s.active) return false;
      const { from, to } = bounds(s.index);
      const atEnd = audio.ended || audio.currentTime >= Math.min(to, audio.duration || Infinity);
      if (atEnd) {
        if (s.mode === 'clip' && s.loop) {
          audio.currentTime = from;
        } else if (s.mode === 'all') {
          let next = s.index + 1;
          while (next < s.model.count && !Number.isFinite(s.model.starts[next] ?? NaN)) next++;
          if (next >= s.model.count) {
            stop();
            return false;
          }
          s.index = next;
          setPlaying({ index: next, mode: 'all' });
          s.onAdvance(next);
          audio.currentTime = bounds(next).from;
          if (audio.paused) void audio.play().catch(() => stop());
        } else {
          audio.pause();
          s.active = false;
          setPlaying(null);
          return false;
        }
      }
      return true;
    };
    const tick = () => {
      if (check()) frame = requestAnimationFrame(tick);
    };
    // A pause from outside (the system's media keys, an error) ends our playback too.
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
  }, [audioRef, bounds, playing, stop]);

  return { playing, error, play, stop, toggle };
}
