import type { Agreement, PairFigure } from '../../lib/review-agreement-table';
import type { PairSet } from './names';

/** One row of "Agreement between reviewers": what each cell says, and where the count leads. */
export type AgreementRow = {
  key: string;
  a: string;
  b: string;
  calls: number;
  /** The calls both reviewed, listed on this page (`show` in the address). */
  callsHref: string;
  intentAgreed: string;
  intentKappa: string;
  labelsAgreed: string;
  labelsKappa: string;
};

const n = (count: number) => count.toLocaleString('en');
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Cohen's kappa as the page says it: two decimals; where chance alone agrees every time (one
 * category only) kappa is 0/0, and the page says so rather than showing a number.
 */
export function kappaText(f: { n: number; kappa: number | null }): string {
  if (f.n === 0) return '—';
  if (f.kappa === null) return 'κ undefined: one category only';
  return `κ ${f.kappa.toFixed(2).replace('-', '−')}`;
}

function intentAgreed(f: PairFigure): string {
  if (f.n === 0 || f.share === null) return 'No call both judged the intent of';
  return `${percent(f.share)}, ${n(f.agreed)} of ${plural(f.calls, 'call', 'calls')}`;
}

function labelsAgreed(f: PairFigure): string {
  if (f.n === 0 || f.share === null) return 'No label both judged';
  return `${percent(f.share)}, ${n(f.agreed)} of ${plural(f.n, 'verdict', 'verdicts')} on ${plural(f.calls, 'call', 'calls')}`;
}

export function agreementRows(agreement: Agreement, href: (set: PairSet) => string): AgreementRow[] {
  return agreement.pairs.map((p) => ({
    key: `${p.a.id}:${p.b.id}`,
    a: p.a.name,
    b: p.b.name,
    calls: p.calls.length,
    callsHref: href({ kind: 'pair', a: p.a.id, b: p.b.id }),
    intentAgreed: intentAgreed(p.intent),
    intentKappa: kappaText(p.intent),
    labelsAgreed: labelsAgreed(p.labels),
    labelsKappa: kappaText(p.labels),
  }));
}

/** Fleiss' kappa across everyone, where three reviewers or more judged a call; null otherwise. */
export function acrossAllText(agreement: Agreement): string | null {
  const all = agreement.acrossAll;
  if (!all) return null;
  const intent =
    all.intent.items === 0
      ? 'no intent judged twice'
      : `intent ${kappaText({ n: all.intent.items, kappa: all.intent.kappa })} (${plural(all.intent.items, 'call', 'calls')})`;
  const labels =
    all.labels.items === 0
      ? 'no label judged twice'
      : `labels ${kappaText({ n: all.labels.items, kappa: all.labels.kappa })} (${plural(all.labels.items, 'label', 'labels')} of ${plural(all.labels.calls, 'call', 'calls')})`;
  return `Across all ${n(agreement.reviewers.length)} reviewers (Fleiss' kappa, over the calls two or more judged): ${intent}; ${labels}.`;
}

/** Why there is no table (null: there is one): fewer than two reviewers, or no call two of them reviewed. */
export function nothingToCompare(agreement: Agreement): { only: string | null; why: string } | null {
  const [only] = agreement.reviewers;
  if (agreement.reviewers.length === 0 && agreement.unnamed === 0)
    return { only: null, why: 'No call in this range has been reviewed: there is nothing to compare.' };
  if (agreement.reviewers.length === 0)
    return { only: null, why: 'The reviews in this range do not say who wrote them: there is nothing to compare.' };
  if (agreement.reviewers.length === 1 && only)
    return { only: only.name, why: 'is the only reviewer in this range: there is nothing to compare.' };
  if (agreement.pairs.length === 0)
    return { only: null, why: 'No two reviewers reviewed the same call in this range: there is nothing to compare.' };
  return null;
}
