import type { CallIntent, Rule } from '../../contract';
import { type CallSet, type IntentKey, callSetKey } from './quality';

/** Names the page shows: the agent's own, else the id (an intent or rule deleted since). */
export type Names = {
  intent(id: IntentKey): string;
  rightIntent(id: IntentKey): string;
  label(id: number): string;
  kind(id: number): string;
};

export function namesFrom(intents: readonly CallIntent[] | undefined, rules: readonly Rule[] | undefined): Names {
  const intentById = new Map((intents ?? []).map((i) => [i.id, i]));
  const ruleById = new Map((rules ?? []).map((r) => [r.id, r]));
  return {
    intent: (id) => (id === null ? 'No intent' : (intentById.get(id)?.label ?? `Intent ${id}`)),
    rightIntent: (id) => (id === null ? 'None of these' : (intentById.get(id)?.label ?? `Intent ${id}`)),
    label: (id) => {
      const rule = ruleById.get(id);
      return rule ? rule.label || rule.name : `Rule ${id}`;
    },
    kind: (id) => {
      const output = ruleById.get(id)?.output;
      return output === 'red_flag' ? 'Red flag' : output === 'label' ? 'Label' : output ? output : '—';
    },
  };
}

const unkey = (raw: string | undefined): IntentKey | undefined =>
  raw === 'none' ? null : raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;

/** The calls two reviewers both reviewed (reviewer ids, the lower first). */
export type PairSet = { kind: 'pair'; a: number; b: number };
/** What a count on the page opens: a figure's calls, or a pair of reviewers' shared calls. */
export type ShownSet = CallSet | PairSet;

/** A figure's calls in the address (`show`), so the list of them can be linked to. */
export const showParam = (set: ShownSet): string => (set.kind === 'pair' ? `pair:${set.a}:${set.b}` : callSetKey(set));

const isId = (raw: string | undefined): raw is string => raw !== undefined && /^\d+$/.test(raw);

export function parseShow(raw: string | null): ShownSet | null {
  if (!raw) return null;
  const [kind, a, b] = raw.split(':');
  if (kind === 'pair' && isId(a) && isId(b)) return { kind, a: Number(a), b: Number(b) };
  if (kind === 'intent') {
    const id = unkey(a);
    if (id !== undefined && (b === 'reviewed' || b === 'correct' || b === 'wrong')) return { kind, id, verdict: b };
  }
  if (kind === 'confusion') {
    const ai = unkey(a);
    const right = unkey(b);
    if (ai !== undefined && right !== undefined) return { kind, ai, right };
  }
  if (
    kind === 'label' &&
    a &&
    /^\d+$/.test(a) &&
    (b === 'verdicts' || b === 'correct' || b === 'wrong' || b === 'missed')
  ) {
    return { kind, id: Number(a), verdict: b };
  }
  return null;
}

export function describeSet(set: CallSet, n: Names): string {
  if (set.kind === 'intent') {
    const what = { reviewed: 'reviewed', correct: 'judged correct', wrong: 'judged wrong' }[set.verdict];
    return `Calls the AI gave ${n.intent(set.id)}, ${what}`;
  }
  if (set.kind === 'confusion')
    return `Calls the AI gave ${n.intent(set.ai)} and the reviewer ${n.rightIntent(set.right)}`;
  const what = { verdicts: 'judged', correct: 'judged correct', wrong: 'judged wrong', missed: 'missed' }[set.verdict];
  return `Calls where ${n.label(set.id)} was ${what}`;
}
