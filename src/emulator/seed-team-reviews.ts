import type { Call, ReviewBody } from '../contract/index.ts';
import type { ReviewBook } from './review-book.ts';
import { MEMBERS, personNamed } from './team.ts';

/** A review the seed made: its call, the reviewer's name, what they said and when. */
export type SeededReview = { call: Call; reviewer: string; body: ReviewBody; at: number };

/**
 * The Support line's team history (B.11): Rey Reviewer and Remi Second both review twelve calls
 * (a calibration), each assigned by Demo admin shortly after the call ended; they agree on all
 * but three (call 1016's intent, call 1025's Abuse verdict, call 1046's intent), and Demo admin
 * settles 1016 with a final verdict. Demo admin reviewed the two newest reviewed calls; the rest
 * of the reviewed calls keep their generated review by a former member. Open assignments give
 * each reviewer a queue. Every time is after the call ended, in cause-to-effect order, and never
 * after the seed's instant.
 */

type Verdict = {
  intent: boolean | null;
  corrected?: number | null;
  labels?: [number, 'correct' | 'wrong'][];
  missed?: number[];
  note?: string;
};

const body = (v: Verdict): ReviewBody => ({
  intent_correct: v.intent,
  corrected_intent_id: v.corrected ?? null,
  labels: (v.labels ?? []).map(([id, verdict]) => ({ id, verdict })),
  missed_labels: v.missed ?? [],
  note: v.note ?? '',
});

const RIGHT: Verdict = { intent: true };

/** [call, Rey's verdict, Remi's verdict]: intents 1 Billing, 3 Technical support, 4 Appointment; rules 2 Abuse, 3 Refund, 4 Upsell. */
export const CALIBRATION: readonly [number, Verdict, Verdict][] = [
  [1015, { intent: true, labels: [[2, 'correct']] }, { intent: true, labels: [[2, 'correct']] }],
  [
    1016,
    { intent: false, corrected: 3, note: 'The caller could not sign in to cancel: a technical problem first.' },
    { intent: true, note: 'Asked to cancel in the first sentence.' },
  ],
  [1018, RIGHT, RIGHT],
  [
    1024,
    { intent: false, corrected: 1, labels: [[3, 'correct']], note: 'A refund of a charge: a billing question.' },
    { intent: false, corrected: 1, labels: [[3, 'correct']] },
  ],
  [
    1025,
    { intent: false, corrected: 1, labels: [[2, 'correct']] },
    { intent: false, corrected: 1, labels: [[2, 'wrong']], note: 'Raised voice, but no abuse.' },
  ],
  [1033, RIGHT, RIGHT],
  [1034, RIGHT, RIGHT],
  [
    1043,
    { intent: true, labels: [[3, 'correct']], missed: [4] },
    { intent: true, labels: [[3, 'correct']], missed: [4] },
  ],
  [
    1046,
    { intent: true, labels: [[3, 'correct']] },
    { intent: false, corrected: 4, labels: [[3, 'correct']], note: 'Wanted a technician to visit: a booking.' },
  ],
  [1048, RIGHT, RIGHT],
  [
    1049,
    { intent: false, corrected: null, note: 'A wrong number: none of the intents.' },
    { intent: false, corrected: null },
  ],
  [
    1053,
    {
      intent: true,
      labels: [
        [2, 'wrong'],
        [4, 'correct'],
      ],
      missed: [3],
    },
    {
      intent: true,
      labels: [
        [2, 'wrong'],
        [4, 'correct'],
      ],
      missed: [3],
    },
  ],
];

/** Demo admin's final verdict on the disagreement it settles. */
export const FINAL_VERDICTS: readonly [number, Verdict][] = [
  [1016, { intent: false, corrected: 3, note: 'Settled: the caller could not sign in; Technical support.' }],
];

/** Demo admin's own reviews. */
const ADMIN_REVIEWS: readonly [number, Verdict][] = [
  [1059, { intent: false, corrected: 1, labels: [[1, 'correct']], note: 'A disputed charge: a billing question.' }],
  [
    1060,
    {
      intent: true,
      labels: [
        [3, 'correct'],
        [4, 'correct'],
      ],
    },
  ],
];

/** Open assignments, made together by Demo admin after the last of these calls ended. */
export const OPEN_ASSIGNMENTS: readonly [number, string][] = [
  [1052, 'Rey Reviewer'],
  [1054, 'Rey Reviewer'],
  [1056, 'Rey Reviewer'],
  [1058, 'Rey Reviewer'],
  [1055, 'Remi Second'],
  [1057, 'Remi Second'],
];

const HOUR = 3_600_000;
const member = (name: string) => {
  const m = MEMBERS.find((x) => x.name === name);
  if (!m) throw new Error(`no member ${name}`);
  return { id: m.id, name: m.name };
};

/** Lays the team's history into `book` over the generated reviews (those of calls it covers dropped). */
export function layTeamReviews(book: ReviewBook, calls: readonly Call[], generated: SeededReview[], now: number) {
  const byId = new Map(calls.map((c) => [c.id, c] as const));
  const endOf = (call: Call) => Date.parse(call.started_at ?? '') + (call.duration_ms ?? 0);
  // `hours` after the call ended, or that share of the time left before the seed's instant: the
  // later the step, the larger both, so the steps keep their order.
  const after = (call: Call, hours: number, share: number) =>
    new Date(endOf(call) + Math.min(hours * HOUR, Math.max(0, now - endOf(call)) * share));
  const covered = new Set([...CALIBRATION.map(([id]) => id), ...ADMIN_REVIEWS.map(([id]) => id)]);
  for (const r of generated) {
    if (covered.has(r.call.id)) continue;
    book.put(r.call, personNamed(r.reviewer) ?? { id: 0, name: r.reviewer }, r.body, new Date(r.at));
  }
  const [admin, rey, remi] = [member('Demo admin'), member('Rey Reviewer'), member('Remi Second')];
  for (const [id, reyVerdict, remiVerdict] of CALIBRATION) {
    const call = byId.get(id);
    if (!call) continue;
    book.assign(id, rey, admin.name, after(call, 1, 0.1));
    book.assign(id, remi, admin.name, after(call, 1, 0.1));
    book.put(call, rey, body(reyVerdict), after(call, 3, 0.3));
    book.put(call, remi, body(remiVerdict), after(call, 7, 0.5));
  }
  for (const [id, verdict] of FINAL_VERDICTS) {
    const call = byId.get(id);
    if (call) book.setFinal(call, admin, body(verdict), after(call, 30, 0.8));
  }
  for (const [id, verdict] of ADMIN_REVIEWS) {
    const call = byId.get(id);
    if (call) book.put(call, admin, body(verdict), after(call, 2, 0.5));
  }
  const open = OPEN_ASSIGNMENTS.flatMap(([id, name]) => {
    const call = byId.get(id);
    return call ? [{ call, name }] : [];
  });
  const last = open.reduce<Call | null>((a, x) => (a && endOf(a) >= endOf(x.call) ? a : x.call), null);
  if (last) {
    const at = after(last, 1, 0.5);
    for (const { call, name } of open) book.assign(call.id, member(name), admin.name, at);
  }
}
