import { type RefObject, useCallback, useEffect, useState } from 'react';
import { playFrom } from '../../../components/recording/recording-player';
import type { TranscriptTurn } from '../../../contract';
import { turnAt } from '../model/transcript';

/** The two ways the page plays from somewhere: a moment in ms, a turn by its index. */
export function useCallPlayback(audioRef: RefObject<HTMLAudioElement | null>, turns: readonly TranscriptTurn[] | null) {
  const playAt = useCallback(
    (ms: number) => {
      if (audioRef.current) playFrom(audioRef.current, ms / 1000);
    },
    [audioRef],
  );
  const playTurn = useCallback(
    (index: number) => {
      const start = turns?.[index]?.start_ms;
      if (typeof start === 'number') playAt(start);
    },
    [turns, playAt],
  );
  return { playAt, playTurn };
}

/**
 * The turn the recording is at and whether it plays (the transcript highlights and follows it).
 * Read by the transcript alone, so that the recording's progress (several times a second while it
 * plays, and each `]` jump) draws the transcript again, not the page around it.
 * Media events do not bubble, but they do pass the document in the capture phase: this finds the
 * player's audio element whenever it exists.
 */
export function usePlayingTurn(audioRef: RefObject<HTMLAudioElement | null>, turns: readonly TranscriptTurn[] | null) {
  const [active, setActive] = useState(-1);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const mine = (e: Event) => e.target instanceof HTMLAudioElement && e.target === audioRef.current;
    const onTime = (e: Event) => {
      if (!mine(e) || !turns) return;
      setActive(turnAt(turns, (e.target as HTMLAudioElement).currentTime * 1000));
    };
    const onPlay = (e: Event) => mine(e) && setPlaying(true);
    const onPause = (e: Event) => mine(e) && setPlaying(false);
    const listeners: [string, (e: Event) => void][] = [
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['play', onPlay],
      ['pause', onPause],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, [audioRef, turns]);

  return { active, playing };
}
