import { type RefObject, useCallback, useSyncExternalStore } from 'react';

const EVENTS = ['timeupdate', 'seeked', 'loadedmetadata', 'emptied'] as const;

/**
 * The recording's current moment in whole seconds (the player's clock shows the same), or null
 * while it cannot play. Media events do not bubble, but they pass the document in the capture
 * phase: this follows the player's audio element whenever it exists, and renders once a second
 * while it plays, not on every timeupdate.
 */
export function useAudioSecond(audioRef: RefObject<HTMLAudioElement | null>): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const onEvent = (e: Event) => {
        if (e.target === audioRef.current) changed();
      };
      for (const type of EVENTS) document.addEventListener(type, onEvent, true);
      return () => {
        for (const type of EVENTS) document.removeEventListener(type, onEvent, true);
      };
    },
    [audioRef],
  );
  const read = () => {
    const audio = audioRef.current;
    return audio && audio.readyState >= 1 ? Math.floor(audio.currentTime) : null;
  };
  return useSyncExternalStore(subscribe, read, () => null);
}

const DURATION_EVENTS = ['loadedmetadata', 'durationchange', 'emptied'] as const;

/** The recording's length in ms once the browser knows it, else null (followed as useAudioSecond does). */
export function useAudioEndMs(audioRef: RefObject<HTMLAudioElement | null>): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      const onEvent = (e: Event) => {
        if (e.target === audioRef.current) changed();
      };
      for (const type of DURATION_EVENTS) document.addEventListener(type, onEvent, true);
      return () => {
        for (const type of DURATION_EVENTS) document.removeEventListener(type, onEvent, true);
      };
    },
    [audioRef],
  );
  const read = () => {
    const duration = audioRef.current?.duration;
    return typeof duration === 'number' && Number.isFinite(duration) ? Math.round(duration * 1000) : null;
  };
  return useSyncExternalStore(subscribe, read, () => null);
}
