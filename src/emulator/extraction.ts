import type { Call, ExtractionField, TranscriptTurn } from '../contract/index.ts';

/**
 * Data extraction as the emulated service does it: each of the agent's fields read from what was
 * said on the call (its transcript), so a value is always one the call page's transcript shows.
 * A field the emulator has no reading for (one a person added) finds nothing.
 */

const DIGIT_WORDS = new Map([
  ['oh', '0'],
  ['zero', '0'],
  ['one', '1'],
  ['two', '2'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['nine', '9'],
]);

/** The longest run of spoken digits in a text ("four oh nine ..." gives "409..."). */
function spokenNumber(text: string): string {
  let best = '';
  let run = '';
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const d = DIGIT_WORDS.get(word);
    run = d === undefined ? '' : run + d;
    if (run.length > best.length) best = run;
  }
  return best;
}

const said = (turns: readonly TranscriptTurn[], who: string) =>
  turns.filter((t) => t.speaker === who).map((t) => t.text ?? '');

const first = <T>(texts: readonly string[], read: (text: string) => T | null): T | null => {
  for (const text of texts) {
    const found = read(text);
    if (found !== null) return found;
  }
  return null;
};

function callerName(turns: readonly TranscriptTurn[]): string | null {
  return first(
    said(turns, 'caller'),
    (t) => /\bthis is (\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)+)/u.exec(t)?.[1] ?? null,
  );
}

/** "tomorrow at 10:30 GMT": the next UTC day after the call's start, at that time. */
function callbackTime(turns: readonly TranscriptTurn[], call: Call): string | null {
  const start = call.started_at ? Date.parse(call.started_at) : NaN;
  if (!Number.isFinite(start)) return null;
  return first(said(turns, 'caller'), (t) => {
    const m = /call me back tomorrow at (\d{1,2}):(\d{2}) GMT/i.exec(t);
    if (!m) return null;
    const day = Math.floor(start / 86_400_000) * 86_400_000 + 86_400_000;
    return new Date(day + (Number(m[1]) * 60 + Number(m[2])) * 60_000).toISOString();
  });
}

function summary(turns: readonly TranscriptTurn[], call: Call): string {
  const who = callerName(turns) ?? 'The caller';
  const about = call.call_intent ? `about ${call.call_intent.label.toLowerCase()}` : 'without a clear reason';
  const labels = call.labels_and_redflags.map((l) => l.label.toLowerCase());
  const noted = labels.length > 0 ? ` Noted: ${labels.join(', ')}.` : '';
  const ended = call.call_outcome ? ` The call ended as ${call.call_outcome.label.toLowerCase()}.` : '';
  return `${who} called ${about}.${noted}${ended}`;
}

/** One field's value on the call, read from its transcript; null when the call does not say it. */
export function extractValue(field: ExtractionField, turns: readonly TranscriptTurn[], call: Call): unknown {
  switch (field.name) {
    case 'caller_name':
      return callerName(turns);
    case 'call_summary':
      return summary(turns, call);
    case 'account_number': {
      const digits = first(said(turns, 'caller'), (t) => {
        const n = spokenNumber(t);
        return n.length === 8 ? n : null;
      });
      return digits;
    }
    case 'order_id':
      return first(said(turns, 'caller'), (t) => {
        const m = /\border (\d+)\b/i.exec(t);
        return m ? Number(m[1]) : null;
      });
    case 'callback_time':
      return callbackTime(turns, call);
    case 'amount_owed':
      return first(said(turns, 'agent'), (t) => {
        const m = /balance on the account is €(\d+(?:\.\d+)?)/.exec(t);
        return m ? Number(m[1]) : null;
      });
    default:
      return null;
  }
}
