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

/**
 * Seconds as the address carries them: to a tenth, without trailing zeros (`83.5`, `12`). Down, as
 * every clock of a moment reads (the player's, a comment's): a link never reads a later second
 * than the moment it points to. Worked out in whole milliseconds, where a tenth is exact.
 */
export const momentParamValue = (seconds: number): string =>
  String(Math.floor(Math.round(Math.max(0, seconds) * 1000) / 100) / 10);

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

/** A moment in milliseconds as people read it on the player: `1:23` (whole seconds, down). */
export const momentClock = (ms: number): string => formatCallLength(ms);

/** A moment to `digits` decimals of a second, down: `1:12.5`, `1:12.562`. */
function preciseClock(ms: number, digits: 1 | 3): string {
  const unit = digits === 1 ? 100 : 1;
  // Down, with a margin for the float of a product such as 72.563 * 1000.
  const part = Math.floor((ms + 1e-6) / unit) % (1000 / unit);
  return `${momentClock(ms)}.${String(part).padStart(digits, '0')}`;
}

/** Two moments as clocks that tell them apart: whole seconds, else tenths, else milliseconds; null when even those agree. */
function distinctClocks(aMs: number, bMs: number): [string, string] | null {
  for (const clock of [momentClock, (ms: number) => preciseClock(ms, 1), (ms: number) => preciseClock(ms, 3)]) {
    const pair: [string, string] = [clock(aMs), clock(bMs)];
    if (pair[0] !== pair[1]) return pair;
  }
  return null;
}

const quote = (s: string) => `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}”`;

/** Why the address's moment was not used, for the note above the recording; null when it was, or there is none. */
export function momentNote(param: MomentParam, durationSeconds: number | null): string | null {
  if (param.kind === 'invalid') {
    return `The link’s moment t=${quote(param.raw)} is not a number of seconds, so the recording starts at 0:00.`;
  }
  const knownEnd = durationSeconds !== null && Number.isFinite(durationSeconds);
  if (param.kind === 'at' && knownEnd && param.seconds > durationSeconds) {
    const clocks = distinctClocks(param.seconds * 1000, durationSeconds * 1000);
    const t = String(param.seconds);
    if (!clocks) {
      const end = preciseClock(durationSeconds * 1000, 3);
      return `The link’s moment t=${t} is just past the end of the recording (${end}), so it starts at 0:00.`;
    }
    return `The link’s moment ${clocks[0]} (t=${t}) is past the end of the recording (${clocks[1]}), so it starts at 0:00.`;
  }
  return null;
}
