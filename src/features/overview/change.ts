/** How a figure moved against the previous period, in words and as a sign. */
export type Change = { sign: 'up' | 'down' | 'same' | 'new' | 'none'; words: string };

const pct = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
/** A share as a percentage, "22.5%". */
export const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const points = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/**
 * A count or an amount against the same over the previous period: "up 12% on the previous 7
 * days". A zero base has no percentage: "no calls before" (never "Infinity%").
 */
export function countChange(now: number, before: number, period: string, noun = 'calls'): Change {
  if (before === 0) {
    return now === 0
      ? { sign: 'none', words: `no ${noun} in ${period} either` }
      : { sign: 'new', words: `no ${noun} in ${period}` };
  }
  const change = ((now - before) / before) * 100;
  const rounded = Number(pct.format(Math.abs(change)).replace(/,/g, ''));
  if (rounded === 0) return { sign: 'same', words: `no change on ${period}` };
  return {
    sign: change > 0 ? 'up' : 'down',
    words: `${change > 0 ? 'up' : 'down'} ${pct.format(Math.abs(change))}% on ${period}`,
  };
}

/**
 * A share (0 to 1) against the previous period's, in percentage points: "up 2.5 points on the
 * previous 7 days". Without calls before, there is no share to compare with.
 */
export function shareChange(now: number | null, before: number | null, period: string): Change {
  if (before === null) return { sign: 'none', words: `no calls in ${period}` };
  if (now === null) return { sign: 'none', words: 'no calls to compare' };
  const diff = (now - before) * 100;
  const rounded = Number(points.format(Math.abs(diff)));
  if (rounded === 0) return { sign: 'same', words: `no change on ${period}` };
  return {
    sign: diff > 0 ? 'up' : 'down',
    words: `${diff > 0 ? 'up' : 'down'} ${points.format(Math.abs(diff))} ${rounded === 1 ? 'point' : 'points'} on ${period}`,
  };
}

/** part / whole, or null for no calls. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
