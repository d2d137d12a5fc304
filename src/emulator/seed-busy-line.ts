import type { Call, CallIntent, Rule } from '../contract/index.ts';
import { DAY, OUTCOMES, SENTIMENTS } from './seed-base.ts';
import { prng } from './seed-calls.ts';

/**
 * "Busy line" (agent 5 of workspace 1): an agent with thousands of calls for the overview. Its
 * calls run from 90 days before the seed's instant up to it, each UTC day generated from its own
 * seed (its place among the 90 days), so the same instant gives the same calls and ids. They
 * have a weekly rhythm (quiet weekends), a spike of abusive calls ten days before the seed's
 * instant, and escalations that drift upwards over the period.
 */
export const BUSY_LINE = { workspaceId: 1, agentId: 5, name: 'Busy line' } as const;
/** The first day of the Busy line's calls (a UTC midnight) for a seed laid out back from `now`. */
export const busyLineFrom = (now: number): number => Math.floor((now - 90 * DAY) / DAY) * DAY;
/** The day of the spike (UTC), ten days before `now`. */
export const busyLineSpikeDay = (now: number): number => Math.floor((now - 10 * DAY) / DAY) * DAY;
/** Days generated at most (a server left running for a year stays small). */
const MAX_DAYS = 400;

export const BUSY_LINE_INTENTS: CallIntent[] = [
  { id: 7, label: 'Order status', description: 'The caller asks where their order is or when it will arrive.' },
  { id: 8, label: 'Return or exchange', description: 'The caller wants to return an item or exchange it for another.' },
  { id: 9, label: 'Payment problem', description: 'A card was declined, charged twice, or a refund has not arrived.' },
  { id: 10, label: 'Store hours and locations', description: 'The caller asks when or where a store is open.' },
];

export const BUSY_LINE_RULES: Rule[] = [
  {
    id: 6,
    name: 'Abusive caller',
    description: 'The caller insults or threatens the agent.',
    output: 'red_flag',
    label: 'Abuse',
  },
  {
    id: 7,
    name: 'Wants a manager',
    description: 'The caller asks for a manager or a supervisor.',
    output: 'label',
    label: 'Manager requested',
  },
  {
    id: 8,
    name: 'Data breach worry',
    description: 'The caller worries that their personal data has leaked.',
    output: 'red_flag',
    label: 'Privacy concern',
  },
];

const INTENT_WEIGHTS = [0.42, 0.24, 0.18, 0.08]; // the rest: no intent
const ID_BASE = 500_000;

function pickWeighted<T>(items: readonly T[], weights: readonly number[], roll: number): T | undefined {
  let acc = 0;
  for (let i = 0; i < items.length; i++) {
    acc += weights[i] ?? 0;
    if (roll < acc) return items[i];
  }
  return undefined;
}

// A day's calls never change, and stored calls are never edited in place: each day is made once
// per process, so a reset (every test starts with one) does not make thousands of calls again.
const days = new Map<string, readonly Call[]>();
function dayCalls(from: number, index: number, spikeDay: number): readonly Call[] {
  const key = `${from}:${index}`;
  let calls = days.get(key);
  if (!calls) {
    calls = makeDayCalls(from + index * DAY, index, spikeDay);
    days.set(key, calls);
  }
  return calls;
}

/** One UTC day's calls, ascending by start; `index` counts days from the first. */
function makeDayCalls(dayStart: number, index: number, spikeDay: number): Call[] {
  const rnd = prng(9_000 + index);
  const weekday = new Date(dayStart).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const spike = dayStart === spikeDay;
  const base = weekend ? 22 : weekday === 1 ? 78 : 64;
  const count = Math.round(base * (0.85 + rnd() * 0.3) * (spike ? 1.8 : 1));
  // Escalations drift from 8% to about 22% over the 90 days.
  const escalated = 0.08 + 0.14 * Math.min(1, index / 90);
  const starts: number[] = [];
  for (let i = 0; i < count; i++) {
    // Calls bunch in working hours (07:00 to 20:00 UTC), a few at night.
    const hour = rnd() < 0.92 ? 7 + rnd() * 13 : rnd() * 24;
    starts.push(dayStart + Math.floor(hour * 3_600_000));
  }
  starts.sort((a, b) => a - b);
  return starts.map((start, i) => {
    const intent = pickWeighted(BUSY_LINE_INTENTS, INTENT_WEIGHTS, rnd());
    const roll = rnd();
    const outcome =
      roll < escalated
        ? OUTCOMES[1]
        : roll < escalated + 0.1
          ? OUTCOMES[2]
          : roll < escalated + 0.18
            ? OUTCOMES[3]
            : OUTCOMES[0];
    const abusive = rnd() < (spike ? 0.3 : 0.02);
    const sentiment = abusive
      ? 'negative'
      : rnd() < 0.08
        ? null
        : (SENTIMENTS[Math.floor(rnd() * SENTIMENTS.length)] ?? null);
    const labels = [
      ...(abusive ? [BUSY_LINE_RULES[0]] : []),
      ...(rnd() < 0.06 ? [BUSY_LINE_RULES[1]] : []),
      ...(rnd() < 0.01 ? [BUSY_LINE_RULES[2]] : []),
    ].flatMap((r) => (r ? [{ id: r.id, label: r.label ?? r.name }] : []));
    return {
      id: ID_BASE + index * 1000 + i,
      started_at: new Date(start).toISOString(),
      duration_ms: 30_000 + Math.floor(rnd() * (outcome === OUTCOMES[1] ? 720_000 : 360_000)),
      call_intent: intent ? { id: intent.id, label: intent.label } : null,
      call_outcome: outcome ? { id: outcome.id, label: outcome.label } : null,
      sentiment,
      labels_and_redflags: labels,
    };
  });
}

/**
 * The Busy line's calls of a seed laid out back from `seededAt` that ended by `now`
 * (default: `seededAt`; later for a server that has been running a while).
 */
export function busyLineCalls(seededAt: number, now: number = seededAt): Call[] {
  const from = busyLineFrom(seededAt);
  const spikeDay = busyLineSpikeDay(seededAt);
  const end = Math.max(now, seededAt);
  const count = Math.min(MAX_DAYS, Math.ceil((end - from) / DAY));
  const calls: Call[] = [];
  for (let d = 0; d < count; d++) {
    for (const call of dayCalls(from, d, spikeDay)) {
      // Only calls over by then: one still going is not a call of the list yet.
      if (Date.parse(call.started_at ?? '') + (call.duration_ms ?? 0) <= end) calls.push(call);
    }
  }
  return calls;
}
