import { formatCallLength } from '../../../lib/format';

/** The address's parameter for a moment of the call's recording, in seconds (`?t=83.5`). */
export const MOMENT_PARAM = 't';

export type MomentParam =
  | { kind: 'none' }
  | { kind: 'at'; seconds: number }
  /** Present but not a number of seconds of 0 or more: `raw` is shown back as it was. */
  | { kind: 'invalid'; raw: string };

/** `t` from the address: seconds as a plain decimal number (`83`, `83.5`, `.5`); anything else is invalid. */
export function parseMoment(raw: string | null): MomentParam {
  if (raw === null) return { kind: 'none' };
  const text = raw.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { kind: 'invalid', raw };
  const seconds = Number(text);
  return Number.isFinite(seconds) ? { kind: 'at', seconds } : { kind: 'invalid', raw };
}

/** Seconds as the address carries them: to a tenth, without trailing zeros (`83.5`, `12`). */
export const momentParamValue = (seconds: number): string => String(Math.round(Math.max(0, seconds) * 10) / 10);

/** A copy of the query string without the moment: what previous/next and the list carry on. */
export function withoutMoment(params: URLSearchParams): URLSearchParams {
  if (!params.has(MOMENT_PARAM)) return params;
  const next = new URLSearchParams(params);
  next.delete(MOMENT_PARAM);
  return next;
}

/** The same address with the moment `seconds` (its other parameters kept). */
export function addressAt(href: string, seconds: number): string {
  const url = new URL(href);
  url.searchParams.set(MOMENT_PARAM, momentParamValue(seconds));
  return url.toString();
}

/** A moment in milliseconds as people read it on the player: `1:23`. */
export const momentClock = (ms: number): string => formatCallLength(ms);

const quote = (s: string) => `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}”`;

/** Why the address's moment was not used, for the note above the recording; null when it was, or there is none. */
export function momentNote(param: MomentParam, durationSeconds: number | null): string | null {
  if (param.kind === 'invalid') {
    return `The link’s moment t=${quote(param.raw)} is not a number of seconds, so the recording starts at 0:00.`;
  }
  const knownEnd = durationSeconds !== null && Number.isFinite(durationSeconds);
  if (param.kind === 'at' && knownEnd && param.seconds > durationSeconds) {
    const at = momentClock(param.seconds * 1000);
    const end = momentClock(durationSeconds * 1000);
    const t = momentParamValue(param.seconds);
    return `The link’s moment ${at} (t=${t}) is past the end of the recording (${end}), so it starts at 0:00.`;
  }
  return null;
}
