import { type RefObject, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MOMENT_PARAM, momentNote, parseMoment } from './moment';

type MomentLink = {
  /** Why the address's moment was not used (not a number, past the end); null otherwise. */
  note: string | null;
  /**
   * True once the recording has been moved to the address's moment, until the person seeks or
   * plays: the transcript follows the playing turn then, as it does while playing, so the turn at
   * that moment comes into view.
   */
  revealing: boolean;
};

/**
 * `t=<seconds>` in the call page's address: once the recording can seek, it is put at that
 * moment (not played: a page does not start sound by itself), and the transcript scrolls to the
 * turn there. Each visit of such an address does it again (a comment's link on the same page).
 * A moment that is not a number, or past the recording's end, leaves it at 0 and says so.
 */
export function useMomentLink(audioRef: RefObject<HTMLAudioElement | null>, recordingReady: boolean): MomentLink {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const raw = params.get(MOMENT_PARAM);
  const [duration, setDuration] = useState<number | null>(null);
  const [revealing, setRevealing] = useState(false);

  useEffect(() => {
    const param = parseMoment(raw);
    const audio = audioRef.current;
    if (!recordingReady || param.kind !== 'at' || !audio) return;
    const off = new AbortController();
    const listen = (type: string, listener: () => void, once = false) =>
      audio.addEventListener(type, listener, { once, signal: off.signal });
    const seek = () => {
      setDuration(audio.duration);
      if (param.seconds > audio.duration) return;
      // True in the same render as the player's `seeked` moves its playing turn; the next seek
      // (the person's) or play ends it, so the transcript is left alone while paused after that.
      listen('seeked', () => setRevealing(true), true);
      listen('seeking', () => setRevealing(false));
      listen('play', () => setRevealing(false));
      audio.currentTime = param.seconds;
    };
    if (audio.readyState >= 1 && Number.isFinite(audio.duration)) seek();
    else listen('loadedmetadata', seek, true);
    return () => {
      off.abort();
      setRevealing(false);
    };
  }, [audioRef, recordingReady, raw, key]);

  return { note: momentNote(parseMoment(raw), duration), revealing };
}
